import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** Branch settings → Cash register, for the router (src/app/router/custom-area-screens.ts). */
export const cashRegisterScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/branch/:branchId/settings/cash-register': lazyAreaScreen(() => import('./cash-register-settings-page'), (m) => m.CashRegisterSettingsPage),
};
