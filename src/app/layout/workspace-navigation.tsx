import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { branchPath } from '@/schema/routes';
import { useWorkspace } from '@/components/session/use-workspace';
import { AreaNavList } from './area-nav-list';
import { useAreaMenus } from './use-area-menus';

/** Drawer content in a workspace: the branch menu, then the chain menu (or the chain's branches). */
export function WorkspaceNavigation() {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  const menus = useAreaMenus();
  if (!workspace) return null;
  const { organization, branch } = workspace;
  return (
    <>
      {branch ? (
        <AreaNavList heading={t('layout.branchMenu', { name: branch.name })} entries={menus.branch} />
      ) : null}
      {branch ? <Divider sx={{ mx: 2 }} /> : null}
      <AreaNavList heading={t('layout.chainMenu', { name: organization.name })} entries={menus.chain} />
      {!branch && organization.branches.length > 0 ? (
        <>
          <Divider sx={{ mx: 2 }} />
          <List
            dense
            aria-label={t('layout.branches')}
            subheader={
              <ListSubheader
                component="div"
                sx={{ bgcolor: 'transparent', lineHeight: '36px', position: 'static' }}
              >
                {t('layout.branches')}
              </ListSubheader>
            }
            sx={{ px: 1 }}
          >
            {organization.branches.map((item) => (
              <ListItemButton
                key={item.id}
                component={RouterLink}
                to={branchPath(organization.id, item.id, 'dashboard')}
                sx={{ borderRadius: 2, minHeight: 40 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <StorefrontOutlinedIcon fontSize="small" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={item.name} />
              </ListItemButton>
            ))}
          </List>
        </>
      ) : null}
    </>
  );
}
