import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { areaOfPath } from '@/schema/area-paths';
import { AreaIcon } from '@/components/icons/area-icon';
import type { AreaMenuEntry } from '@/components/navigation/area-menu';

export type AreaNavListProps = {
  entries: readonly AreaMenuEntry[];
  heading: string;
  /** Bigger touch targets for the mobile menu page. */
  dense?: boolean;
};

/** A group of the drawer: area links, disabled ones locked, view-only ones marked. */
export function AreaNavList({ entries, heading, dense = true }: AreaNavListProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const current = areaOfPath(pathname);
  if (entries.length === 0) return null;
  return (
    <List
      dense={dense}
      aria-label={heading}
      subheader={
        <ListSubheader
          component="div"
          sx={{ bgcolor: 'transparent', lineHeight: '36px', position: 'static', color: 'text.primary', fontWeight: 600 }}
        >
          {heading}
        </ListSubheader>
      }
      sx={{ px: 1 }}
    >
      {entries.map((entry) => {
        const active = current?.scope === entry.area.scope && current.key === entry.area.key;
        const label = t(entry.labelKey);
        const button = (
          <ListItemButton
            key={entry.area.key}
            component={RouterLink}
            to={entry.to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            disabled={entry.disabled}
            sx={{ borderRadius: 2, mb: 0.25, minHeight: dense ? 40 : 52 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <AreaIcon name={entry.area.icon} fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={label} />
            {entry.disabled ? <LockOutlinedIcon fontSize="small" aria-label={t('layout.notInPlan')} /> : null}
            {entry.viewOnly ? (
              // Seen, not read: the link's name stays the area's, and the tooltip describes it as view-only.
              <VisibilityOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            ) : null}
          </ListItemButton>
        );
        // A disabled button receives no pointer events: the tooltip needs a wrapper to explain the lock.
        return entry.disabled ? (
          <Tooltip key={entry.area.key} title={t('layout.notInPlan')} placement="right">
            <span>{button}</span>
          </Tooltip>
        ) : entry.viewOnly ? (
          <Tooltip key={entry.area.key} title={t('layout.viewOnly')} placement="right" describeChild>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </List>
  );
}
