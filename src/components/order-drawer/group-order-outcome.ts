import { z } from 'zod';
import { outsideHoursReasonSchema } from '@/schema/schedule/availability';
import type { groupOrderCreatedSchema, occurrenceRefusalSchema } from '@/schema/schedule/order';

export type OccurrenceRefusal = z.infer<typeof occurrenceRefusalSchema>;

/**
 * What booking a group class came to, as the drawer answers it. The server books each date it can and lists the
 * others with their reason (`POST /branches/{id}/group-orders`), so an answer of 201 may hold no class at all:
 * - `booked`: at least one class; the drawer closes, naming the dates skipped;
 * - `outsideHours`: none, and some dates fall outside the hours; booking anyway would book them;
 * - `refused`: none, every date taken by someone else's booking.
 */
export type GroupOutcome =
  | { kind: 'booked'; orderId: number; booked: number; skipped: OccurrenceRefusal[] }
  | { kind: 'outsideHours'; refused: OccurrenceRefusal[] }
  | { kind: 'refused'; refused: OccurrenceRefusal[] };

const outsideHours = (refusal: OccurrenceRefusal) => outsideHoursReasonSchema.safeParse(refusal.reason).success;

export function groupOutcomeOf({ created, refused }: z.infer<typeof groupOrderCreatedSchema>): GroupOutcome {
  const first = created[0];
  if (first) return { kind: 'booked', orderId: first.id, booked: created.length, skipped: refused };
  return { kind: refused.some(outsideHours) ? 'outsideHours' : 'refused', refused };
}
