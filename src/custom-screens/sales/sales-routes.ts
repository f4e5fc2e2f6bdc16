import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** Sales → Appointments and its order drawer routes: the list stays on screen under a drawer. */
const appointments = lazyAreaScreen(() => import('./appointments-page'), (m) => m.AppointmentsPage);
const base = '/chain/:orgId/branch/:branchId/sales/services-overview';

export const salesScreens: Record<string, AreaScreen> = {
  [base]: appointments,
  [`${base}/order/new`]: appointments,
  [`${base}/order/:orderId`]: appointments,
};
