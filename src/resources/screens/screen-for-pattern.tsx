import { lazy, type ComponentType } from 'react';
import { resourceRegistry } from '@/schema/resources';
import type { AreaPageProps, AreaScreen } from '../area-page-props';
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
 * chunk, so a placeholder page never loads the grid and the forms. A lazy component may not resolve to
 * another lazy one, so this answers a plain component that renders it.
 */
export function screenForPattern(pattern: string, isMobileMenu: boolean): ComponentType<AreaPageProps> {
  const entry = entries.get(pattern);
  const Screen: AreaScreen = entry
    ? lazy(() => import('./resource-screen').then((m) => ({ default: m.resourceScreen(entry) })))
    : isMobileMenu
      ? mobileMenu
      : placeholder;
  const ScreenForPattern = (props: AreaPageProps) => <Screen {...props} />;
  return ScreenForPattern;
}
