import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import TuneIcon from '@mui/icons-material/Tune';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountPath, type AccountPage } from '@/schema/routes';
import { useCurrentUser } from '@/components/session/use-current-user';
import { useSignOut } from './use-sign-out';

const initialsOf = (first: string, last: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';

/** The signed-in user's menu: profile, settings, workspaces and sign-out. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user.data) return null;
  const { firstName, lastName, login } = user.data;

  const item = (page: AccountPage, icon: ReactNode, label: string) => (
    <MenuItem
      onClick={() => {
        setAnchor(null);
        navigate(accountPath(page));
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </MenuItem>
  );

  return (
    <>
      <IconButton
        aria-label={t('layout.userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        edge="end"
      >
        <Avatar
          sx={{
            width: 34,
            height: 34,
            fontSize: '0.875rem',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initialsOf(firstName, lastName)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2.5, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{`${firstName} ${lastName}`.trim()}</Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {login}
          </Typography>
        </Box>
        <Divider />
        {item('me', <PersonOutlineIcon fontSize="small" />, t('account.nav.me'))}
        {item('personalInfo', <ManageAccountsOutlinedIcon fontSize="small" />, t('account.nav.personalInfo'))}
        {item('systemSettings', <TuneIcon fontSize="small" />, t('account.nav.systemSettings'))}
        {item('workspaces', <WorkspacesOutlinedIcon fontSize="small" />, t('account.nav.workspaces'))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('layout.signOut')} />
        </MenuItem>
      </Menu>
    </>
  );
}
