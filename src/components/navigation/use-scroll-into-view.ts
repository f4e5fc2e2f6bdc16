import { useEffect, useRef } from 'react';

/**
 * The nearest ancestor that scrolls sideways (a tab row's scroller). `hidden` counts: MUI's scroller starts so
 * until it has measured the scrollbar, and a hidden overflow still scrolls from code.
 */
function sidewaysScroller(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowX } = getComputedStyle(node);
    if (overflowX !== 'visible' && overflowX !== 'clip') return node;
  }
  return null;
}

/** Centres the element in its scroller, sideways only. */
function centreIn(scroller: HTMLElement, element: HTMLElement) {
  const box = scroller.getBoundingClientRect();
  const own = element.getBoundingClientRect();
  const offset = own.left + own.width / 2 - (box.left + box.width / 2);
  if (Math.abs(offset) >= 1) scroller.scrollTo({ left: scroller.scrollLeft + offset, behavior: 'smooth' });
}

/**
 * Spec §9 "scroll-into-view": when `value` is truthy or changes, the element scrolls into view smoothly,
 * centred sideways and the nearest way up or down — the active tab of a row wider than a phone stays in sight.
 * The row is scrolled itself rather than by `element.scrollIntoView`, which Chromium cancels when another part
 * of the page (a month grid showing today) scrolls into view at the same moment. The row may still change width
 * afterwards (MUI adds its scroll buttons once it sees the overflow, a font arrives): the element is centred again.
 */
export function useScrollIntoView<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!value || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'nearest' });
    const scroller = sidewaysScroller(element);
    if (!scroller) return;
    centreIn(scroller, element);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => centreIn(scroller, element));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [value]);
  return ref;
}
