// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { holdHistory, installHistoryGuard } from './history-guard';

/** History steps land as tasks in jsdom, as in browsers. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('history guard', () => {
  const routerHeard: unknown[] = [];

  beforeAll(() => {
    installHistoryGuard();
    // What BrowserRouter does later: listen to popstate after the guard.
    window.addEventListener('popstate', (event) => routerHeard.push(event.state));
  });

  beforeEach(async () => {
    window.history.replaceState({ idx: 0 }, '', '/list');
    window.history.pushState({ idx: 1 }, '', '/form');
    await settle();
    routerHeard.length = 0;
  });

  it('lets a step through when nothing holds it', async () => {
    window.history.back();
    await settle();
    expect(window.location.pathname).toBe('/list');
    expect(routerHeard).toEqual([{ idx: 0 }]);
  });

  it('asks first; staying hides the step from the router and returns to the form', async () => {
    let asked = 0;
    const release = holdHistory(() => {
      asked += 1;
      return false;
    });
    window.history.back();
    await settle();
    expect(asked).toBe(1);
    expect(window.location.pathname).toBe('/form');
    expect(routerHeard).toEqual([]);
    release();
  });

  it('lets the step through when the person agrees to leave, and not after the hold is released', async () => {
    const release = holdHistory(() => true);
    window.history.back();
    await settle();
    expect(window.location.pathname).toBe('/list');
    expect(routerHeard).toEqual([{ idx: 0 }]);
    release();

    window.history.forward();
    await settle();
    expect(window.location.pathname).toBe('/form');
  });
});
