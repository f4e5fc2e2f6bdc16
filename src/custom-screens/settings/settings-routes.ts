import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import type * as Screens from './settings-screens';

/** Chain and branch settings by route pattern, for the router; all of them load as one chunk. */
const screen = (name: keyof typeof Screens): AreaScreen => lazyAreaScreen(() => import('./settings-screens'), (m) => m[name]);

export const settingsScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/settings': screen('ChainSettingsMenuPage'),
  '/chain/:orgId/settings/general': screen('ChainGeneralPage'),
  '/chain/:orgId/settings/users': screen('UsersPage'),
  '/chain/:orgId/settings/users/invite': screen('InvitePage'),
  '/chain/:orgId/branch/:branchId/settings': screen('BranchSettingsPage'),
  '/chain/:orgId/branch/:branchId/settings/users': screen('UsersPage'),
  '/chain/:orgId/branch/:branchId/settings/users/invite': screen('InvitePage'),
};
