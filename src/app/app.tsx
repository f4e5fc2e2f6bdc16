import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { PwaUpdatePrompt } from '@/components/pwa-update-prompt';
import { AppSnowfall } from './layout/app-snowfall';
import { GuardedRoutes } from './layout/guarded-routes';
import { RouteEffects } from './layout/route-effects';
import { RefineRoot } from './refine/refine-root';
import { ThemeRoot } from './theme/theme-root';

// Toasts queue in their store until the toaster's chunk is in: it need not hold up the first paint.
const Toaster = lazy(() => import('@/components/toaster').then((m) => ({ default: m.Toaster })));

/** The composition root: theme, router, Refine with its providers, the routes, toasts and snow. */
export function App() {
  return (
    <ThemeRoot>
      <BrowserRouter>
        <RefineRoot>
          <RouteEffects />
          <GuardedRoutes />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
          <AppSnowfall />
          <PwaUpdatePrompt />
        </RefineRoot>
      </BrowserRouter>
    </ThemeRoot>
  );
}
