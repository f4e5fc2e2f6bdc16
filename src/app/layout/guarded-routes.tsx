import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/states/error-boundary';
import { AppRoutes } from '../router/app-routes';

const CrashPage = lazy(() => import('../pages/crash-page').then((m) => ({ default: m.CrashPage })));

/** The routes, with a page that failed to render (or to load) replaced by a way out, until the path changes. */
export function GuardedRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(retry) => (
        <Suspense fallback={null}>
          <CrashPage onRetry={retry} />
        </Suspense>
      )}
    >
      <AppRoutes />
    </ErrorBoundary>
  );
}
