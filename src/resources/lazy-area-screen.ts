import { lazy, type ComponentType } from 'react';
import type { AreaPageProps, AreaScreen } from './area-page-props';

/**
 * An area page loaded from its own chunk, whose code may be fetched before it renders: the area guard calls
 * `preload` while the licence is still on its way, so the two travel together instead of one after the other.
 */
export function lazyAreaScreen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType<AreaPageProps>): AreaScreen {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: pick(module) }))),
    { preload: load },
  );
}
