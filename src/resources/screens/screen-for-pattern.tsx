import { lazy } from 'react';
import { resourceRegistry } from '@/schema/resources';
import type { AreaScreen } from '../area-page-props';
import { resourceScreenEntries, type ResourceScreenEntry } from '../engine/resource-screens';

const entries = new Map<string, ResourceScreenEntry>(
  resourceScreenEntries(resourceRegistry).map((entry) => [entry.pattern, entry]),
);

const placeholder: AreaScreen = lazy(() =>
  import('../area-placeholder/area-placeholder').then((m) => ({ default: m.AreaPlaceholder })),
);
const mobileMenu: AreaScreen = lazy(() =>
  import('../area-placeholder/area-mobile-menu').then((m) => ({ default: m.AreaMobileMenu })),
);

/** Whether the engine has a generic screen for a route pattern. */
export const hasResourceScreen = (pattern: string): boolean => entries.has(pattern);

/**
 * The screen of a page no custom screen claims: the engine's generic screen for a resource's page
 * (resourceScreenEntries), else the area placeholder (or the area's mobile menu). Each loads as its own
 * chunk, so a placeholder page never loads the grid and the forms.
 */
export function screenForPattern(pattern: string, isMobileMenu: boolean): AreaScreen {
  const entry = entries.get(pattern);
  if (!entry) return isMobileMenu ? mobileMenu : placeholder;
  return lazy(() => import('./resource-screen').then((m) => ({ default: m.resourceScreen(entry) })));
}
