import type { BreakUpdate, Order, OrderUpdate } from './order';
import type { ScheduleBlock } from './schedule-read';
import { instantToZoned, zonedToInstant } from './time-zone';

/**
 * An order moved on the schedule (dragged, or nudged with the arrow keys): every line of the order moves by the
 * same time, so a visit of two services back to back stays back to back; only the line that was held may change
 * employee (dropped in another person's column) or length (its bottom edge dragged). Pure, so the PATCH body the
 * server judges and the cached schedule the screen shows at once are worked out the same way.
 */
export type LineMove = {
  /** The line that was held. */
  lineId: number;
  /** How far every line of the order moves, in milliseconds (a drop on another day of the week view too). */
  shiftMs: number;
  /** The held line's employee after the move (the same one when it stayed in its column). */
  employeeId: number;
  /** The held line's new length in minutes when its bottom edge was dragged; null keeps every length. */
  durationMinutes: number | null;
};

const minuteMs = 60_000;

/** Whether the move changes anything: a drop where the block was is not sent. */
export const isMoving = (move: LineMove, held: Pick<ScheduleBlock, 'employeeId' | 'startsAt' | 'endsAt'>): boolean =>
  move.shiftMs !== 0 ||
  move.employeeId !== held.employeeId ||
  (move.durationMinutes !== null && move.durationMinutes * minuteMs !== Date.parse(held.endsAt) - Date.parse(held.startsAt));

/**
 * `PATCH /orders/{id}` for the move: the order's lines as read (`GET /orders/{id}`, with their prices, in their
 * order), each shifted on the branch's wall clock, at the version the person saw on the grid (a change made
 * since then answers 409 stale_version rather than being overwritten).
 */
export function movedOrderUpdate(order: Order, move: LineMove, zone: string, version: number, confirmOutsideWorkingHours = false): OrderUpdate {
  return {
    version,
    // Each line names its id, so it keeps it (and the sale that pays it); whether a sale holds it is not sent.
    services: order.services.map(({ id, onSale: _onSale, ...line }) => {
      const held = id === move.lineId;
      const start = instantToZoned(zonedToInstant(line.date, line.startTime, zone) + move.shiftMs, zone);
      return {
        id,
        ...line,
        employeeId: held ? move.employeeId : line.employeeId,
        date: start.date,
        startTime: start.time,
        duration: held && move.durationMinutes !== null ? move.durationMinutes : line.duration,
      };
    }),
    confirmOutsideWorkingHours,
  };
}

/** One block of the schedule answer after the move: what the grid draws until the server's answer comes back. */
export function movedBlock(block: ScheduleBlock, move: LineMove, zone: string): ScheduleBlock {
  const held = block.lineId === move.lineId;
  const start = Date.parse(block.startsAt) + move.shiftMs;
  const end = held && move.durationMinutes !== null ? start + move.durationMinutes * minuteMs : Date.parse(block.endsAt) + move.shiftMs;
  const from = instantToZoned(start, zone);
  return {
    ...block,
    employeeId: held ? move.employeeId : block.employeeId,
    date: from.date,
    startTime: from.time,
    endTime: instantToZoned(end, zone).time,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(end).toISOString(),
  };
}

/** The schedule answer's blocks with one order moved; the others are kept as they are (same objects). */
export const movedBlocks = (blocks: readonly ScheduleBlock[], orderId: number, move: LineMove, zone: string): ScheduleBlock[] =>
  blocks.map((block) => (block.orderId === orderId ? movedBlock(block, move, zone) : block));

/** `PATCH /breaks/{id}` for a moved break (one line: its block is all there is to read), at the version seen. */
export function movedBreakUpdate(block: ScheduleBlock, move: LineMove, zone: string, confirmOutsideWorkingHours = false): BreakUpdate {
  const moved = movedBlock(block, move, zone);
  return {
    version: block.version,
    employeeId: moved.employeeId,
    date: moved.date,
    startTime: moved.startTime,
    endTime: moved.endTime,
    confirmOutsideWorkingHours,
  };
}
