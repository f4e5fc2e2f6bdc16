/**
 * Holds the browser's Back and Forward while a form has unsaved changes. react-router's useBlocker does this
 * only under its data router, which costs 16 KB more of the first chunk (docs/benchmarks.md); BrowserRouter
 * hears of a history step after it happened. So this listener, added before the router's (main.tsx), hears it
 * first: when the person stays, the router never sees the step, and the browser steps back to the form.
 */

type Hold = { ask: () => boolean; index: number | undefined };

let hold: Hold | null = null;
let restoring = false;

/** react-router keeps each entry's place in the history stack in its state (`idx`). */
const indexOf = (state: unknown): number | undefined => {
  const index = (state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : undefined;
};

export function installHistoryGuard(target: Window = window): void {
  target.addEventListener('popstate', (event) => {
    if (restoring) {
      restoring = false;
      event.stopImmediatePropagation();
      return;
    }
    if (!hold || hold.ask()) return;
    event.stopImmediatePropagation();
    const next = indexOf(event.state);
    // Back by one when either place is unknown: that is what a person presses.
    const delta = hold.index !== undefined && next !== undefined ? hold.index - next : 1;
    if (delta === 0) return;
    restoring = true;
    target.history.go(delta);
  });
}

/** While held, a history step asks `ask` first (true lets it happen); answers the release. */
export function holdHistory(ask: () => boolean, target: Window = window): () => void {
  const mine: Hold = { ask, index: indexOf(target.history.state) };
  hold = mine;
  return () => {
    if (hold === mine) hold = null;
  };
}
