import { useEffect, useState } from 'react';
import type { Language } from '@/schema/enums';
import { changeLanguage, ensureLanguage, initialLanguage } from '@/providers/i18n-provider';
import { needsLanguage } from './guard-decisions';

/**
 * Guard 5: loads the language for the route (the user's once known, else the remembered or browser one),
 * except on /login. Reports ready once the first language is in; later switches re-render in place
 * instead of blanking the screen.
 */
export function useGuardLanguage(pathname: string, userLanguage: Language | undefined): boolean {
  const [ready, setReady] = useState(false);
  const wanted = userLanguage ?? initialLanguage();
  const exempt = !needsLanguage(pathname);

  useEffect(() => {
    if (exempt) return;
    let cancelled = false;
    // The user's own language is also remembered, so the next visit starts in it.
    const load = userLanguage ? changeLanguage(userLanguage) : ensureLanguage(pathname, wanted);
    load
      .catch(() => undefined) // a failed chunk leaves the fallback language on screen; nothing to block on
      .then(() => {
        if (!cancelled) setReady(true);
      });
    return () => {
      cancelled = true;
    };
    // pathname matters only for leaving /login; the language itself is what changes the load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, exempt, userLanguage]);

  return ready;
}
