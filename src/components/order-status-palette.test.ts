import { amber, blue, deepPurple, red } from '@mui/material/colors';
import { alpha, createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { orderStatusSchema } from '@/schema/enums';
import { orderStatusPalette } from './order-status-palette';

const light = createTheme({ palette: { mode: 'light' } });
const dark = createTheme({ palette: { mode: 'dark' } });
const statuses = orderStatusSchema.options;

describe('an order status as fill, edge and text', () => {
  it.each([
    ['waiting, light', 'order_status.waiting', light, { fill: alpha(amber[100], 1), edge: amber[600], text: light.palette.text.primary }],
    ['approved, light', 'order_status.approved', light, { fill: alpha(blue[100], 1), edge: blue[600], text: light.palette.text.primary }],
    ['started, dark', 'order_status.has_started', dark, { fill: alpha(deepPurple[300], 0.24), edge: deepPurple[300], text: dark.palette.text.primary }],
    ['missed, dark', 'order_status.pass', dark, { fill: alpha(red[300], 0.24), edge: red[300], text: dark.palette.text.primary }],
    ['cancelled, light: waiting paler', 'order_status.canceled', light, { fill: alpha(amber[100], 0.5), edge: alpha(amber[600], 0.5), text: light.palette.text.secondary }],
    ['completed, dark: approved paler', 'order_status.success', dark, { fill: alpha(blue[300], 0.12), edge: alpha(blue[300], 0.5), text: dark.palette.text.secondary }],
  ] as const)('%s', (_, status, theme, expected) => {
    expect(orderStatusPalette(status, theme)).toEqual(expected);
  });

  it('the open statuses read apart in both themes', () => {
    for (const theme of [light, dark]) {
      const open = ['order_status.waiting', 'order_status.approved', 'order_status.has_started', 'order_status.pass'] as const;
      expect(new Set(open.map((status) => orderStatusPalette(status, theme).fill)).size).toBe(open.length);
    }
  });

  it('every status has a palette in each theme, and the themes differ', () => {
    for (const status of statuses) {
      const [inLight, inDark] = [orderStatusPalette(status, light), orderStatusPalette(status, dark)];
      expect(inLight.fill).not.toBe(inDark.fill);
      expect(inLight.text).not.toBe(inDark.text);
    }
  });

  it('is worked out once per theme: the same object again, a new one for a new theme', () => {
    const first = orderStatusPalette('order_status.approved', light);
    expect(orderStatusPalette('order_status.approved', light)).toBe(first);
    const another = createTheme({ palette: { mode: 'light' } });
    expect(orderStatusPalette('order_status.approved', another)).not.toBe(first);
    expect(orderStatusPalette('order_status.approved', another)).toEqual(first);
  });
});
