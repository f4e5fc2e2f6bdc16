import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type TouchEvent } from 'react';
import { appConfig } from '@/schema/config';

/** Spec §9 "touch behaviours". */
export const touchBehaviour = {
  /** Touch feedback: a 5 % tint over what is pressed, fading in 120 ms. */
  tintOpacity: 0.05,
  fadeMs: 120,
  /** Long touch: held this long without moving. */
  longTouchMs: 500,
  /** How far a finger may drift and still be holding still, in CSS pixels. */
  moveTolerancePx: 10,
  /** Mobile long touch only works below the small breakpoint (640 px). */
  longTouchBelowPx: appConfig.breakpoints.sm,
} as const;

export type TouchFeedbackOptions = {
  /** A long touch (phones only): the finger held still for 500 ms. */
  onLongTouch?: () => void;
  /** The finger lifted after a long touch; not called when it moved meanwhile. */
  onLongTouchRelease?: () => void;
};

export type TouchFeedbackProps = {
  onTouchStart: (event: TouchEvent) => void;
  onTouchMove: (event: TouchEvent) => void;
  onTouchEnd: () => void;
  onTouchCancel: () => void;
  onClickCapture: (event: MouseEvent) => void;
  onContextMenu: (event: MouseEvent) => void;
  'data-touch-pressed'?: 'true';
};

/** One style of an `sx` array (`sx={[feedback.sx, own]}`). */
export type SxStyle = Exclude<SxProps<Theme>, readonly unknown[]>;

export type TouchFeedback = {
  pressed: boolean;
  /** Spread on the tappable element. */
  touchProps: TouchFeedbackProps;
  /** The tint, as an overlay of the element (it gets `position: relative`). */
  sx: SxStyle;
};

const isSmallScreen = () => typeof window !== 'undefined' && window.innerWidth < touchBehaviour.longTouchBelowPx;

/**
 * Touch feedback and the mobile long touch of spec §9 for one tappable row or card: while a finger is on it, a
 * 5 % tint (black in the light theme, white in the dark, where black would not show) that fades out in 120 ms
 * when the finger lifts, moves away or the touch is cancelled; and, below the small breakpoint, a long touch after
 * 500 ms held still. The click a long touch ends in is swallowed, so the row does not also open.
 */
export function useTouchFeedback({ onLongTouch, onLongTouchRelease }: TouchFeedbackOptions = {}): TouchFeedback {
  const [pressed, setPressed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const moved = useRef(false);
  const longTouched = useRef(false);
  const callbacks = useRef({ onLongTouch, onLongTouchRelease });
  callbacks.current = { onLongTouch, onLongTouchRelease };

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => clearTimer, [clearTimer]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch || event.touches.length > 1) return;
    start.current = { x: touch.clientX, y: touch.clientY };
    moved.current = false;
    longTouched.current = false;
    setPressed(true);
    clearTimer();
    if (callbacks.current.onLongTouch && isSmallScreen()) {
      timer.current = setTimeout(() => {
        timer.current = null;
        longTouched.current = true;
        callbacks.current.onLongTouch?.();
      }, touchBehaviour.longTouchMs);
    }
  };

  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch || !start.current || moved.current) return;
    const distance = Math.hypot(touch.clientX - start.current.x, touch.clientY - start.current.y);
    if (distance <= touchBehaviour.moveTolerancePx) return;
    // A scroll or a swipe: no feedback, no long touch, and no release after one.
    moved.current = true;
    clearTimer();
    setPressed(false);
  };

  const onTouchEnd = () => {
    clearTimer();
    setPressed(false);
    if (longTouched.current && !moved.current) callbacks.current.onLongTouchRelease?.();
    start.current = null;
  };

  const onTouchCancel = () => {
    clearTimer();
    setPressed(false);
    moved.current = true;
    start.current = null;
  };

  const onClickCapture = (event: MouseEvent) => {
    if (!longTouched.current) return;
    longTouched.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  // Phones open the browser's own menu on a long press: not over a row that has a long touch of its own.
  const onContextMenu = (event: MouseEvent) => {
    if (callbacks.current.onLongTouch && isSmallScreen()) event.preventDefault();
  };

  return {
    pressed,
    touchProps: {
      onTouchStart,
      onTouchMove,
      onTouchEnd,
      onTouchCancel,
      onClickCapture,
      onContextMenu,
      ...(pressed ? { 'data-touch-pressed': 'true' as const } : {}),
    },
    sx: {
      position: 'relative',
      WebkitTapHighlightColor: 'transparent',
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: 'inherit',
        pointerEvents: 'none',
        bgcolor: (theme: Theme) => (theme.palette.mode === 'dark' ? theme.palette.common.white : theme.palette.common.black),
        opacity: pressed ? touchBehaviour.tintOpacity : 0,
        transition: `opacity ${touchBehaviour.fadeMs}ms ease-out`,
      },
    },
  };
}
