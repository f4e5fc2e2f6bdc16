import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';
import { holdHistory } from '@/lib/history-guard';

/**
 * Asks before leaving a form with unsaved changes: closing the tab (beforeunload), moving elsewhere in the
 * app, and the browser's Back and Forward. The app uses a BrowserRouter, where react-router's useBlocker does
 * not work, so in-app navigation is held at the navigator (as @refinedev/react-router's UnsavedChangesNotifier
 * does) and history steps by src/lib/history-guard.ts. `release` lets the form's own navigation (after Save,
 * on Cancel) through without asking.
 */
export function useUnsavedChangesGuard(when: boolean, message: string): { release: () => void } {
  const { navigator } = useContext(NavigationContext);
  const released = useRef(false);

  useEffect(() => {
    if (when) released.current = false;
  }, [when]);

  useEffect(() => {
    if (!when) return;
    const mayLeave = () => released.current || window.confirm(message);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the page's own text only when returnValue is set.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);

    // Steps through history (Back, Forward, navigate(-1)) are asked about by the history guard.
    const releaseHistory = holdHistory(mayLeave);
    const push = navigator.push;
    const replace = navigator.replace;
    navigator.push = (...args: Parameters<typeof push>) => {
      if (mayLeave()) push(...args);
    };
    navigator.replace = (...args: Parameters<typeof replace>) => {
      if (mayLeave()) replace(...args);
    };
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      releaseHistory();
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [when, message, navigator]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release };
}
