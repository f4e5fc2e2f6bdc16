import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AreaNavList } from './area-nav-list';
import { useScopeNavigation } from './use-scope-navigation';

const subheaderSx = { bgcolor: 'transparent', lineHeight: '36px', position: 'static' } as const;

/**
 * The areas of the scope on screen — a branch's inside a branch, the chain's on chain pages — and the way to
 * the other scope: up to the whole chain from a branch, into each branch from the chain. In the drawer and, with
 * bigger rows, on the phone's menu page.
 */
export function WorkspaceNavigation({ dense = true }: { dense?: boolean }) {
  const { t } = useTranslation('shell');
  const navigation = useScopeNavigation();
  if (!navigation) return null;
  const rowSx = { borderRadius: 2, minHeight: dense ? 40 : 52 };
  const heading =
    navigation.scope === 'branch'
      ? t('layout.branchMenu', { name: navigation.name })
      : t('layout.chainMenu', { name: navigation.name });
  return (
    <>
      {navigation.chain ? (
        <List dense={dense} aria-label={t('layout.wholeChain')} sx={{ px: 1, pt: 1.5, pb: 0 }}>
          <ListItemButton
            component={RouterLink}
            to={navigation.chain.to}
            sx={{ ...rowSx, border: 1, borderColor: 'divider' }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <ApartmentOutlinedIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={navigation.chain.name}
              secondary={t('layout.toWholeChain')}
              slotProps={{ primary: { noWrap: true, fontWeight: 600 } }}
            />
          </ListItemButton>
        </List>
      ) : null}
      <AreaNavList heading={heading} entries={navigation.entries} dense={dense} />
      {navigation.branches.length > 0 ? (
        <>
          <Divider sx={{ mx: 2 }} />
          <List
            dense={dense}
            aria-label={t('layout.branches')}
            subheader={
              <ListSubheader component="div" sx={subheaderSx}>
                {t('layout.branches')}
              </ListSubheader>
            }
            sx={{ px: 1 }}
          >
            {navigation.branches.map((item) => (
              <ListItemButton key={item.id} component={RouterLink} to={item.to} sx={rowSx}>
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
