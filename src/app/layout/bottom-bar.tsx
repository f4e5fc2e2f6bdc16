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
import { useScopeNavigation } from './use-scope-navigation';

const shortcutCount = 3;

/**
 * Four shortcuts share 375 px: each area has a one-word label for this bar (`areas.*.short`, checked in every
 * language by tests/e2e/navigation.spec.ts), on one line, and the selected one does not grow. The ellipsis is
 * only a last resort below 375 px.
 */
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

/** Phones: the first open areas of the scope on screen one tap away, and "Menu" for the rest (spec §2 mobile menus). */
export function BottomBar() {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  const navigation = useScopeNavigation();
  const { pathname } = useLocation();
  if (!workspace || !navigation) return null;
  const { organization, branch } = workspace;
  const entries = navigation.entries.filter((e) => !e.disabled).slice(0, shortcutCount);
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
            label={t(entry.shortLabelKey)}
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
