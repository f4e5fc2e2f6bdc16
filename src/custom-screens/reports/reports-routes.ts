import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** Reports, the sales page's key indicators and the dashboards, for the router (src/app/router/custom-area-screens.ts). */
const branch = '/chain/:orgId/branch/:branchId';
const indicators = () => import('./key-indicators-pages');
const reports = () => import('./report-pages');

export const reportsScreens: Record<string, AreaScreen> = {
  [`${branch}/reports`]: lazyAreaScreen(reports, (m) => m.AllReportsPage),
  [`${branch}/reports/sales`]: lazyAreaScreen(reports, (m) => m.SalesByDayPage),
  [`${branch}/reports/cash-flow`]: lazyAreaScreen(reports, (m) => m.CashFlowPage),
  [`${branch}/sales/key-indicators`]: lazyAreaScreen(indicators, (m) => m.KeyIndicatorsPage),
  [`${branch}/dashboard`]: lazyAreaScreen(indicators, (m) => m.BranchDashboardPage),
  '/chain/:orgId/dashboard': lazyAreaScreen(indicators, (m) => m.ChainDashboardPage),
};
