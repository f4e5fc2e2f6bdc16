import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnWidthFor } from './column-zoom';
import { lineMoveOf, type DragSource, type DragTarget, type GridLayout } from './drag-geometry';
import { DragGhost } from './drag-ghost';
import { createDragStore } from './drag-store';
import { EmployeeColumnHeader } from './employee-column-header';
import { gridClass } from './grid-styles';
import { GridStyleSheet } from './grid-style-sheet';
import { MoveConfirmDialog } from './move-confirm-dialog';
import { NowLine } from './now-line';
import { ScheduleColumn } from './schedule-column';
import { TimeAxis } from './time-axis';
import { nowTop, type DayRange, type ScheduleColumn as Column } from './schedule-grid-model';
import { useBlockDrag } from './use-block-drag';
import { ownTeamMemberIdOf, useWorkspace } from '@/components/session/use-workspace';
import { useGridViewport } from './use-grid-viewport';
import { useOrderMove } from './use-order-move';
import type { TimeFormat } from './use-time-format';

export type ScheduleGridProps = {
  columns: readonly Column[];
  /** One range for every column (day view) or one per column (week view: each day's own instants). */
  ranges: readonly DayRange[];
  titleOf: 'employee' | 'date';
  /** The toolbar's zoom over the width the columns share (column-zoom.ts). */
  zoom: number;
  today: string;
  now: number;
  timeZone: string;
  format: TimeFormat;
  onOpenOrder: (orderId: number) => void;
  onOpenCell: (column: Column, start: number) => void;
  /** The leftmost column in view, as the grid is scrolled sideways (whom "New appointment" books with). */
  onFirstColumnInView?: (column: Column) => void;
};

const axisWidth = 64;
const headerHeight = 64;
/** Where the columns' content starts inside the scroll box: after the hour axis and the heads. */
const contentOrigin = { x: axisWidth, y: headerHeight };
const scrollBoxSx = {
  position: 'relative',
  overflow: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  overscrollBehavior: 'contain',
} as const;

/**
 * The scrolling grid: column heads stuck on top, hours stuck on the left, and only the columns and hour rows
 * in view rendered (TanStack Virtual, both ways), so a branch of 150 people scrolls as lightly as one of 5.
 * The scroll box stays mounted while data refreshes, so the place a person scrolled to is kept.
 */
export function ScheduleGrid(props: ScheduleGridProps) {
  const { columns, ranges, titleOf, zoom, today, now, timeZone, format, onOpenOrder, onOpenCell, onFirstColumnInView } =
    props;
  const { t } = useTranslation('schedule');
  const scrollRef = useRef<HTMLDivElement>(null);
  const viewport = useGridViewport(scrollRef);
  const [hoveredOrderId, setHoveredOrderId] = useState<number | null>(null);
  const [dragStore] = useState(createDragStore);
  const axis = ranges[0]!;
  const rangeOf = (index: number) => ranges[index] ?? axis;
  const height = Math.max(...ranges.map((range) => range.height));
  // Columns share the width left of the hours (a readable minimum, then sideways scroll), scaled by the zoom.
  const width = columnWidthFor(viewport.width - axisWidth, columns.length, zoom);

  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => width,
    overscan: 2,
  });
  const rowVirtualizer = useVirtualizer({
    count: axis.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => axis.rows[index]!.height,
    scrollPaddingStart: headerHeight,
    paddingStart: headerHeight,
    overscan: 2,
  });
  useEffect(() => columnVirtualizer.measure(), [columnVirtualizer, width]);

  // Drag and drop: the geometry reads the grid as drawn; a drop somewhere new is saved (use-order-move.ts).
  const layout = useMemo<GridLayout>(
    () => ({ columns, rangeOf: (index) => ranges[index] ?? ranges[0]!, columnWidth: width }),
    [columns, ranges, width],
  );
  const { move: saveMove, isSaving, question } = useOrderMove(timeZone);
  const workspace = useWorkspace();
  const movableMember = workspace?.organization.role === 'employee' ? ownTeamMemberIdOf(workspace) : undefined;
  const onDrop = useCallback(
    (source: DragSource, target: DragTarget) => {
      const move = lineMoveOf(source, target, layout);
      if (move) void saveMove(source.block, move);
    },
    [layout, saveMove],
  );
  useBlockDrag({
    scrollRef,
    store: dragStore,
    layout,
    origin: contentOrigin,
    onDrop,
    // An employee moves only their own blocks; colleagues' columns are theirs to read (src/schema/access.ts).
    canHold: (block) => !isSaving(block.orderId) && (movableMember === undefined || block.employeeId === movableMember),
  });
  useEffect(() => rowVirtualizer.measure(), [rowVirtualizer, axis]);

  // Across every column of today's day view; across today's column alone in a week.
  const todayIndex = columns.findIndex((column) => column.date === today);
  const nowAt = todayIndex < 0 ? null : nowTop(now, rangeOf(todayIndex).scale);
  const nowLine =
    nowAt === null
      ? null
      : titleOf === 'employee'
        ? { top: nowAt, left: 0, width: columns.length * width }
        : { top: nowAt, left: todayIndex * width, width };

  // The first time a day is shown, today's grid opens around the current time.
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const element = scrollRef.current;
    const key = `${columns[0]?.date ?? ''}/${titleOf}`;
    if (!element || scrolledFor.current === key) return;
    scrolledFor.current = key;
    element.scrollTop = nowAt === null ? 0 : Math.max(0, nowAt - viewport.height / 3);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another day or view comes on screen
  }, [columns, titleOf]);

  const hoverOf = useCallback(
    (column: Column) =>
      hoveredOrderId !== null && column.blocks.some((b) => b.orderId === hoveredOrderId)
        ? hoveredOrderId
        : null,
    [hoveredOrderId],
  );
  const rowItems = rowVirtualizer.getVirtualItems();
  const visibleTop = (rowItems[0]?.start ?? headerHeight) - headerHeight;
  const visibleBottom = (rowItems.at(-1)?.end ?? headerHeight) - headerHeight;
  const totalWidth = axisWidth + columns.length * width;
  const columnItems = columnVirtualizer.getVirtualItems();
  const firstInView = columns[Math.min(columns.length - 1, Math.round((columnVirtualizer.scrollOffset ?? 0) / width))];
  useEffect(() => {
    if (firstInView) onFirstColumnInView?.(firstInView);
  }, [firstInView, onFirstColumnInView]);

  return (
    <>
      <GridStyleSheet />
      <Box
        ref={scrollRef}
        role="region"
        aria-label={t('grid.label')}
        style={{ height: viewport.height }}
        className={gridClass.root}
        sx={scrollBoxSx}
      >
        <Box style={{ width: totalWidth, height: headerHeight + height }} sx={{ position: 'relative' }}>
          <Box
            style={{ height: headerHeight, width: totalWidth }}
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 4,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box
              sx={{
                position: 'sticky',
                left: 0,
                zIndex: 1,
                width: axisWidth,
                height: '100%',
                bgcolor: 'background.paper',
                borderRight: 1,
                borderColor: 'divider',
              }}
            />
            {columnItems.map((item) => (
              <EmployeeColumnHeader
                key={item.key}
                column={columns[item.index]!}
                titleOf={titleOf}
                timeZone={timeZone}
                format={format}
                left={axisWidth + item.start}
                width={width}
                isToday={titleOf === 'date' && columns[item.index]!.date === today}
              />
            ))}
          </Box>
          <TimeAxis rows={axis.rows} items={rowItems} width={axisWidth} height={height} format={format} />
          <Box
            style={{ top: headerHeight, left: axisWidth, width: totalWidth - axisWidth, height }}
            sx={{ position: 'absolute', zIndex: 0 }}
          >
            {columnItems.map((item) => (
              <ScheduleColumn
                key={item.key}
                column={columns[item.index]!}
                range={rangeOf(item.index)}
                left={item.start}
                width={width}
                visibleTop={visibleTop}
                visibleBottom={visibleBottom}
                format={format}
                hoveredOrderId={hoverOf(columns[item.index]!)}
                onHover={setHoveredOrderId}
                onOpenOrder={onOpenOrder}
                onOpenCell={onOpenCell}
              />
            ))}
            {nowLine ? (
              <NowLine
                top={nowLine.top}
                left={nowLine.left}
                width={nowLine.width}
                label={t('grid.now', { time: format.time(now) })}
              />
            ) : null}
            <DragGhost store={dragStore} layout={layout} format={format} />
          </Box>
        </Box>
      </Box>
      <MoveConfirmDialog question={question} />
    </>
  );
}
