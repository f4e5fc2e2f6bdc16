import { amber, blue, deepPurple, red } from '@mui/material/colors';
import { alpha, type Theme } from '@mui/material/styles';
import { orderStatusColors, type OrderStatus, type StatusHue } from '@/schema/schedule/order-status';

/**
 * An order status's colours for the light or dark theme, the same wherever a status is drawn (the schedule's
 * blocks, the order lists' chips, the order drawer): its hue (order-status.ts) becomes a tinted fill with a
 * strong edge; a closed ("soft") status is paler and its text muted.
 */
const hues: Readonly<Record<StatusHue, Record<number, string>>> = { yellow: amber, blue, purple: deepPurple, red };

export type StatusPalette = { fill: string; edge: string; text: string };

/** Worked out once per theme and status: the schedule's hundreds of blocks ask on every scroll frame. */
const cache = new WeakMap<Theme, Map<OrderStatus, StatusPalette>>();

export function orderStatusPalette(status: OrderStatus, theme: Theme): StatusPalette {
  let byStatus = cache.get(theme);
  if (!byStatus) cache.set(theme, (byStatus = new Map()));
  let palette = byStatus.get(status);
  if (!palette) byStatus.set(status, (palette = paletteOf(status, theme)));
  return palette;
}

function paletteOf(status: OrderStatus, theme: Theme): StatusPalette {
  const { hue, tone } = orderStatusColors[status];
  const scale = hues[hue];
  const dark = theme.palette.mode === 'dark';
  const strong = tone === 'strong';
  const edge = (dark ? scale[300] : scale[600]) ?? theme.palette.text.primary;
  const tint = (dark ? scale[300] : scale[100]) ?? edge;
  return {
    fill: alpha(tint, dark ? (strong ? 0.24 : 0.12) : strong ? 1 : 0.5),
    edge: strong ? edge : alpha(edge, 0.5),
    text: strong ? theme.palette.text.primary : theme.palette.text.secondary,
  };
}
