import { lazy } from 'react';

/**
 * The app layout (bars, drawer, menus, switchers) and the pages the guards show are chunks of their own:
 * the first paint only needs the session guard and a spinner, and the layout loads while /me does.
 */
const loadAreaRoute = () => import('../guards/area-route');
export const WorkspaceScope = lazy(() => {
  // Every workspace page is an area route: its guard's code comes along with the layout's, not after it
  // (a failure shows when the guard renders).
  loadAreaRoute().catch(() => undefined);
  return import('../guards/workspace-scope').then((m) => ({ default: m.WorkspaceScope }));
});
export const PlainShell = lazy(() =>
  import('../layout/plain-shell').then((m) => ({ default: m.PlainShell })),
);
export const AreaRoute = lazy(() => loadAreaRoute().then((m) => ({ default: m.AreaRoute })));
export const NotFoundPage = lazy(() =>
  import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const SessionErrorPage = lazy(() =>
  import('../pages/session-error-page').then((m) => ({ default: m.SessionErrorPage })),
);
