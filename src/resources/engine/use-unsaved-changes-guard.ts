import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: closing the tab (beforeunload) and every way of moving
 * elsewhere in the app, the browser's Back and Forward included (react-router's blocker puts the address
 * back while it asks). `release` lets the form's own navigation (after Save, on Cancel) through without asking.
 */
export function useUnsavedChangesGuard(when: boolean, message: string): { release: () => void } {
  const released = useRef(false);

  useEffect(() => {
    if (when) released.current = false;
  }, [when]);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        when && !released.current && `${currentLocation.pathname}${currentLocation.search}` !== `${nextLocation.pathname}${nextLocation.search}`,
      [when],
    ),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the page's own text only when returnValue is set.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, message]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release };
}
