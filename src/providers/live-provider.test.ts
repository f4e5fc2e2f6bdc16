import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@refinedev/core';
import type { LiveResourceEvent, LiveServerEvent, LiveSocket, LiveSocketStatus } from '@/lib/live-socket';
import { createLiveProvider } from './live-provider';

/** An in-memory LiveSocket: records subscriptions and lets the test push server events. */
function fakeLiveSocket() {
  const counts = new Map<string, number>();
  const handlers = new Set<(message: LiveServerEvent) => void>();
  const resourceHandlers = new Set<(event: LiveResourceEvent) => void>();
  const socket: LiveSocket = {
    connect: () => {},
    subscribe: (channel) => void counts.set(channel, (counts.get(channel) ?? 0) + 1),
    unsubscribe: (channel) => {
      const left = (counts.get(channel) ?? 0) - 1;
      if (left > 0) counts.set(channel, left);
      else counts.delete(channel);
    },
    onMessage: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onResourceChanged: (handler) => {
      resourceHandlers.add(handler);
      return () => resourceHandlers.delete(handler);
    },
    // The provider leaves money events to the shell's own hook (src/app/refine/use-money-live.ts).
    onMoneyChanged: () => () => {},
    onLicenceChanged: () => () => {},
    onStatusChange: () => () => {},
    get status(): LiveSocketStatus {
      return 'open';
    },
    close: () => {},
  };
  const emit = (message: LiveServerEvent) => handlers.forEach((h) => h(message));
  const emitResource = (event: LiveResourceEvent) => resourceHandlers.forEach((h) => h(event));
  return { socket, counts, handlers, resourceHandlers, emit, emitResource };
}

/** Typed so that recorded calls carry LiveEvent, not any. */
const listener = () => vi.fn<(event: LiveEvent) => void>();

const branchA = '6f1d1c52-3a5b-4c1e-9f0a-2b7d8e9c0a11';
const branchB = '0b9e2c4d-7a61-4f3e-8d2c-5e6f7a8b9c22';
const event = (name: LiveServerEvent['event'], id = 12, channel: string | undefined = branchA): LiveServerEvent => ({
  event: name,
  data: { date: '2025-03-14', id, orderServices: [{ employeeId: 7 }] },
  ...(channel ? { channel } : {}),
});

describe('createLiveProvider', () => {
  it('subscribes the branch given in liveParams for the orders and schedule resources', () => {
    const live = fakeLiveSocket();
    const provider = createLiveProvider(live.socket);
    const orders = provider.subscribe({ channel: 'resources/orders', types: ['*'], callback: listener(), params: { branchGuid: branchA } });
    const schedule = provider.subscribe({ channel: 'resources/schedule', types: ['*'], callback: listener(), params: { branchGuid: branchA } });
    expect(live.counts.get(branchA)).toBe(2);
    provider.unsubscribe(orders);
    expect(live.counts.get(branchA)).toBe(1);
    provider.unsubscribe(schedule);
    expect(live.counts.has(branchA)).toBe(false);
    expect(live.handlers.size).toBe(0);
  });

  it('accepts a branch guid as the channel itself (useSubscription)', () => {
    const live = fakeLiveSocket();
    const provider = createLiveProvider(live.socket);
    const callback = listener();
    provider.subscribe({ channel: branchA, types: ['*'], callback });
    live.emit(event('order:new'));
    expect(callback).toHaveBeenCalledWith(expect.objectContaining({ channel: branchA, type: 'created' }));
  });

  it('ignores resources that are not live and channels without a valid branch guid', () => {
    const live = fakeLiveSocket();
    const provider = createLiveProvider(live.socket);
    expect(provider.subscribe({ channel: 'resources/clients', types: ['*'], callback: listener(), params: { branchGuid: branchA } })).toBeUndefined();
    expect(provider.subscribe({ channel: 'resources/orders', types: ['*'], callback: listener() })).toBeUndefined();
    expect(provider.subscribe({ channel: 'resources/orders', types: ['*'], callback: listener(), params: { branchGuid: 'nope' } })).toBeUndefined();
    expect(live.counts.size).toBe(0);
    // Refine never passes an undefined subscription on, but anything foreign must be harmless.
    provider.unsubscribe(undefined);
    provider.unsubscribe({ channel: 'resources/orders', branchGuid: branchA });
  });

  it('maps order and group-order events to Refine live events', () => {
    const live = fakeLiveSocket();
    const provider = createLiveProvider(live.socket);
    const received: LiveEvent[] = [];
    provider.subscribe({ channel: 'resources/schedule', types: ['*'], callback: (e) => received.push(e), params: { branchGuid: branchA } });
    live.emit(event('order:new', 1));
    live.emit(event('order:confirm', 2));
    live.emit(event('order:cancel', 3));
    live.emit(event('group-order:add-customer', 4));
    expect(received.map((e) => [e.channel, e.type, e.payload.ids, e.payload.event])).toEqual([
      ['resources/schedule', 'created', [1], 'order:new'],
      ['resources/schedule', 'updated', [2], 'order:confirm'],
      ['resources/schedule', 'updated', [3], 'order:cancel'],
      ['resources/schedule', 'updated', [4], 'group-order:add-customer'],
    ]);
    expect(received[0]?.payload).toEqual({ ids: [1], event: 'order:new', date: '2025-03-14', id: 1, orderServices: [{ employeeId: 7 }] });
    expect(received[0]?.date).toBeInstanceOf(Date);
  });

  it('filters by types, which may be Refine kinds or our event names', () => {
    const live = fakeLiveSocket();
    const provider = createLiveProvider(live.socket);
    const created = listener();
    const cancels = listener();
    provider.subscribe({ channel: 'resources/orders', types: ['created'], callback: created, params: { branchGuid: branchA } });
    provider.subscribe({ channel: 'resources/orders', types: ['order:cancel'], callback: cancels, params: { branchGuid: branchA } });
    live.emit(event('order:new', 1));
    live.emit(event('order:update', 2));
    live.emit(event('order:cancel', 3));
    expect(created.mock.calls.map(([e]) => e.payload.id)).toEqual([1]);
    expect(cancels.mock.calls.map(([e]) => e.payload.id)).toEqual([3]);
  });

  it('passes on only the events of its own branch', () => {
    const live = fakeLiveSocket();
    const provider = createLiveProvider(live.socket);
    const onA = listener();
    provider.subscribe({ channel: 'resources/schedule', types: ['*'], callback: onA, params: { branchGuid: branchA } });
    live.emit(event('order:new', 1, branchB));
    live.emit(event('order:new', 2, branchA));
    // A server that does not name the branch: the socket follows only what was subscribed, so keep it.
    live.emit(event('order:new', 3, undefined));
    expect(onA.mock.calls.map(([e]) => e.payload.id)).toEqual([2, 3]);
  });

  it('stops calling back after unsubscribe, and a second unsubscribe changes nothing', () => {
    const live = fakeLiveSocket();
    const provider = createLiveProvider(live.socket);
    const callback = listener();
    const keep = provider.subscribe({ channel: 'resources/orders', types: ['*'], callback: listener(), params: { branchGuid: branchA } });
    const subscription = provider.subscribe({ channel: 'resources/schedule', types: ['*'], callback, params: { branchGuid: branchA } });
    provider.unsubscribe(subscription);
    provider.unsubscribe(subscription);
    live.emit(event('order:new'));
    expect(callback).not.toHaveBeenCalled();
    expect(live.counts.get(branchA)).toBe(1);
    provider.unsubscribe(keep);
  });

  it('follows resource:changed events of its branch for an engine list (resources/<API path>)', () => {
    const live = fakeLiveSocket();
    const provider = createLiveProvider(live.socket);
    const callback = listener();
    const channel = 'resources/branches/5/clients';
    const subscription = provider.subscribe({ channel, types: ['*'], callback, params: { branchGuid: branchA } });
    expect(live.counts.get(branchA)).toBe(1);
    live.emitResource({ resource: 'clients', id: 9, action: 'update', channel: branchA });
    live.emitResource({ resource: 'employees', id: 3, action: 'create', channel: branchA });
    live.emitResource({ resource: 'clients', id: 4, action: 'delete', channel: branchB });
    live.emit(event('order:new'));
    expect(callback.mock.calls.map(([e]) => [e.channel, e.type, e.payload.ids])).toEqual([[channel, 'updated', [9]]]);
    provider.unsubscribe(subscription);
    expect(live.resourceHandlers.size).toBe(0);
    expect(live.counts.has(branchA)).toBe(false);
    expect(provider.subscribe({ channel, types: ['*'], callback, params: {} })).toBeUndefined();
  });

  it('publishes nothing from the browser', () => {
    const live = fakeLiveSocket();
    const provider = createLiveProvider(live.socket);
    const callback = listener();
    provider.subscribe({ channel: 'resources/orders', types: ['*'], callback, params: { branchGuid: branchA } });
    provider.publish?.({ channel: 'resources/orders', type: 'created', payload: { ids: [1] }, date: new Date() });
    expect(callback).not.toHaveBeenCalled();
  });
});
