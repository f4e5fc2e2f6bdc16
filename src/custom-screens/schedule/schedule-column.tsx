import { useTheme } from '@mui/material/styles';
import { memo, useMemo } from 'react';
import { defaultDuration } from '@/components/order-drawer/order-form-model';
import { layoutColumn } from '@/schema/schedule/schedule-layout';
import { gridClass } from './grid-styles';
import { OrderBlock } from './order-block';
import { shadeBackground } from './schedule-colors';
import { clickStartAt, type DayRange, type ScheduleColumn as Column } from './schedule-grid-model';
import type { TimeFormat } from './use-time-format';

export type ScheduleColumnProps = {
  column: Column;
  range: DayRange;
  left: number;
  width: number;
  /** The pixels of the column in view (from the row virtualizer): blocks outside them are not rendered. */
  visibleTop: number;
  visibleBottom: number;
  format: TimeFormat;
  hoveredOrderId: number | null;
  onHover: (orderId: number | null) => void;
  onOpenOrder: (orderId: number) => void;
  /** A tap on empty time: the instant the new order starts (`clickStartAt`). */
  onOpenCell: (column: Column, start: number) => void;
};

/** One column of the grid: its shading, half-hour lines, and the blocks layoutColumn placed in view. */
export const ScheduleColumn = memo(function ScheduleColumn(props: ScheduleColumnProps) {
  const {
    column,
    range,
    left,
    width,
    visibleTop,
    visibleBottom,
    format,
    hoveredOrderId,
    onHover,
    onOpenOrder,
    onOpenCell,
  } = props;
  const theme = useTheme();
  const placed = useMemo(() => layoutColumn(column.blocks, range.scale), [column.blocks, range.scale]);
  const inView = placed.filter((item) => item.top + item.height >= visibleTop && item.top <= visibleBottom);

  return (
    <div
      className={gridClass.column}
      data-column={column.key}
      onClick={(event) => {
        const y = event.clientY - event.currentTarget.getBoundingClientRect().top;
        // No service is chosen yet: the new order is as long as the drawer's first line starts out.
        onOpenCell(column, clickStartAt(y, range.scale, column.blocks, defaultDuration));
      }}
      style={{ left, width, height: range.height }}
    >
      {column.shades.map((shade) => (
        <div
          key={`${shade.kind}-${shade.top}`}
          aria-hidden
          className={gridClass.shade}
          style={{ top: shade.top, height: shade.height, background: shadeBackground(shade.kind, theme) }}
        />
      ))}
      {inView.map((item) => (
        <OrderBlock
          key={item.block.lineId}
          placed={item}
          format={format}
          highlighted={hoveredOrderId === item.block.orderId}
          onHover={onHover}
          onOpen={onOpenOrder}
        />
      ))}
    </div>
  );
});
