import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: closing the tab (beforeunload) and moving elsewhere in
 * the app. The app uses a BrowserRouter, where react-router's useBlocker does not work, so in-app
 * navigation is held at the navigator, as @refinedev/react-router's UnsavedChangesNotifier does. `release`
 * lets the form's own navigation (after Save, on Cancel) through without asking.
 */
export function useUnsavedChangesGuard(when: boolean, message: string): { release: () => void } {
  const { navigator } = useContext(NavigationContext);
  const released = useRef(false);
  const active = when;

  useEffect(() => {
    if (when) released.current = false;
  }, [when]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers show the page's own text only when returnValue is set.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);

    const push = navigator.push;
    const replace = navigator.replace;
    const go = navigator.go;
    const confirmed = () => released.current || window.confirm(message);
    navigator.push = (...args: Parameters<typeof push>) => {
      if (confirmed()) push(...args);
    };
    navigator.replace = (...args: Parameters<typeof replace>) => {
      if (confirmed()) replace(...args);
    };
    navigator.go = (...args: Parameters<typeof go>) => {
      if (confirmed()) go(...args);
    };
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      navigator.push = push;
      navigator.replace = replace;
      navigator.go = go;
    };
  }, [active, message, navigator]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { release };
}
