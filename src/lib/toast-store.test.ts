import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '@/schema/config';
import { createToastStore } from './toast-store';

const life = appConfig.toast.defaultLifeMs;

describe('toast store timing (spec §4 "Toasts")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defaults to info, the configured life and a close button', () => {
    const store = createToastStore();
    store.add({ summary: 'Saved' });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({
        severity: 'info',
        life,
        closable: true,
        summary: 'Saved',
        id: expect.any(String),
      }),
    ]);
  });

  it('closes itself after its life', () => {
    const store = createToastStore();
    store.add({ summary: 'default' });
    store.add({ summary: 'short', life: 1000 });
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((t) => t.summary)).toEqual(['default']);
    vi.advanceTimersByTime(life - 1000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('pauses while the pointer is over it and restarts the full life on leave', () => {
    const store = createToastStore();
    const id = store.add({ summary: 'hover me', life: 3000 });
    vi.advanceTimersByTime(2500);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('removes singly, by group, or all, and stops their timers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const a = store.add({ summary: 'a', group: 'orders' });
    store.add({ summary: 'b', group: 'orders' });
    store.add({ summary: 'c', group: 'clients' });
    store.add({ summary: 'd' });
    store.remove(a);
    expect(store.getSnapshot().map((t) => t.summary)).toEqual(['b', 'c', 'd']);
    store.removeGroup('orders');
    expect(store.getSnapshot().map((t) => t.summary)).toEqual(['c', 'd']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    listener.mockClear();
    vi.advanceTimersByTime(life * 2);
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps closable false toasts without a close button, still closing after their life', () => {
    const store = createToastStore();
    store.add({ summary: 'no button', closable: false, life: 500 });
    expect(store.getSnapshot()[0]?.closable).toBe(false);
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a toast with an infinite or zero life until it is closed', () => {
    const store = createToastStore();
    const sticky = store.add({ summary: 'sticky', life: Infinity });
    store.add({ summary: 'zero', life: 0 });
    vi.advanceTimersByTime(24 * 3600_000);
    expect(store.getSnapshot()).toHaveLength(2);
    store.remove(sticky);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('replaces a toast added again under the same id, restarting its life', () => {
    const store = createToastStore();
    store.add({ id: 'undo', summary: '5', life: 1000 });
    vi.advanceTimersByTime(900);
    store.add({ id: 'undo', summary: '4', life: 1000 });
    vi.advanceTimersByTime(900);
    expect(store.getSnapshot().map((t) => t.summary)).toEqual(['4']);
    vi.advanceTimersByTime(100);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('gives a stable snapshot between changes (useSyncExternalStore needs it)', () => {
    const store = createToastStore();
    store.add({ summary: 'x' });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });
});
