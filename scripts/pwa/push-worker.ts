/**
 * Web push in the installed app (issue 17 "Web push to staff"): the service worker shows what the server pushes
 * (server/modules/outbox/transports/web-push-transport.ts sends `{ title, body, url?, tag }`) and a click on it
 * brings the app forward. Workbox's generateSW writes sw.js and imports this script into it (`importScripts`),
 * so the precache and its tests stay as they are.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

type PushMessageData = { json(): unknown; text(): string };
type WindowClientLike = {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
};
type ExtendableEvent = { waitUntil(promise: Promise<unknown>): void };

/** What the handlers use of the worker's global scope (ServiceWorkerGlobalScope; the DOM types lack it). */
export type PushWorkerScope = {
  readonly location: { readonly origin: string };
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(
    type: 'push',
    listener: (event: ExtendableEvent & { readonly data: PushMessageData | null }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (
      event: ExtendableEvent & { readonly notification: { readonly data: unknown; close(): void } },
    ) => void,
  ): void;
};

/**
 * The two handlers. The build writes this function's source into the worker's script, so it must not refer to
 * anything outside itself.
 */
export function installPushHandlers(scope: PushWorkerScope): void {
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');

  scope.addEventListener('push', (event) => {
    let payload: Record<string, unknown> = {};
    try {
      const parsed = event.data?.json();
      if (parsed && typeof parsed === 'object') payload = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: the text itself is the message.
      payload = { body: event.data?.text() };
    }
    const tag = text(payload['tag']);
    event.waitUntil(
      scope.registration.showNotification(text(payload['title']) || 'BranchBook', {
        body: text(payload['body']),
        icon: '/pwa-192x192.png',
        // One tag is one matter (an appointment's change replaces its booking's notice).
        ...(tag ? { tag } : {}),
        data: { url: text(payload['url']) },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { origin } = scope.location;
    const data: unknown = event.notification.data;
    const asked = data && typeof data === 'object' ? text((data as Record<string, unknown>)['url']) : '';
    // Only an address of the app itself: a payload cannot send the person to another site.
    let target: string | null = null;
    try {
      const url = new URL(asked, origin);
      if (asked && url.origin === origin) target = url.href;
    } catch {
      target = null;
    }
    event.waitUntil(
      (async () => {
        const windows = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
          (client) => new URL(client.url).origin === origin,
        );
        const open =
          windows.find((client) => client.url === target) ??
          windows.find((client) => client.focused) ??
          windows[0];
        if (!open) return scope.clients.openWindow(target ?? `${origin}/`);
        await open.focus();
        // A window the worker does not control cannot be navigated: the address opens in a new one.
        if (target && open.url !== target)
          await open.navigate(target).catch(() => scope.clients.openWindow(target));
        return undefined;
      })(),
    );
  });
}

/** Beside sw.js in the build. */
export const pushWorkerFile = 'push-worker.js';

/** The script: the handlers, installed on the worker's own scope. */
export const pushWorkerSource = (): string => `(${installPushHandlers.toString()})(self);\n`;

/**
 * What sw.js imports: the script's address with its content's hash, so a changed script changes sw.js and browsers
 * install the new version, whatever their HTTP cache holds of the old one.
 */
export const pushWorkerImport = `/${pushWorkerFile}?v=${createHash('sha256').update(pushWorkerSource()).digest('hex').slice(0, 12)}`;

/** Emits the script into the build, beside the service worker that imports it. */
export function pushWorkerPlugin(): Plugin {
  return {
    name: 'branchbook-push-worker',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: pushWorkerFile, source: pushWorkerSource() });
    },
  };
}
