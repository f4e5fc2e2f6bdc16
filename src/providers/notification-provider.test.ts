import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '@/lib/toast-store';
import { createNotificationProvider } from './notification-provider';

describe('notification provider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('maps success and error onto toasts with summary and detail, keyed by Refine’s key', () => {
    const store = createToastStore();
    const provider = createNotificationProvider(store);
    provider.open({ key: 'k1', type: 'success', message: 'Saved', description: 'Client updated' });
    provider.open({ type: 'error', message: 'Error (status code: 409)' });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({
        id: 'k1',
        severity: 'success',
        summary: 'Saved',
        detail: 'Client updated',
        closable: true,
      }),
      expect.objectContaining({ severity: 'error', summary: 'Error (status code: 409)' }),
    ]);
    provider.close('k1');
    expect(store.getSnapshot().map((t) => t.severity)).toEqual(['error']);
  });

  it('shows progress (undoable) as an info toast with an undo action that cancels the mutation', () => {
    const store = createToastStore();
    const provider = createNotificationProvider(store);
    const cancelMutation = vi.fn();
    provider.open({
      key: 'undo-1',
      type: 'progress',
      message: 'You have 5 seconds to undo',
      cancelMutation,
      undoableTimeout: 5,
    });
    const [toast] = store.getSnapshot();
    expect(toast).toMatchObject({ severity: 'info', closable: false, life: 5000 });
    toast?.action?.onClick();
    expect(cancelMutation).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
