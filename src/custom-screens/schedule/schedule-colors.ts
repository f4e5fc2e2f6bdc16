import { amber, blue, deepPurple, red, teal } from '@mui/material/colors';
import { alpha, type Theme } from '@mui/material/styles';
import type { ShadeKind } from './schedule-grid-model';

/**
 * The schedule's colours beside the status ones (src/components/order-status-palette.ts) for the light and
 * dark themes: breaks, times being booked online, and the shades of a column: outside the shift a plain grey, days
 * off hatched by kind so they read apart without colour alone.
 */

/** A break: neither an order nor free time, drawn as a hatched grey block. */
export const breakBackground = (theme: Theme): string =>
  `repeating-linear-gradient(45deg, ${alpha(theme.palette.text.primary, 0.1)} 0 6px, ${alpha(theme.palette.text.primary, 0.04)} 6px 12px)`;

/**
 * A time being booked online: hatched the other way from breaks and in teal, a hue no status uses, with a dashed
 * edge, so it reads as "taken, not yet a booking" beside both.
 */
export function holdColors(theme: Theme): { fill: string; edge: string; text: string } {
  const dark = theme.palette.mode === 'dark';
  const tint = dark ? teal[300] : teal[500];
  return {
    fill: `repeating-linear-gradient(-45deg, ${alpha(tint, dark ? 0.3 : 0.26)} 0 6px, ${alpha(tint, dark ? 0.1 : 0.08)} 6px 12px)`,
    edge: dark ? teal[300] : teal[700],
    text: theme.palette.text.primary,
  };
}

const shadeTints: Readonly<Record<ShadeKind, { color: (theme: Theme) => string; hatched: boolean }>> = {
  offShift: { color: (theme) => theme.palette.text.primary, hatched: false },
  noSlot: { color: (theme) => theme.palette.text.primary, hatched: false },
  'work_slot.sick': { color: () => red[400], hatched: true },
  'work_slot.vacation': { color: () => blue[400], hatched: true },
  'work_slot.weekend_pay': { color: () => deepPurple[300], hatched: true },
  'work_slot.weekend_no_pay': { color: () => amber[600], hatched: true },
  'work_slot.truancy': { color: () => red[700], hatched: true },
  'work_slot.empty': { color: (theme) => theme.palette.text.primary, hatched: true },
};

export function shadeBackground(kind: ShadeKind, theme: Theme): string {
  const { color, hatched } = shadeTints[kind];
  const tint = color(theme);
  const strength = theme.palette.mode === 'dark' ? 0.1 : 0.06;
  if (!hatched) return alpha(tint, kind === 'noSlot' ? strength * 0.7 : strength);
  return `repeating-linear-gradient(-45deg, ${alpha(tint, strength * 2.5)} 0 8px, ${alpha(tint, strength)} 8px 16px)`;
}
