import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import TuneIcon from '@mui/icons-material/Tune';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import type { ReactNode } from 'react';
import type { AccountPage } from '@/schema/routes';

export type AccountNavItem = { page: AccountPage; icon: ReactNode; group: 'account' | 'settings' };

/** The account area's pages, in menu order (spec §2 "Account"). */
export const accountNavItems: readonly AccountNavItem[] = [
  { page: 'me', icon: <PersonOutlineIcon fontSize="small" />, group: 'account' },
  { page: 'notifications', icon: <NotificationsNoneOutlinedIcon fontSize="small" />, group: 'account' },
  { page: 'workspaces', icon: <WorkspacesOutlinedIcon fontSize="small" />, group: 'account' },
  { page: 'personalInfo', icon: <ManageAccountsOutlinedIcon fontSize="small" />, group: 'settings' },
  { page: 'loginSecurity', icon: <LockOutlinedIcon fontSize="small" />, group: 'settings' },
  { page: 'systemSettings', icon: <TuneIcon fontSize="small" />, group: 'settings' },
];

export const settingsNavItems = accountNavItems.filter((item) => item.group === 'settings');
