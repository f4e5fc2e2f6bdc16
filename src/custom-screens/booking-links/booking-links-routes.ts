import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** The chain's Online booking → Links, for the router (src/app/router/custom-area-screens.ts). */
export const bookingLinksScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/onlineBooking/links': lazyAreaScreen(() => import('./booking-links-page'), (m) => m.BookingLinksPage),
};
