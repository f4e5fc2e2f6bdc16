import { useTheme } from '@mui/material/styles';
import { memo, useMemo } from 'react';
import { defaultDuration } from '@/components/order-drawer/order-form-model';
import { layoutColumn, type PlacedBlock } from '@/schema/schedule/schedule-layout';
import { gridClass } from './grid-styles';
import { HoldBlock } from './hold-block';
import { OrderBlock } from './order-block';
import { shadeBackground } from './schedule-colors';
import {
  clickStartAt,
  takenIn,
  type DayRange,
  type GridBlock,
  type GridHold,
  type ScheduleColumn as Column,
} from './schedule-grid-model';
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

/**
 * One column of the grid: its shading, half-hour lines, and the blocks and times being booked online that
 * layoutColumn placed in view (together: should one ever overlap an order, they share the width).
 */
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
  const placed = useMemo(() => {
    const all = layoutColumn<GridBlock | GridHold>([...column.blocks, ...column.holds], range.scale);
    return { lines: all.filter(isOrderLine), holds: all.filter(isHold) };
  }, [column.blocks, column.holds, range.scale]);
  const inView = <Item extends { top: number; height: number }>(items: Item[]) =>
    items.filter((item) => item.top + item.height >= visibleTop && item.top <= visibleBottom);

  return (
    <div
      className={gridClass.column}
      data-column={column.key}
      onClick={(event) => {
        const y = event.clientY - event.currentTarget.getBoundingClientRect().top;
        // No service is chosen yet: the new order is as long as the drawer's first line starts out.
        onOpenCell(column, clickStartAt(y, range.scale, takenIn(column), defaultDuration));
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
      {inView(placed.lines).map((item) => (
        <OrderBlock
          key={item.block.lineId}
          placed={item}
          format={format}
          highlighted={hoveredOrderId === item.block.orderId}
          onHover={onHover}
          onOpen={onOpenOrder}
        />
      ))}
      {inView(placed.holds).map((item) => (
        // One employee's holds never overlap (the exclusion constraint): the start tells them apart.
        <HoldBlock key={item.block.start} placed={item} format={format} />
      ))}
    </div>
  );
});

type Placed = PlacedBlock<GridBlock | GridHold>;
const isOrderLine = (item: Placed): item is PlacedBlock<GridBlock> => 'lineId' in item.block;
const isHold = (item: Placed): item is PlacedBlock<GridHold> => 'heldUntil' in item.block;
