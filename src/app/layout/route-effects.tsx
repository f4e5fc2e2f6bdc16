import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { savePreviousLocation } from '@/components/navigation/previous-location';
import { previousLocationToSave } from '../guards/guard-decisions';

/**
 * What happens on every route change (spec §2 "Other"): the page scrolls back to the top when the path
 * changes, and entering the account area remembers where the user came from.
 */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    const next = `${pathname}${search}`;
    const toSave = previousLocationToSave(previous.current, next);
    if (toSave) savePreviousLocation(toSave);
    previous.current = next;
  }, [pathname, search]);

  return null;
}
