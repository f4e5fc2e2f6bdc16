import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { findArea } from '@/schema/areas';
import { areaHomePath, switchWorkspacePath } from '@/schema/area-paths';
import { useWorkspace } from '@/components/session/use-workspace';
import { switcherButtonSx } from './switcher-style';

/** Lists the chain's branches the user may see, plus the chain level; picking one keeps the area. */
export function BranchSwitcher() {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!workspace) return null;
  const { organization, branch } = workspace;
  const chainDashboard = findArea('organization', 'dashboard');

  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('layout.branch')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ...switcherButtonSx, fontWeight: 500, color: 'text.secondary' }}
      >
        <span>{branch ? branch.name : t('layout.wholeChain')}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {organization.branches.map((item) => (
          <MenuItem
            key={item.id}
            selected={item.id === branch?.id}
            onClick={() =>
              item.id === branch?.id
                ? setAnchor(null)
                : go(switchWorkspacePath(pathname, { organization, branchId: item.id }))
            }
          >
            <ListItemIcon>{item.id === branch?.id ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={item.name} secondary={item.address ?? undefined} />
          </MenuItem>
        ))}
        {organization.branches.length === 0 ? (
          <MenuItem disabled>
            <ListItemText primary={t('layout.noBranches')} />
          </MenuItem>
        ) : null}
        <Divider />
        {chainDashboard ? (
          <MenuItem selected={!branch} onClick={() => go(areaHomePath(chainDashboard, organization.id))}>
            <ListItemIcon>{!branch ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={t('layout.wholeChain')} />
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
