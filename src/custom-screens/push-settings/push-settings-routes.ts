import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** Branch settings → Push notifications, for the router (src/app/router/custom-area-screens.ts). */
export const pushSettingsScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/branch/:branchId/settings/push-notifications': lazyAreaScreen(() => import('./push-notifications-page'), (m) => m.PushNotificationsPage),
};
