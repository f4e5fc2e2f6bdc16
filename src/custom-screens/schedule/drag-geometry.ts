import { isMoving, type LineMove } from '@/schema/schedule/order-move';
import {
  blockBox,
  dropStart,
  resizeEnd,
  snapMinutes,
  type GridScale,
  type TimedBlock,
  type WorkingBounds,
} from '@/schema/schedule/schedule-layout';
import type { DayRange, GridBlock, ScheduleColumn } from './schedule-grid-model';

/**
 * Where a held block would land, without React: the pointer's place on the grid's content (columns and hour rows
 * are virtualized, but every column has the grid's one width, so its index is arithmetic), the column and the
 * snapped start and end under it, and the move that sends to the server. The grid forwards pointer positions.
 */

/** Dragging the block moves it; dragging its bottom edge changes its length. */
export type DragKind = 'move' | 'resize';

/** The block held: which line, in which column, and how far below its top (resizing: its bottom) the pointer
 * took it, so the block does not jump by that much when it starts to follow the pointer. */
export type DragSource = { kind: DragKind; block: GridBlock; columnIndex: number; grabOffset: number };

/** Where it would land: the column, and the snapped instants. */
export type DragTarget = { columnIndex: number; start: number; end: number };

/** What the geometry needs of the grid as drawn. */
export type GridLayout = {
  columns: readonly ScheduleColumn[];
  rangeOf: (columnIndex: number) => DayRange;
  columnWidth: number;
};

const minuteMs = 60_000;

/** A drop stays inside the visible range; the server asks for confirmation outside the hours themselves. */
const boundsOf = (scale: GridScale): WorkingBounds => ({ open: scale.rangeStart, close: scale.rangeEnd });

/** The column under `x` pixels from the first column's left edge; past either end, the nearest column. */
export const columnAtX = (x: number, columnWidth: number, count: number): number =>
  Math.min(count - 1, Math.max(0, Math.floor(x / columnWidth)));

/** The pointer on the grid's content: from the first column's left and the first hour row's top, scroll included. */
export function contentPoint(
  client: { x: number; y: number },
  box: { left: number; top: number; scrollLeft: number; scrollTop: number },
  origin: { x: number; y: number },
): { x: number; y: number } {
  return {
    x: client.x - box.left + box.scrollLeft - origin.x,
    y: client.y - box.top + box.scrollTop - origin.y,
  };
}

/** The line's block and its column, found by its id among the columns drawn; null when none holds it. */
export function findLine(
  columns: readonly ScheduleColumn[],
  lineId: number,
): { block: GridBlock; columnIndex: number } | null {
  for (let columnIndex = 0; columnIndex < columns.length; columnIndex++) {
    const block = columns[columnIndex]!.blocks.find((candidate) => candidate.lineId === lineId);
    if (block) return { block, columnIndex };
  }
  return null;
}

/** Takes hold of a line at content point `y`: how far below its top (or bottom edge) the pointer is. */
export function holdAt(layout: GridLayout, lineId: number, kind: DragKind, y: number): DragSource | null {
  const found = findLine(layout.columns, lineId);
  if (!found) return null;
  const box = blockBox(found.block, layout.rangeOf(found.columnIndex).scale);
  return box
    ? { kind, ...found, grabOffset: y - (kind === 'resize' ? box.top + box.height : box.top) }
    : null;
}

/**
 * Where the held block lands with the pointer at content point (`x`, `y`): a moved block keeps its length and
 * the grab point under the pointer, in whichever column the pointer is over; a resized one keeps its column and
 * start, its end follows the pointer. Both snap to 5 minutes inside the column's range.
 */
export function dragTarget(
  source: DragSource,
  point: { x: number; y: number },
  layout: GridLayout,
): DragTarget {
  const { block } = source;
  if (source.kind === 'resize') {
    const scale = layout.rangeOf(source.columnIndex).scale;
    return {
      columnIndex: source.columnIndex,
      start: block.start,
      end: resizeEnd(block.start, point.y - source.grabOffset, scale, boundsOf(scale)),
    };
  }
  const columnIndex = columnAtX(point.x, layout.columnWidth, layout.columns.length);
  const scale = layout.rangeOf(columnIndex).scale;
  const duration = block.end - block.start;
  const start = dropStart(point.y - source.grabOffset, duration, scale, boundsOf(scale));
  return { columnIndex, start, end: start + duration };
}

/**
 * The arrow keys' alternative: `steps` of 5 minutes later (negative: earlier) from `from`, the block's start
 * moving (or, resizing, its end), kept inside the column's range and at least 5 minutes long.
 */
export function nudgedTarget(
  source: DragSource,
  from: DragTarget,
  steps: number,
  layout: GridLayout,
): DragTarget {
  const { rangeStart, rangeEnd } = layout.rangeOf(from.columnIndex).scale;
  const step = steps * snapMinutes * minuteMs;
  if (source.kind === 'resize') {
    return {
      ...from,
      end: Math.min(rangeEnd, Math.max(from.start + snapMinutes * minuteMs, from.end + step)),
    };
  }
  const duration = from.end - from.start;
  const start = Math.max(rangeStart, Math.min(rangeEnd - duration, from.start + step));
  return { ...from, start, end: start + duration };
}

/** Held this close to an edge of the grid's view, the grid scrolls under the block by a step each frame. */
const edgePx = 36;
const edgeStepPx = 14;

/** This frame's scroll along one axis, the pointer at `at` in a view from `start` to `end` (client pixels). */
export const edgeScroll = (at: number, start: number, end: number): number =>
  at < start + edgePx ? -edgeStepPx : at > end - edgePx ? edgeStepPx : 0;

/** The move a drop at `target` asks the server for; null when the block would stay as it is. */
export function lineMoveOf(source: DragSource, target: DragTarget, layout: GridLayout): LineMove | null {
  const { block } = source;
  const move: LineMove = {
    lineId: block.lineId,
    shiftMs: target.start - block.start,
    employeeId: layout.columns[target.columnIndex]!.employee.id,
    durationMinutes: source.kind === 'resize' ? Math.round((target.end - target.start) / minuteMs) : null,
  };
  return isMoving(move, block) ? move : null;
}

/**
 * Whether the landing place overlaps another order or break of its column, or a time being booked online (the
 * ghost shows it as taken).
 */
export function landsOnOther(source: DragSource, target: DragTarget, layout: GridLayout): boolean {
  const column = layout.columns[target.columnIndex]!;
  const meets = (other: TimedBlock) => other.start < target.end && target.start < other.end;
  return (
    column.blocks.some((other) => other.orderId !== source.block.orderId && meets(other)) ||
    column.holds.some(meets)
  );
}
