import { useColorScheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearCachedOrganizations, getAccessToken } from '@/lib/session-storage';
import { storeHideSnowflake } from '@/lib/snowfall-window';
import { licenceQuery } from '@/components/session/licence-query';
import { sessionQueryKeys } from '@/components/session/session-query-keys';
import { useCurrentUser } from '@/components/session/use-current-user';
import { useOrganizations } from '@/components/session/use-organizations';
import { LoadingState } from '@/components/states/loading-state';
import { liveSocket, openLiveSocket } from '../refine/live-connection';
import { NotFoundPage, SessionErrorPage } from '../router/lazy-shell';
import { clearsOrganizations, decideSessionGuards, isPublicPath, matchWorkspace, shouldOpenSocket } from './guard-decisions';
import { useGuardLanguage } from './use-guard-language';

/**
 * The layout route around every page: spec §2 guards 1–5 in order (decided by `decideSessionGuards`), plus
 * what follows from the user once loaded: their theme and snowfall choice.
 */
export function SessionGuard() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const { setMode } = useColorScheme();
  const isPublic = isPublicPath(pathname);
  const hasToken = getAccessToken() !== null;

  const user = useCurrentUser(!isPublic && hasToken);
  const organizations = useOrganizations(!isPublic && hasToken);
  const languageReady = useGuardLanguage(pathname, user.data?.ISOLanguage);

  // Guard 2: login, forgotPassword and auth start from a clean list of organisations.
  useEffect(() => {
    if (!clearsOrganizations(pathname)) return;
    clearCachedOrganizations();
    queryClient.removeQueries({ queryKey: sessionQueryKeys.organizations });
  }, [pathname, queryClient]);

  // Guard 4: one live socket, opened on the first signed-in route.
  useEffect(() => {
    if (user.data && shouldOpenSocket(pathname, getAccessToken() !== null, liveSocket.status === 'open'))
      openLiveSocket();
  }, [pathname, user.data]);

  const theme = user.data?.theme;
  useEffect(() => {
    if (theme) setMode(theme);
  }, [theme, setMode]);

  const hideSnowflake = user.data?.hideSnowflake;
  useEffect(() => {
    if (hideSnowflake !== undefined) storeHideSnowflake(hideSnowflake);
  }, [hideSnowflake]);

  const decision = decideSessionGuards({
    pathname,
    search,
    hasToken,
    user: { status: user.status, data: user.data },
    organizations: { status: organizations.status, data: organizations.data },
    languageReady,
  });

  // The licence of the chain in the address starts loading now, beside the workspace's code, not after it.
  const workspace = decision.kind === 'render' ? matchWorkspace(pathname, organizations.data ?? []) : null;
  const workspaceOrgId = workspace?.kind === 'ok' ? workspace.organization.id : null;
  useEffect(() => {
    if (workspaceOrgId !== null) void queryClient.prefetchQuery(licenceQuery(workspaceOrgId));
  }, [workspaceOrgId, queryClient]);

  // The first spinner shows before any language has loaded: the page's title (the product's name) names it
  // until the word for "Loading" arrives, never the key.
  const loading = <LoadingState fullScreen label={t('common.loading', { defaultValue: document.title })} />;
  switch (decision.kind) {
    case 'render':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'loading':
      return loading;
    case 'not-found':
      return (
        <Suspense fallback={loading}>
          <NotFoundPage fullScreen />
        </Suspense>
      );
    case 'error': {
      const retry = () => void (decision.failed === 'user' ? user.refetch() : organizations.refetch());
      return (
        <Suspense fallback={loading}>
          <SessionErrorPage failed={decision.failed} onRetry={retry} />
        </Suspense>
      );
    }
  }
}
