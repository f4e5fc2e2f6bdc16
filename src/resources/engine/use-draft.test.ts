// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraft } from './use-draft';

const trimmed = (text: string) => text.trim();

describe('useDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands the settled draft on once typing pauses, and only once', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useDraft('', onChange, { delayMs: 300, settle: trimmed }));
    act(() => result.current[1]('mi'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current[1]('mil '));
    act(() => vi.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('mil');
    expect(result.current[0]).toBe('mil ');
  });

  it('takes a change from outside as the new draft without handing it back', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useDraft(value, onChange, { delayMs: 300 }), { initialProps: { value: 'a' } });
    rerender({ value: 'b' });
    expect(result.current[0]).toBe('b');
    act(() => vi.advanceTimersByTime(1000));
    expect(onChange).not.toHaveBeenCalled();
  });
});
