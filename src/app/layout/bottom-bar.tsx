import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { areaOfPath } from '@/schema/area-paths';
import { branchPath, chainPath } from '@/schema/routes';
import { AreaIcon } from '@/components/icons/area-icon';
import { useWorkspace } from '@/components/session/use-workspace';
import { useAreaMenus } from './use-area-menus';

const shortcutCount = 3;

/** Phones: the first open areas one tap away, and "Menu" for the rest (spec §2 mobile menus). */
/** Five shortcuts share 375 px: labels stay on one line (ellipsis) and the selected one does not grow. */
const shortcutSx = {
  minWidth: 0,
  px: 0.5,
  '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
    fontSize: '0.75rem',
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
} as const;

export function BottomBar() {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  const menus = useAreaMenus();
  const { pathname } = useLocation();
  if (!workspace) return null;
  const { organization, branch } = workspace;
  const entries = (branch ? menus.branch : menus.chain).filter((e) => !e.disabled).slice(0, shortcutCount);
  const menuPath = branch
    ? branchPath(organization.id, branch.id, 'menu')
    : chainPath(organization.id, 'menu');
  const current = areaOfPath(pathname);
  const value =
    pathname === menuPath
      ? 'menu'
      : (entries.find((e) => e.area.key === current?.key && e.area.scope === current.scope)?.area.key ??
        false);

  return (
    <Paper
      component="nav"
      aria-label={t('layout.shortcuts')}
      elevation={0}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        borderRadius: 0,
        paddingBottom: 'env(safe-area-inset-bottom)',
        paddingLeft: 'env(safe-area-inset-left)',
        paddingRight: 'env(safe-area-inset-right)',
      }}
    >
      <BottomNavigation showLabels value={value}>
        {entries.map((entry) => (
          <BottomNavigationAction
            key={entry.area.key}
            value={entry.area.key}
            label={t(entry.labelKey)}
            icon={<AreaIcon name={entry.area.icon} />}
            component={RouterLink}
            to={entry.to}
            sx={shortcutSx}
          />
        ))}
        <BottomNavigationAction
          value="menu"
          label={t('layout.menu')}
          icon={<MoreHorizIcon />}
          component={RouterLink}
          to={menuPath}
          sx={shortcutSx}
        />
      </BottomNavigation>
    </Paper>
  );
}
