import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** Sales → Appointments and Payments with their order drawer routes: the list stays on screen under a drawer. */
const appointments = lazyAreaScreen(() => import('./appointments-page'), (m) => m.AppointmentsPage);
const moneyLists = () => import('./money-list-pages');
// Payments carry the order drawer: a chunk of their own, so Events does not load it.
const payments = lazyAreaScreen(() => import('./payments-page'), (m) => m.PaymentsPage);
const base = '/chain/:orgId/branch/:branchId/sales';

export const salesScreens: Record<string, AreaScreen> = {
  [`${base}/services-overview`]: appointments,
  [`${base}/services-overview/order/new`]: appointments,
  [`${base}/services-overview/order/:orderId`]: appointments,
  [`${base}/transactions`]: payments,
  [`${base}/transactions/order/new`]: payments,
  [`${base}/transactions/order/:orderId`]: payments,
  [`${base}/events`]: lazyAreaScreen(moneyLists, (m) => m.EventsPage),
};
