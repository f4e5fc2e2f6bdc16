// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from '@/lib/toast-store';
import { Toaster, toastLeaveMs } from './toaster';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows toasts with status or alert roles, in a fixed top-centre region', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add({ severity: 'success', summary: 'Saved', detail: 'All good' });
      store.add({ severity: 'error', summary: 'Failed' });
      store.add({ severity: 'contrast', summary: 'Dark' });
    });
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['SavedAll good', 'Dark']);
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(getComputedStyle(region).position).toBe('fixed');
    expect(getComputedStyle(region).zIndex).toBe('1000');
  });

  it('closes on the close button, keeps it out when closable is false, and animates out before unmounting', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add({ summary: 'Closable' });
      store.add({ summary: 'Not closable', closable: false });
    });
    const buttons = screen.getAllByRole('button', { name: 'Close' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(store.getSnapshot().map((t) => t.summary)).toEqual(['Not closable']);
    // Still on screen (hidden from assistive tech) during the leave animation.
    expect(screen.getByText('Closable')).toBeTruthy();
    act(() => vi.advanceTimersByTime(toastLeaveMs));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('pauses while the pointer is over the toast and restarts on leave', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.add({ summary: 'Hover', life: 1000 });
    });
    const toast = screen.getByRole('status');
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(5000));
    expect(store.getSnapshot()).toHaveLength(1);
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(999));
    expect(store.getSnapshot()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
