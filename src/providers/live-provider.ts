import type { LiveEvent, LiveProvider } from '@refinedev/core';
import { z } from 'zod';
import type { LiveEventName } from '@/schema/live';
import type { LiveResourceEvent, LiveServerEvent, LiveSocket } from '@/lib/live-socket';

/** Refine resources whose data follows a branch's order events. */
export const liveResourceNames = ['orders', 'schedule'] as const;
const liveChannels = new Set<string>(liveResourceNames.map((name) => `resources/${name}`));

/**
 * Refine's cache speaks created / updated / deleted. A cancelled or missed order stays on the schedule with
 * its new status, so it is an update; no event removes a row.
 */
export const refineTypeOf: Record<LiveEventName, 'created' | 'updated' | 'deleted'> = {
  'order:new': 'created',
  'order:confirm': 'updated',
  'order:update': 'updated',
  'order:missed': 'updated',
  'order:cancel': 'updated',
  'group-order:add-customer': 'updated',
  'group-order:cancel-customer': 'updated',
};

type SubscribeOptions = Parameters<LiveProvider['subscribe']>[0];
/** What `subscribe` hands back to Refine, and Refine hands to `unsubscribe`. */
export type LiveSubscription = { readonly channel: string; readonly branchGuid: string };

const guidSchema = z.uuid();

/**
 * The branch to follow: `liveParams: { branchGuid }` on a live resource's hooks, or a `useSubscription`
 * whose channel is the branch guid itself. Anything else is not live here.
 */
function branchGuidOf({ channel, params }: SubscribeOptions): string | null {
  if (guidSchema.safeParse(channel).success) return channel;
  if (!liveChannels.has(channel)) return null;
  const parsed = guidSchema.safeParse(params?.branchGuid);
  return parsed.success ? parsed.data : null;
}

/** `types` may name Refine's kinds ('*', 'created', 'updated'…) or our own event names ('order:cancel'). */
const wants = (types: SubscribeOptions['types'], message: LiveServerEvent) =>
  types.includes('*') || types.includes(refineTypeOf[message.event]) || types.includes(message.event);

export function toLiveEvent(channel: string, message: LiveServerEvent): LiveEvent {
  return {
    channel,
    type: refineTypeOf[message.event],
    payload: { ids: [message.data.id], event: message.event, ...message.data },
    date: new Date(),
  };
}

/**
 * Lists of the resource engine subscribe on Refine's channel `resources/<API path>`
 * (`resources/branches/5/clients`, with `liveParams: { branchGuid }`); the last segment is the registry name
 * that `resource:changed` events carry.
 */
const engineChannel = /^resources\/(?:branches|organizations)\/\d+\/([A-Za-z][\w-]*)$/;

export const engineResourceOf = (channel: string): string | null => engineChannel.exec(channel)?.[1] ?? null;

const resourceTypeOf: Record<LiveResourceEvent['action'], 'created' | 'updated' | 'deleted'> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
};

export function toResourceLiveEvent(channel: string, event: LiveResourceEvent): LiveEvent {
  return { channel, type: resourceTypeOf[event.action], payload: { ids: [event.id], ...event }, date: new Date() };
}

/** Refine's live provider over our socket (ARCHITECTURE "Live channel"). */
export function createLiveProvider(socket: LiveSocket): LiveProvider {
  const disposers = new WeakMap<object, () => void>();

  return {
    subscribe(options): LiveSubscription | undefined {
      const { channel, types, callback } = options;
      const engineResource = engineResourceOf(channel);
      const engineGuid = engineResource ? guidSchema.safeParse(options.params?.branchGuid) : null;
      const branchGuid = engineResource ? (engineGuid?.success ? engineGuid.data : null) : branchGuidOf(options);
      // Refine only calls unsubscribe for a truthy subscription, so "not live" is undefined.
      if (!branchGuid) return undefined;
      socket.subscribe(branchGuid);
      const stopListening = engineResource
        ? socket.onResourceChanged((event) => {
            if (event.channel !== undefined && event.channel !== branchGuid) return;
            if (event.resource !== engineResource) return;
            const live = toResourceLiveEvent(channel, event);
            if (types.includes('*') || types.includes(live.type)) callback(live);
          })
        : socket.onMessage((message) => {
            // Events name their branch; one from another branch on the same socket is not ours.
            if (message.channel !== undefined && message.channel !== branchGuid) return;
            if (wants(types, message)) callback(toLiveEvent(channel, message));
          });
      const subscription: LiveSubscription = Object.freeze({ channel, branchGuid });
      let active = true;
      disposers.set(subscription, () => {
        if (!active) return;
        active = false;
        stopListening();
        socket.unsubscribe(branchGuid);
      });
      return subscription;
    },
    unsubscribe(subscription: unknown) {
      if (typeof subscription === 'object' && subscription !== null) disposers.get(subscription)?.();
    },
    // Refine's mutation hooks publish from the browser after success. Ours are published by the server once
    // the transaction commits, to every tab and user concerned, so a browser-side publish would only duplicate them.
    publish: () => {},
  };
}
