import { useTheme } from '@mui/material/styles';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedBlock } from '@/schema/schedule/schedule-layout';
import { orderStatusPalette } from '@/components/order-status-palette';
import { blockLineHeight, gridClass } from './grid-styles';
import { breakBackground } from './schedule-colors';
import type { GridBlock } from './schedule-grid-model';
import type { TimeFormat } from './use-time-format';

export type OrderBlockProps = {
  placed: PlacedBlock<GridBlock>;
  format: TimeFormat;
  /** The pointer is over this order (on any of its lines, in any column). */
  highlighted: boolean;
  onHover: (orderId: number | null) => void;
  onOpen: (orderId: number) => void;
};

const statusKey = (status: string) => `status.${status.replace('order_status.', '')}`;
const paymentKey = (status: string) => `payment.${status.replace('payment.', '')}`;

/** One order line (or break) where layoutColumn placed it: client, service, time and payment at a glance. */
export const OrderBlock = memo(function OrderBlock({
  placed,
  format,
  highlighted,
  onHover,
  onOpen,
}: OrderBlockProps) {
  const { t } = useTranslation('schedule');
  const theme = useTheme();
  const { block } = placed;
  const isBreak = block.mode === 'order.break';
  const colors = orderStatusPalette(block.status, theme);
  const times = `${format.time(block.start)}–${format.time(block.end)}`;
  const who = isBreak
    ? t('block.break')
    : block.mode === 'order.group'
      ? t(block.capacity !== null && block.clientCount >= block.capacity ? 'block.groupFull' : 'block.group', { taken: block.clientCount, capacity: block.capacity ?? block.clientCount })
      : block.client
        ? `${block.client.firstName} ${block.client.lastName}`.trim()
        : t('block.walkIn');
  const service = block.service?.name ?? '';
  const payment = isBreak ? '' : t(paymentKey(block.paymentStatus));
  const label = [who, service, times, isBreak ? '' : t(statusKey(block.status)), payment]
    .filter(Boolean)
    .join(', ');
  // How many 12 px lines fit: who (and the start), then the service, then the times and payment.
  const lines = Math.floor((placed.height - 4) / blockLineHeight);

  return (
    <button
      type="button"
      className={gridClass.block}
      aria-label={label}
      title={label}
      data-order-id={block.orderId}
      data-line-id={block.lineId}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(block.orderId);
      }}
      onPointerEnter={() => onHover(block.orderId)}
      onPointerLeave={() => onHover(null)}
      style={{
        top: placed.top,
        height: Math.max(placed.height - 1, 14),
        left: `calc(${placed.left * 100}% + 2px)`,
        width: `calc(${placed.width * 100}% - 4px)`,
        color: isBreak ? theme.palette.text.secondary : colors.text,
        background: isBreak ? breakBackground(theme) : colors.fill,
        borderLeft: `3px solid ${isBreak ? theme.palette.divider : colors.edge}`,
        boxShadow: highlighted ? `0 0 0 2px ${theme.palette.primary.main}` : undefined,
        zIndex: highlighted ? 2 : 1,
      }}
    >
      <Line className={gridClass.strong}>
        {who}
        {lines < 3 ? ` ${format.time(block.start)}` : null}
      </Line>
      {lines >= 2 ? (
        <Line>{lines >= 3 ? service : [service, payment].filter(Boolean).join(' · ')}</Line>
      ) : null}
      {lines >= 3 ? (
        <Line className={gridClass.muted}>{[times, payment].filter(Boolean).join(' · ')}</Line>
      ) : null}
      {/* Its bottom edge: dragged, it changes the length (use-block-drag.ts). */}
      <span aria-hidden data-resize className={gridClass.resize} />
    </button>
  );
});

function Line({ className, children }: { className?: string; children: ReactNode }) {
  return <span className={className ? `${gridClass.line} ${className}` : gridClass.line}>{children}</span>;
}
