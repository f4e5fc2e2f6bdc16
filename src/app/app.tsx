import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppSnowfall } from './layout/app-snowfall';
import { GuardedRoutes } from './layout/guarded-routes';
import { RouteEffects } from './layout/route-effects';
import { RefineRoot } from './refine/refine-root';
import { ThemeRoot } from './theme/theme-root';

// Toasts queue in their store until the toaster's chunk is in: it need not hold up the first paint.
const Toaster = lazy(() => import('@/components/toaster').then((m) => ({ default: m.Toaster })));

/** Refine with its providers, the routes, toasts and snow: everything that lives inside the router. */
function RoutedApp() {
  return (
    <RefineRoot>
      <RouteEffects />
      <GuardedRoutes />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <AppSnowfall />
    </RefineRoot>
  );
}

/**
 * A data router, so that a form with unsaved changes can hold every way of leaving it, the browser's Back
 * included (react-router's useBlocker works under a data router only). The route table itself stays one
 * `useRoutes` tree below the guards (src/app/router/app-routes.tsx).
 */
const router = createBrowserRouter([{ path: '*', element: <RoutedApp /> }]);

/** The composition root: theme, then the router and all that lives inside it. */
export function App() {
  return (
    <ThemeRoot>
      <RouterProvider router={router} />
    </ThemeRoot>
  );
}
