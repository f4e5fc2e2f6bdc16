import type { Break } from '../../../src/schema/schedule/order';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { OrderLineRow, OrderRow } from './orders.repository';

/**
 * A break, its stored instants back on the branch's wall clock. Orders answer through the schedule's one
 * mapping, `orderOfRows` (schedule/order-mapper.ts).
 */

export function breakRecord(row: OrderRow, line: OrderLineRow, timeZone: string): Break {
  return {
    id: row.id,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    branchId: row.branchId,
    employeeId: line.employeeId,
    date: row.localDate,
    startTime: instantToZoned(row.startsAt.getTime(), timeZone).time,
    endTime: instantToZoned(row.endsAt.getTime(), timeZone).time,
    description: row.description,
  };
}
