import { useEffect, useEffectEvent, type RefObject } from 'react';
import {
  contentPoint,
  dragTarget,
  edgeScroll,
  holdAt,
  nudgedTarget,
  type DragKind,
  type DragSource,
  type DragTarget,
  type GridLayout,
} from './drag-geometry';
import type { DragStore } from './drag-store';

/**
 * Drag and drop on the schedule grid with plain pointer events, not @dnd-kit (which the catalog's sortable list
 * uses), because here it would fight the virtualizers: blocks and whole columns mount and unmount as the grid
 * scrolls, so there are no droppables to collide with for most columns and the held block itself may vanish
 * mid-drag, while where a drop lands is plain arithmetic on the pointer and the scroll offset (drag-geometry.ts).
 * One set of listeners on the grid serves every block (no hook per block: dnd-kit re-renders each draggable
 * when a drag starts and ends), and a move only writes the drag store, which the ghost alone reads.
 *
 * A mouse or pen press becomes a drag after 4 px (a click stays a click and opens the order). A finger picks a
 * block up after a 500 ms hold (spec §9 long touch); a finger that moves more than 5 px first is scrolling, and
 * nothing is picked up. Near the grid's edges the grid scrolls under the held block. With a block focused, the
 * arrow keys move it by 5 minutes (with Shift they change its length), saved once the keys rest or on Enter;
 * Escape puts it back.
 */

const mouseSlop = 4;
const touchHoldMs = 500;
const touchSlop = 5;
const keyRestMs = 900;

type Press = {
  pointerId: number;
  touch: boolean;
  x: number;
  y: number;
  /** The press's timeStamp: a hold is measured between events, not by when a busy page runs its timer. */
  at: number;
  element: HTMLElement;
  kind: DragKind;
};

export type BlockDragOptions = {
  scrollRef: RefObject<HTMLDivElement | null>;
  store: DragStore;
  /** The grid as drawn now: columns, their ranges and the column width. */
  layout: GridLayout;
  /** Where the content's first column and first hour row start inside the scroll box (axis and heads). */
  origin: { x: number; y: number };
  /** A drop (or the arrow keys at rest) somewhere else than where the block was. */
  onDrop: (source: DragSource, target: DragTarget) => void;
  /** Whether the block may be picked up (not while its order's last move is still being saved). */
  canHold: (block: DragSource['block']) => boolean;
};

export function useBlockDrag({ scrollRef, store, layout, origin, onDrop, canHold }: BlockDragOptions): void {
  const layoutNow = useEffectEvent(() => layout);
  const drop = useEffectEvent(onDrop);
  const mayHold = useEffectEvent(canHold);

  useEffect(() => {
    const root = scrollRef.current;
    if (!root) return;
    let press: Press | null = null;
    let holdTimer: ReturnType<typeof setTimeout> | undefined;
    let held: { pointerId: number; element: HTMLElement; clientX: number; clientY: number } | null = null;
    let frame = 0;
    let keyTimer: ReturnType<typeof setTimeout> | undefined;
    let swallowClick = false;

    const pointAt = (clientX: number, clientY: number) => {
      const box = root.getBoundingClientRect();
      return contentPoint(
        { x: clientX, y: clientY },
        {
          left: box.left + root.clientLeft,
          top: box.top + root.clientTop,
          scrollLeft: root.scrollLeft,
          scrollTop: root.scrollTop,
        },
        origin,
      );
    };
    const blockOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>('[data-line-id]') : null;
    const sourceOf = (element: HTMLElement, kind: DragKind, y: number) => {
      const source = holdAt(layoutNow(), Number(element.dataset.lineId), kind, y);
      return source && mayHold(source.block) ? source : null;
    };

    const clearPress = () => {
      clearTimeout(holdTimer);
      press = null;
    };
    const release = () => {
      cancelAnimationFrame(frame);
      held?.element.removeAttribute('data-dragging');
      held = null;
      store.set(null);
    };

    // Each frame while held: scroll near the edges, then place the ghost under the pointer.
    const follow = () => {
      if (!held) return;
      const box = root.getBoundingClientRect();
      const dx = edgeScroll(held.clientX, box.left + origin.x, box.right);
      const dy = edgeScroll(held.clientY, box.top + origin.y, box.bottom);
      if (dx !== 0 || dy !== 0) root.scrollBy(dx, dy);
      const view = store.get();
      if (view)
        store.set({
          source: view.source,
          target: dragTarget(view.source, pointAt(held.clientX, held.clientY), layoutNow()),
        });
      frame = requestAnimationFrame(follow);
    };

    const pickUp = (at: Press, clientX: number, clientY: number) => {
      clearPress();
      const source = sourceOf(at.element, at.kind, pointAt(at.x, at.y).y);
      if (!source) return;
      held = { pointerId: at.pointerId, element: at.element, clientX, clientY };
      at.element.setAttribute('data-dragging', '');
      // Captured, the pointer stops entering and leaving the blocks it passes over: no hover renders of the grid
      // during the drag. (A finger is captured by the block it touched already.)
      if (!at.touch) root.setPointerCapture(at.pointerId);
      store.set({ source, target: dragTarget(source, pointAt(clientX, clientY), layoutNow()) });
      frame = requestAnimationFrame(follow);
    };

    const onPointerDown = (event: PointerEvent) => {
      swallowClick = false;
      const element = blockOf(event.target);
      if (!element || held || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const kind: DragKind =
        event.target instanceof Element && event.target.closest('[data-resize]') ? 'resize' : 'move';
      const touch = event.pointerType === 'touch';
      const at: Press = {
        pointerId: event.pointerId,
        touch,
        x: event.clientX,
        y: event.clientY,
        at: event.timeStamp,
        element,
        kind,
      };
      press = at;
      if (touch) holdTimer = setTimeout(() => pickUp(at, at.x, at.y), touchHoldMs);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (held && event.pointerId === held.pointerId) {
        held.clientX = event.clientX;
        held.clientY = event.clientY;
        return;
      }
      if (!press || event.pointerId !== press.pointerId) return;
      const distance = Math.hypot(event.clientX - press.x, event.clientY - press.y);
      if (press.touch) {
        // Held long enough (its timer still waiting behind other work): picked up now; moved sooner: a scroll.
        if (event.timeStamp - press.at >= touchHoldMs) pickUp(press, event.clientX, event.clientY);
        else if (distance > touchSlop) clearPress();
      } else if (distance > mouseSlop) {
        pickUp(press, event.clientX, event.clientY);
      }
    };
    const onPointerUp = (event: PointerEvent) => {
      if (press && event.pointerId === press.pointerId) clearPress();
      if (!held || event.pointerId !== held.pointerId) return;
      const view = store.get();
      release();
      // The click that follows the release would open the order (or the empty cell) under it.
      swallowClick = true;
      if (view) drop(view.source, view.target);
    };
    const onPointerCancel = (event: PointerEvent) => {
      if (press && event.pointerId === press.pointerId) clearPress();
      if (held && event.pointerId === held.pointerId) release();
    };
    // A held finger must not scroll the page; one still waiting for the hold may.
    const onTouchMove = (event: TouchEvent) => {
      if (held) event.preventDefault();
    };
    // The browser's long-press menu would open over the block being picked up.
    const onContextMenu = (event: Event) => {
      if (held || press?.touch) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      event.stopPropagation();
      event.preventDefault();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const element = blockOf(event.target);
      if (!element || (held && !held.element.isSameNode(element))) return;
      const view = store.get();
      const lineId = Number(element.dataset.lineId);
      const current = view && view.source.block.lineId === lineId ? view : null;
      if (event.key === 'Escape' && current) {
        clearTimeout(keyTimer);
        store.set(null);
        return;
      }
      if (event.key === 'Enter' && current && !held) {
        event.preventDefault();
        clearTimeout(keyTimer);
        store.set(null);
        drop(current.source, current.target);
        return;
      }
      if (held || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      event.preventDefault();
      const kind: DragKind = event.shiftKey ? 'resize' : 'move';
      const source = current && current.source.kind === kind ? current.source : sourceOf(element, kind, 0);
      if (!source) return;
      const from = current?.target ?? {
        columnIndex: source.columnIndex,
        start: source.block.start,
        end: source.block.end,
      };
      store.set({
        source,
        target: nudgedTarget(source, from, event.key === 'ArrowUp' ? -1 : 1, layoutNow()),
      });
      clearTimeout(keyTimer);
      keyTimer = setTimeout(() => {
        const rest = store.get();
        store.set(null);
        if (rest) drop(rest.source, rest.target);
      }, keyRestMs);
    };

    root.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerCancel);
    window.addEventListener('touchmove', onTouchMove, { passive: false });
    root.addEventListener('contextmenu', onContextMenu);
    root.addEventListener('click', onClick, true);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      clearPress();
      clearTimeout(keyTimer);
      release();
      root.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerCancel);
      window.removeEventListener('touchmove', onTouchMove);
      root.removeEventListener('contextmenu', onContextMenu);
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [scrollRef, store, origin]);
}
