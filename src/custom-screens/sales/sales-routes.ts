import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** Sales → Appointments and its order drawer routes: the list stays on screen under a drawer. */
const appointments = lazyAreaScreen(() => import('./appointments-page'), (m) => m.AppointmentsPage);
const moneyLists = () => import('./money-list-pages');
const base = '/chain/:orgId/branch/:branchId/sales';

export const salesScreens: Record<string, AreaScreen> = {
  [`${base}/services-overview`]: appointments,
  [`${base}/services-overview/order/new`]: appointments,
  [`${base}/services-overview/order/:orderId`]: appointments,
  [`${base}/transactions`]: lazyAreaScreen(moneyLists, (m) => m.PaymentsPage),
  [`${base}/events`]: lazyAreaScreen(moneyLists, (m) => m.EventsPage),
};
