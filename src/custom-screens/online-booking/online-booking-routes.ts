import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

const settings = '/chain/:orgId/branch/:branchId/onlineBooking/settings';

/** Online booking → Settings of a branch, for the router (src/app/router/custom-area-screens.ts). */
export const onlineBookingScreens: Record<string, AreaScreen> = {
  [`${settings}/basic`]: lazyAreaScreen(() => import('./basic-settings-page'), (m) => m.BasicSettingsPage),
  [`${settings}/online-booking-rules`]: lazyAreaScreen(() => import('./booking-rules-page'), (m) => m.BookingRulesPage),
  [`${settings}/verification`]: lazyAreaScreen(() => import('./verification-settings-page'), (m) => m.VerificationSettingsPage),
  [`${settings}/widget`]: lazyAreaScreen(() => import('./widget-settings-page'), (m) => m.WidgetSettingsPage),
  [`${settings}/terms`]: lazyAreaScreen(() => import('./terms-settings-page'), (m) => m.TermsSettingsPage),
};
