import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { topLevelPaths } from '@/schema/routes';
import { HelpMenu } from '@/components/help/help-menu';
import { useWorkspace } from '@/components/session/use-workspace';
import { BranchSwitcher } from './branch-switcher';
import { NotificationBell } from './notification-bell';
import { OrganizationSwitcher } from './organization-switcher';
import { UserMenu } from './user-menu';

/**
 * The top bar: navigation toggle on narrow screens, chain and branch switchers, the Help menu (from sm up; phones
 * find its links on the Menu page), the notifications bell and the user's menu.
 */
export function AppTopBar({ onOpenNavigation }: { onOpenNavigation?: () => void }) {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        paddingTop: 'env(safe-area-inset-top)',
        paddingLeft: 'env(safe-area-inset-left)',
        paddingRight: 'env(safe-area-inset-right)',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {onOpenNavigation ? (
          <IconButton edge="start" onClick={onOpenNavigation} aria-label={t('layout.openNavigation')}>
            <MenuIcon />
          </IconButton>
        ) : null}
        <Typography
          component={RouterLink}
          to={topLevelPaths.root}
          variant="h6"
          sx={{
            color: 'primary.main',
            textDecoration: 'none',
            fontWeight: 700,
            mr: 1,
            display: workspace ? { xs: 'none', md: 'block' } : 'block',
            whiteSpace: 'nowrap',
          }}
        >
          {t('app.name')}
        </Typography>
        {workspace ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flexShrink: 1 }}>
            <OrganizationSwitcher />
            <BranchSwitcher />
          </Box>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <HelpMenu />
        </Box>
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
