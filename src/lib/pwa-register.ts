/// <reference types="vite-plugin-pwa/vanillajs" />

/** Takes the waiting new version: the worker activates and the page reloads into it. */
export type ApplyUpdate = () => void;
type Listener = (apply: ApplyUpdate) => void;

const updateCheckMs = 60 * 60 * 1000;

const listeners = new Set<Listener>();
let waiting: ApplyUpdate | null = null;
let started = false;

/** Runs `task` after the load event, when the browser is next idle: the first screen never waits on it. */
function afterLoadWhenIdle(task: () => void): void {
  // Safari has no requestIdleCallback: the next task after the load event will do.
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 5_000 }) : window.setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers the service worker (built by vite-plugin-pwa, registerType 'prompt'): once, after the app has
 * loaded, through a dynamic import, so neither workbox-window nor this registration is in the shell's first
 * JavaScript. A single-page app seldom navigates, which is when browsers look for a new worker: it also looks
 * every hour.
 */
function start(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  afterLoadWhenIdle(() => {
    import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const update = registerSW({
          onNeedRefresh: () => {
            const apply = () => void update();
            waiting = apply;
            listeners.forEach((listener) => listener(apply));
          },
          onRegisteredSW: (_url, registration) => {
            if (registration) setInterval(() => void registration.update().catch(() => undefined), updateCheckMs);
          },
        });
      })
      // The registration chunk did not load (offline, or replaced by a deploy): no worker this visit; the next
      // page load tries again.
      .catch(() => undefined);
  });
}

/**
 * Calls `listener` when a new version of the app is deployed and waiting (at once if one already is).
 * The first subscriber starts the registration. Answers the unsubscribe.
 */
export function onNewVersion(listener: Listener): () => void {
  listeners.add(listener);
  start();
  if (waiting) listener(waiting);
  return () => {
    listeners.delete(listener);
  };
}
