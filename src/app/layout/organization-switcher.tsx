import AddIcon from '@mui/icons-material/Add';
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
import { switchWorkspacePath } from '@/schema/area-paths';
import { topLevelPaths } from '@/schema/routes';
import { useOrganizations } from '@/components/session/use-organizations';
import { useWorkspace } from '@/components/session/use-workspace';
import { switcherButtonSx } from './switcher-style';

/** Lists the user's chains; picking one keeps the current area when the other chain has it. */
export function OrganizationSwitcher() {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  const organizations = useOrganizations();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!workspace) return null;
  const current = workspace.organization;

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('layout.organization')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={switcherButtonSx}
      >
        <span>{current.name}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {(organizations.data ?? []).map((organization) => (
          <MenuItem
            key={organization.id}
            selected={organization.id === current.id}
            onClick={() => {
              setAnchor(null);
              if (organization.id !== current.id) navigate(switchWorkspacePath(pathname, { organization }));
            }}
          >
            <ListItemIcon>
              {organization.id === current.id ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText primary={organization.name} secondary={t(`roles.${organization.role}`)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            navigate(topLevelPaths.onboarding);
          }}
        >
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('layout.newChain')} />
        </MenuItem>
      </Menu>
    </>
  );
}
