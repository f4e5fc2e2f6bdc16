import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { appConfig } from '@/schema/config';
import { LoadingState, visuallyHidden } from '@/components/states/loading-state';
import { AppTopBar } from './app-top-bar';
import { BottomBar } from './bottom-bar';

export const drawerWidth = 264;
const wideQuery = `(min-width:${appConfig.wideMinWidth}px)`;
const phoneQuery = `(max-width:${appConfig.breakpoints.md - 0.05}px)`;

export type AppShellProps = {
  /** Drawer content (chain and branch menus); none on pages outside a workspace. */
  navigation?: ReactNode;
  /** Shows the phone bottom bar (workspace pages). */
  bottomBar?: boolean;
  children: ReactNode;
};

/**
 * App bar, navigation drawer (permanent from 1024 px, temporary below) and the content area, with the
 * installed app's safe areas: the bar pads for the notch, the bottom bar for the home indicator.
 */
export function AppShell({ navigation, bottomBar = navigation !== undefined, children }: AppShellProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const isWide = useMediaQuery(wideQuery, { noSsr: true });
  const isPhone = useMediaQuery(phoneQuery, { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const hasDrawer = navigation !== undefined;
  const showBottomBar = bottomBar && isPhone;

  // A temporary drawer closes once the user has picked where to go.
  useEffect(() => setMobileOpen(false), [pathname]);

  const drawerPaper = {
    width: drawerWidth,
    boxSizing: 'border-box',
    borderRight: 1,
    borderColor: 'divider',
    paddingLeft: 'env(safe-area-inset-left)',
    paddingBottom: 'env(safe-area-inset-bottom)',
  } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            zIndex: 2000,
            bgcolor: 'background.paper',
            p: 1,
            borderRadius: 1,
          },
        }}
      >
        {t('layout.skipToContent')}
      </Box>
      <AppTopBar onOpenNavigation={hasDrawer && !isWide ? () => setMobileOpen(true) : undefined} />
      {hasDrawer ? (
        <Box
          component="nav"
          aria-label={t('layout.mainNavigation')}
          // The permanent drawer is fixed to the window; the column under it carries its panel down a long page (a
          // full-page capture, a print preview), so the panel never stops short of the page's end.
          sx={{ width: { lg: drawerWidth }, flexShrink: { lg: 0 }, ...(isWide ? { bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' } : {}) }}
        >
          {isWide ? (
            <Drawer variant="permanent" open sx={{ '& .MuiDrawer-paper': drawerPaper }}>
              <Toolbar sx={{ mt: 'env(safe-area-inset-top)' }} />
              {navigation}
            </Drawer>
          ) : (
            <Drawer
              variant="temporary"
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              ModalProps={{ keepMounted: true }}
              // Above the app bar (which sits above the permanent drawer), as a modal should be.
              sx={{
                zIndex: (theme) => theme.zIndex.modal,
                '& .MuiDrawer-paper': { ...drawerPaper, paddingTop: 'env(safe-area-inset-top)' },
              }}
            >
              {navigation}
            </Drawer>
          )}
        </Box>
      ) : null}
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          px: { xs: 2, sm: 3, xl: 4 },
          pb: showBottomBar ? 'calc(72px + env(safe-area-inset-bottom))' : 4,
        }}
      >
        <Toolbar sx={{ mt: 'env(safe-area-inset-top)' }} />
        <Box sx={{ pt: { xs: 2, md: 3 }, maxWidth: 1440, mx: 'auto' }}>
          {/* Pages load lazily: the bars and the drawer stay while the next page's chunk comes in. */}
          <Suspense fallback={<LoadingState label={t('common.loading')} />}>{children}</Suspense>
        </Box>
      </Box>
      {showBottomBar ? <BottomBar /> : null}
    </Box>
  );
}
