import type { DragSource, DragTarget } from './drag-geometry';

/** The block held and where it would land; null when nothing is held. */
export type DragView = { source: DragSource; target: DragTarget } | null;

export type DragStore = {
  get: () => DragView;
  set: (view: DragView) => void;
  subscribe: (listener: () => void) => () => void;
};

/**
 * The drag's interaction state, outside React's tree: pointer moves write it, and only the ghost subscribes
 * (useSyncExternalStore), so a drag over a day of 800 orders renders one element a frame, not the grid.
 */
export function createDragStore(): DragStore {
  let view: DragView = null;
  const listeners = new Set<() => void>();
  return {
    get: () => view,
    set: (next) => {
      const same =
        next !== null &&
        view !== null &&
        next.source === view.source &&
        next.target.columnIndex === view.target.columnIndex &&
        next.target.start === view.target.start &&
        next.target.end === view.target.end;
      if (same || next === view) return;
      view = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
