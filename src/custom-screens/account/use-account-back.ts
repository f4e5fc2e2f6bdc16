import { useEffect, useState } from 'react';
import { topLevelPaths } from '@/schema/routes';
import { readPreviousLocation } from '@/components/navigation/previous-location';

/**
 * Where the account's "back" goes: the page the user left to come here, else home. The app saves it on
 * the way in, in an effect that may run after this page's first render, so it is read again once mounted.
 */
export function useAccountBack(): string {
  const [back, setBack] = useState(() => readPreviousLocation() ?? topLevelPaths.root);
  useEffect(() => setBack(readPreviousLocation() ?? topLevelPaths.root), []);
  return back;
}
