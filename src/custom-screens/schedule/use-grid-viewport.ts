import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The grid's scroll box fills the window below where it starts, above the layout's bottom padding, so the page
 * itself never scrolls and the grid scrolls inside (the toolbar's height varies with the language and the
 * screen); and it reports its inner width, which the columns share.
 */
export function useGridViewport(ref: RefObject<HTMLElement | null>): { height: number; width: number } {
  const [size, setSize] = useState({ height: 480, width: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const main = element.closest('main');
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      // The layout's own bottom padding keeps clear of a phone's bottom bar.
      const bottom = main ? parseFloat(getComputedStyle(main).paddingBottom) || 16 : 16;
      const height = Math.max(320, Math.floor(window.innerHeight - top - bottom));
      const width = element.clientWidth;
      setSize((current) =>
        current.height === height && current.width === width ? current : { height, width },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // What is above the grid may grow or shrink (a toolbar wrapping, a legend coming in): the page's content does.
    if (main) observer.observe(main);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return size;
}
