import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readHideSnowflake, shouldShowSnowfall } from '@/lib/snowfall-window';
import { webEnv } from '@/lib/web-env';

// The effect is seasonal: its code is a separate chunk, fetched only when snow is actually shown.
const ReactSnowfall = lazy(() => import('react-snowfall').then((module) => ({ default: module.Snowfall })));

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.(reducedMotionQuery).matches;

export type SeasonalSnowfallProps = {
  /** The user's choice; when omitted, the stored flag decides. */
  hideSnowflake?: boolean;
  now?: Date;
  trackingEnabled?: boolean;
};

/**
 * Full-screen falling snow in its season (spec §4), never in the way: no pointer events, beneath toasts
 * (z-index 1000) and MUI's bars, drawers and dialogs. People who ask for reduced motion get no snow.
 */
export function SeasonalSnowfall({
  hideSnowflake,
  now = new Date(),
  trackingEnabled = webEnv.enableTracking,
}: SeasonalSnowfallProps) {
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const hidden = hideSnowflake ?? readHideSnowflake();
  if (reducedMotion || !shouldShowSnowfall(now, trackingEnabled, hidden)) return null;
  return (
    <Suspense fallback={null}>
      <div
        data-testid="snowfall"
        aria-hidden="true"
        style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 999 }}
      >
        <ReactSnowfall
          snowflakeCount={120}
          style={{ position: 'fixed', width: '100vw', height: '100vh', pointerEvents: 'none' }}
        />
      </div>
    </Suspense>
  );
}
