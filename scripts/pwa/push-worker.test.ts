import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pwaOptions } from './pwa-options';
import { pushWorkerImport, pushWorkerSource } from './push-worker';

/**
 * The built script, run as the browser runs it (a classic script with `self` its global scope), against a stand-in
 * of the worker's scope that records what it was asked to do; the real browser shows a pushed message in
 * tests/e2e/notification-bell.spec.ts.
 */
type Shown = { title: string; options: NotificationOptions };
type Window = { url: string; focused: boolean; calls: string[] };

function workerScope(windows: Window[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: 'https://app.example' },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async (options: unknown) => {
        expect(options).toEqual({ type: 'window', includeUncontrolled: true });
        return windows.map((window) => ({
          url: window.url,
          focused: window.focused,
          focus: async () => void window.calls.push('focus'),
          navigate: async (url: string) => {
            // Only a window the worker controls may be navigated; these stand for uncontrolled ones.
            if (window.url.includes('uncontrolled')) throw new TypeError('Not controlled');
            window.calls.push(`navigate ${url}`);
          },
        }));
      },
      openWindow: async (url: string) => void opened.push(url),
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  runInNewContext(pushWorkerSource(), { self, URL });

  const dispatch = async (type: string, event: object) => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    expect(waited).toHaveLength(1);
    await Promise.all(waited);
  };
  const data = (body: string) => ({ text: () => body, json: () => JSON.parse(body) as unknown });
  const push = (body: string | null) => dispatch('push', { data: body === null ? null : data(body) });
  const closed: string[] = [];
  const click = (notificationData: unknown) =>
    dispatch('notificationclick', {
      notification: { data: notificationData, close: () => closed.push('closed') },
    });
  return { listeners, shown, opened, closed, push, click };
}

describe('the push worker script', () => {
  it('listens for pushes and notification clicks', () => {
    expect([...workerScope().listeners.keys()]).toEqual(['push', 'notificationclick']);
  });

  it('shows the server’s payload: title, body, tag, and the address to open', async () => {
    const worker = workerScope();
    await worker.push(
      JSON.stringify({
        title: 'New booking: 12 Mar 10:00',
        body: 'Ana Petrović, Haircut',
        url: '/chain/1/branch/2/schedule/order/9',
        tag: 'order-9',
      }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'New booking: 12 Mar 10:00',
        options: {
          body: 'Ana Petrović, Haircut',
          icon: '/pwa-192x192.png',
          tag: 'order-9',
          data: { url: '/chain/1/branch/2/schedule/order/9' },
        },
      },
    ]);
  });

  it('shows something for a push without JSON or without data: the browser counts a push it did not show', async () => {
    const worker = workerScope();
    await worker.push('Plain words');
    await worker.push(null);
    await worker.push(JSON.stringify({ title: 42, body: ['no'] }));
    expect(
      worker.shown.map(({ title, options }) => [title, options.body, options.tag, options.data]),
    ).toEqual([
      ['BranchBook', 'Plain words', undefined, { url: '' }],
      ['BranchBook', '', undefined, { url: '' }],
      ['BranchBook', '', undefined, { url: '' }],
    ]);
  });

  it('on a click brings an open window of the app forward and takes it to the address', async () => {
    const other: Window = { url: 'https://elsewhere.example/', focused: true, calls: [] };
    const app: Window = { url: 'https://app.example/chain/1/dashboard', focused: false, calls: [] };
    const worker = workerScope([other, app]);
    await worker.click({ url: '/chain/1/branch/2/schedule/order/9' });
    expect(worker.closed).toEqual(['closed']);
    expect(app.calls).toEqual(['focus', 'navigate https://app.example/chain/1/branch/2/schedule/order/9']);
    expect(other.calls).toEqual([]);
    expect(worker.opened).toEqual([]);
  });

  it('prefers the window already at the address, and the focused one, and only focuses without an address', async () => {
    const first: Window = { url: 'https://app.example/account/me', focused: false, calls: [] };
    const there: Window = {
      url: 'https://app.example/chain/1/branch/2/schedule/order/9',
      focused: false,
      calls: [],
    };
    await workerScope([first, there]).click({ url: '/chain/1/branch/2/schedule/order/9' });
    expect([first.calls, there.calls]).toEqual([[], ['focus']]);

    const focused: Window = { url: 'https://app.example/chain/1/dashboard', focused: true, calls: [] };
    const worker = workerScope([first, focused]);
    await worker.click({ url: '' });
    await worker.click(null);
    expect(focused.calls).toEqual(['focus', 'focus']);
    expect(worker.opened).toEqual([]);
  });

  it('opens a new window when none of the app is open, or the one open cannot be navigated', async () => {
    const none = workerScope();
    await none.click({ url: '/account/notifications' });
    await none.click({});
    expect(none.opened).toEqual(['https://app.example/account/notifications', 'https://app.example/']);

    const uncontrolled: Window = { url: 'https://app.example/uncontrolled', focused: true, calls: [] };
    const worker = workerScope([uncontrolled]);
    await worker.click({ url: '/account/notifications' });
    expect(uncontrolled.calls).toEqual(['focus']);
    expect(worker.opened).toEqual(['https://app.example/account/notifications']);
  });

  it('never leaves the app’s origin, whatever the payload names', async () => {
    const worker = workerScope();
    for (const url of [
      'https://evil.example/phish',
      '//evil.example/x',
      'javascript:alert(1)',
      'http://[bad',
    ])
      await worker.click({ url });
    expect(worker.opened).toEqual(Array(4).fill('https://app.example/'));
  });

  it('is what sw.js imports, under its content’s hash', () => {
    expect(pwaOptions.workbox?.importScripts).toEqual([pushWorkerImport]);
    expect(pushWorkerImport).toMatch(/^\/push-worker\.js\?v=[0-9a-f]{12}$/);
  });
});
