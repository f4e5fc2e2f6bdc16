import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { accountPath } from '@/schema/routes';
import { LoadingState } from '@/components/states/loading-state';
import { accountNavItems } from './account-pages';
import { useAccountBack } from './use-account-back';
import { useIsWide } from './use-is-wide';

/**
 * The account area: "back" to where the user came from, the account menu beside the page on wide screens
 * (phones use the menu page instead), and the page itself.
 */
export function AccountLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const isWide = useIsWide();
  const back = useAccountBack();
  const onMenuPage = pathname === accountPath('menu') || pathname === accountPath('settings');
  // Phones step back through the menu page before leaving the account area.
  const backTo = isWide || onMenuPage ? back : accountPath('menu');

  return (
    <Box>
      <Button
        component={RouterLink}
        to={backTo}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
        color="inherit"
      >
        {isWide || onMenuPage ? t('account.back') : t('account.backToMenu')}
      </Button>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: isWide ? '260px minmax(0, 1fr)' : '1fr',
          alignItems: 'start',
        }}
      >
        {isWide ? (
          <Paper
            variant="outlined"
            component="nav"
            aria-label={t('account.menuLabel')}
            sx={{ position: 'sticky', top: 88 }}
          >
            {(['account', 'settings'] as const).map((group) => (
              <List
                key={group}
                dense
                subheader={
                  <ListSubheader component="div" sx={{ bgcolor: 'transparent', position: 'static' }}>
                    {t(`account.groups.${group}`)}
                  </ListSubheader>
                }
                sx={{ px: 1 }}
              >
                {accountNavItems
                  .filter((item) => item.group === group)
                  .map((item) => {
                    const to = accountPath(item.page);
                    const active = pathname === to;
                    return (
                      <ListItemButton
                        key={item.page}
                        component={RouterLink}
                        to={to}
                        selected={active}
                        aria-current={active ? 'page' : undefined}
                        sx={{ borderRadius: 2, minHeight: 40 }}
                      >
                        <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
                        <ListItemText primary={t(`account.nav.${item.page}`)} />
                      </ListItemButton>
                    );
                  })}
              </List>
            ))}
          </Paper>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Suspense fallback={<LoadingState label={t('common.loading')} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
