import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { OrderStatus } from '@/schema/schedule/order-status';
import { orderStatusPalette } from './order-status-palette';

/**
 * An order's status as a chip in its status colours (order-status-palette.ts), the schedule's blocks' own:
 * in the order lists and the order drawer. `testId` names it for tests that read one chip of a page.
 */
export function OrderStatusChip({ status, label, testId }: { status: OrderStatus; label: string; testId?: string }) {
  const palette = orderStatusPalette(status, useTheme());
  return (
    <Chip
      size="small"
      label={label}
      variant="outlined"
      data-status={status}
      data-testid={testId}
      sx={{ color: palette.text, borderColor: palette.edge, bgcolor: palette.fill, fontWeight: 500 }}
    />
  );
}
