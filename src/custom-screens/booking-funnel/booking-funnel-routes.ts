import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** Online booking → Presence → Analytics of a branch, for the router (src/app/router/custom-area-screens.ts). */
export const bookingFunnelScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/branch/:branchId/onlineBooking/presence/analytics': lazyAreaScreen(() => import('./booking-funnel-page'), (m) => m.BookingFunnelPage),
};
