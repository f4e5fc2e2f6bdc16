import { embedEscapeMessage, embedHeightMessage, embedQuery } from '@/schema/online-booking/embed';

/**
 * In a salon's site (the widget's frame, `?embed=1`) the page tells the site its height whenever it changes, so the
 * frame grows and shrinks with the steps instead of scrolling inside, and passes Esc on, so a pop-up closes with the
 * focus in the frame too. Neither says anything private, and the page only renders in frames of the branch's listed
 * sites (`frame-ancestors`), so any parent origin may read them.
 */
export function talkToParentWhenFramed(): void {
  if (window.parent === window || new URLSearchParams(window.location.search).get(embedQuery) !== '1') return;
  let last = 0;
  const post = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: embedHeightMessage, height }, '*');
  };
  new ResizeObserver(post).observe(document.body);
  post();
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') window.parent.postMessage({ type: embedEscapeMessage }, '*');
  });
}
