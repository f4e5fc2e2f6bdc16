// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TouchListItemButton } from './touch-list-item-button';
import { touchBehaviour, useTouchFeedback, type TouchFeedbackOptions } from './use-touch-feedback';

function Row(props: TouchFeedbackOptions & { onClick?: () => void }) {
  const { touchProps } = useTouchFeedback(props);
  return (
    <button type="button" onClick={props.onClick} {...touchProps}>
      Anna Petrović
    </button>
  );
}

const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] });
const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });

describe('touch behaviours of spec §9', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setWidth(375);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps the numbers of the spec', () => {
    expect(touchBehaviour).toMatchObject({ tintOpacity: 0.05, fadeMs: 120, longTouchMs: 500, longTouchBelowPx: 640 });
  });

  it('tints the row while a finger is on it, and not after it lifts or is cancelled', () => {
    render(<Row />);
    const row = screen.getByRole('button', { name: 'Anna Petrović' });
    expect(row.getAttribute('data-touch-pressed')).toBeNull();
    fireEvent.touchStart(row, at(10, 10));
    expect(row.getAttribute('data-touch-pressed')).toBe('true');
    fireEvent.touchEnd(row);
    expect(row.getAttribute('data-touch-pressed')).toBeNull();
    fireEvent.touchStart(row, at(10, 10));
    fireEvent.touchCancel(row);
    expect(row.getAttribute('data-touch-pressed')).toBeNull();
  });

  it('drops the tint when the finger moves away (a scroll)', () => {
    render(<Row />);
    const row = screen.getByRole('button');
    fireEvent.touchStart(row, at(10, 10));
    fireEvent.touchMove(row, at(14, 16));
    expect(row.getAttribute('data-touch-pressed')).toBe('true');
    fireEvent.touchMove(row, at(10, 40));
    expect(row.getAttribute('data-touch-pressed')).toBeNull();
  });

  it('calls a long touch after 500 ms held still, then its release, and swallows the click that follows', () => {
    const onLongTouch = vi.fn();
    const onLongTouchRelease = vi.fn();
    const onClick = vi.fn();
    render(<Row onLongTouch={onLongTouch} onLongTouchRelease={onLongTouchRelease} onClick={onClick} />);
    const row = screen.getByRole('button');
    fireEvent.touchStart(row, at(10, 10));
    act(() => vi.advanceTimersByTime(499));
    expect(onLongTouch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLongTouch).toHaveBeenCalledTimes(1);
    fireEvent.touchEnd(row);
    expect(onLongTouchRelease).toHaveBeenCalledTimes(1);
    fireEvent.click(row);
    expect(onClick).not.toHaveBeenCalled();
    // The next tap is a tap again.
    fireEvent.touchStart(row, at(10, 10));
    fireEvent.touchEnd(row);
    fireEvent.click(row);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('gives no release when the finger moved after the long touch, and no long touch when it moved before', () => {
    const onLongTouch = vi.fn();
    const onLongTouchRelease = vi.fn();
    render(<Row onLongTouch={onLongTouch} onLongTouchRelease={onLongTouchRelease} />);
    const row = screen.getByRole('button');
    fireEvent.touchStart(row, at(10, 10));
    act(() => vi.advanceTimersByTime(600));
    fireEvent.touchMove(row, at(60, 10));
    fireEvent.touchEnd(row);
    expect(onLongTouch).toHaveBeenCalledTimes(1);
    expect(onLongTouchRelease).not.toHaveBeenCalled();

    fireEvent.touchStart(row, at(10, 10));
    fireEvent.touchMove(row, at(10, 60));
    act(() => vi.advanceTimersByTime(600));
    expect(onLongTouch).toHaveBeenCalledTimes(1);
  });

  it('has no long touch from the small breakpoint up, where a tap stays a tap', () => {
    setWidth(640);
    const onLongTouch = vi.fn();
    const onClick = vi.fn();
    render(<Row onLongTouch={onLongTouch} onClick={onClick} />);
    const row = screen.getByRole('button');
    fireEvent.touchStart(row, at(10, 10));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.touchEnd(row);
    fireEvent.click(row);
    expect(onLongTouch).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps the browser menu off a row with a long touch on phones only', () => {
    render(<Row onLongTouch={() => undefined} />);
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    screen.getByRole('button').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('gives a list row the same feedback', () => {
    render(<TouchListItemButton>Overview</TouchListItemButton>);
    const row = screen.getByRole('button', { name: 'Overview' });
    fireEvent.touchStart(row, at(10, 10));
    expect(row.getAttribute('data-touch-pressed')).toBe('true');
    fireEvent.touchEnd(row);
    expect(row.getAttribute('data-touch-pressed')).toBeNull();
  });
});
