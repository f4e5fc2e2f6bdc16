import { z } from 'zod';
import type { PushSubscriptionInput } from '@/schema/messages/push-subscription';
import { isInstalledApp } from '@/lib/display-mode';
import { httpClient } from '@/lib/http-client';

/**
 * Web push on this device (Push API, VAPID): whether the browser can have it, and turning it on and off. The
 * installed app's service worker shows what arrives (scripts/pwa/push-worker.ts); the server keeps one
 * subscription per browser (`/me/push-subscriptions`).
 */

/** A VAPID key as the server gives it (base64url, padding optional) as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error('Not base64url');
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** iPhones and iPads, iPadOS included: it says Macintosh but has a touch screen. */
export const isAppleMobile = (userAgent: string, maxTouchPoints: number): boolean =>
  /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

export type PushCapabilities = {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  appleMobile: boolean;
  installed: boolean;
  permission: NotificationPermission | null;
};

/** Before asking about a subscription: what this browser allows. */
export type PushAvailability = 'installFirst' | 'unsupported' | 'denied' | 'available';

/**
 * Safari on iPhone and iPad offers push only to a web app added to the home screen (iOS 16.4), so there the
 * answer is to install it, not that the browser cannot.
 */
export function pushAvailability(can: PushCapabilities): PushAvailability {
  if (can.appleMobile && !can.installed) return 'installFirst';
  if (!can.serviceWorker || !can.pushManager || !can.notification) return 'unsupported';
  return can.permission === 'denied' ? 'denied' : 'available';
}

const browserCapabilities = (): PushCapabilities => ({
  serviceWorker: 'serviceWorker' in navigator,
  pushManager: 'PushManager' in window,
  notification: 'Notification' in window,
  appleMobile: isAppleMobile(navigator.userAgent, navigator.maxTouchPoints),
  installed: isInstalledApp(),
  permission: 'Notification' in window ? Notification.permission : null,
});

export type PushState =
  { kind: Exclude<PushAvailability, 'available'> } | { kind: 'off' } | { kind: 'on'; endpoint: string };

/** How long to wait for the app's worker when the page opened before it registered (it registers once idle). */
const workerWaitMs = 3_000;

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered) return registered;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), workerWaitMs)),
  ]);
}

/** Push on this device now: on only with a subscription and the permission to show it. */
export async function readPushState(): Promise<PushState> {
  const availability = pushAvailability(browserCapabilities());
  if (availability !== 'available') return { kind: availability };
  // No worker (a browser that does not keep one for this site): nothing could receive a push.
  const registration = await workerRegistration();
  if (!registration) return { kind: 'unsupported' };
  const subscription = await registration.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted'
    ? { kind: 'on', endpoint: subscription.endpoint }
    : { kind: 'off' };
}

const pushKeySchema = z.object({ publicKey: z.string().min(1) });

/**
 * Asks the person for permission, subscribes this browser with the server's VAPID key and hands the subscription
 * to the server. Answers 'denied' when the person refused notifications, 'default' when they closed the question.
 */
export async function turnPushOn(): Promise<'on' | 'denied' | 'default'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'default';
  const { data } = await httpClient.get<unknown>('/me/push-key');
  const applicationServerKey = base64UrlToBytes(pushKeySchema.parse(data).publicKey);
  const { pushManager } = await navigator.serviceWorker.ready;
  // One made with another key (the server's keys were replaced) cannot be renewed in place.
  await (await pushManager.getSubscription())?.unsubscribe();
  const subscription = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  try {
    await httpClient.post('/me/push-subscriptions', subscription.toJSON() as PushSubscriptionInput);
  } catch (error) {
    // The server does not know it, so nothing would arrive: leave the browser unsubscribed too.
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

/** The server forgets this browser first (a failure leaves push on, as shown), then the browser unsubscribes. */
export async function turnPushOff(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await httpClient.delete('/me/push-subscriptions', { data: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
