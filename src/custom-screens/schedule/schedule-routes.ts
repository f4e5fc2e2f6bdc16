import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** The schedule and its order drawers by route pattern: one screen, one chunk; the drawer routes open the
 * drawer over the grid. */
const schedule = lazyAreaScreen(
  () => import('./schedule-screens'),
  (m) => m.SchedulePage,
);
const base = '/chain/:orgId/branch/:branchId/schedule';

export const scheduleScreens: Record<string, AreaScreen> = {
  [base]: schedule,
  [`${base}/order/new`]: schedule,
  [`${base}/order/:orderId`]: schedule,
};
