import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import { customAreaScreens } from './custom-area-screens';

type Screen = AreaScreen;

const resolved = new Map<string, Screen>();

/**
 * A page no custom screen claims gets the resource engine's generic screen when a definition lives on it
 * (src/schema/resources: list, show, create, edit pages), else the area placeholder. That choice is made in
 * a lazily loaded chunk: the engine's route table stays out of the shell's initial JavaScript.
 */
function genericScreen(pattern: string, mobileMenu: boolean): Screen {
  const key = `${pattern}|${mobileMenu}`;
  let screen = resolved.get(key);
  if (!screen) {
    screen = lazyAreaScreen(
      () => import('@/resources/screens/screen-for-pattern'),
      (m) => m.screenForPattern(pattern, mobileMenu),
    );
    resolved.set(key, screen);
  }
  return screen;
}

/**
 * The screen for each page pattern (full, e.g. '/chain/:orgId/branch/:branchId/clients'): a custom screen
 * (custom-area-screens.ts) wins over the engine's generic screen, which wins over the area placeholder.
 */
export const screenFor = (pattern: string, mobileMenu: boolean): Screen =>
  customAreaScreens[pattern] ?? genericScreen(pattern, mobileMenu);
