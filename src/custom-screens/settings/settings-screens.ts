/** The settings screens the router registers (src/app/router/custom-area-screens.ts), from one chunk. */
export { BranchSettingsPage } from './branch-settings-page';
export { ChainGeneralPage } from './chain-general-page';
export { ChainSettingsMenuPage } from './chain-settings-menu-page';
export { InvitePage } from './invite-page';
export { UsersPage } from './users-page';
