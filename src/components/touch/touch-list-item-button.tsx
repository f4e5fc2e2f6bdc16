import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton';
import type { ElementType } from 'react';
import { useTouchFeedback, type TouchFeedbackOptions } from './use-touch-feedback';

export type TouchListItemButtonProps<C extends ElementType> = ListItemButtonProps<C, { component?: C }> & TouchFeedbackOptions;

/** A list row to tap with the touch feedback (and, when given, the phone's long touch) of spec §9. */
export function TouchListItemButton<C extends ElementType = 'div'>({ onLongTouch, onLongTouchRelease, sx, ...props }: TouchListItemButtonProps<C>) {
  const feedback = useTouchFeedback({ onLongTouch, onLongTouchRelease });
  return (
    <ListItemButton
      disableTouchRipple
      {...(props as ListItemButtonProps)}
      {...feedback.touchProps}
      sx={[feedback.sx, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
