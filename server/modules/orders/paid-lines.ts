import { decimal } from '../../../src/schema/money/decimal';
import { badInput, conflict, type FieldIssue } from '../../plugins/app/domain-error';

/**
 * Which booked line each line of an edit changes: the one its `id` names, or none (a new line). An edit that
 * names no id at all changes the booked lines in place, position by position, as every caller did before lines
 * could be named (the schedule's drag still does). An id that is not a line of this order, or is named twice,
 * is refused on its field.
 */
export function matchEditedLines(booked: readonly { id: number }[], edited: readonly { id?: number | undefined }[]): (number | null)[] {
  if (edited.every((line) => line.id === undefined)) return edited.map((_, index) => booked[index]?.id ?? null);
  const bookedIds = new Set(booked.map((line) => line.id));
  const issues = edited.flatMap((line, index): FieldIssue[] => {
    if (line.id === undefined) return [];
    if (!bookedIds.has(line.id)) return [{ path: ['services', index, 'id'], message: (m) => m.orders.lineNotOnOrder }];
    if (edited.findIndex((other) => other.id === line.id) !== index) return [{ path: ['services', index, 'id'], message: (m) => m.orders.lineNamedTwice }];
    return [];
  });
  if (issues.length > 0) throw badInput(issues);
  return edited.map((line) => line.id ?? null);
}

/**
 * The rule for a booked line a sale holds (checked out, paid in full or in part; a group class: any client's
 * place). Decision: its price is final, as in the salon and clinic products we measure ourselves against: the
 * sale priced the line at checkout (src/schema/money/sale-line.ts) and the visit's payment status counts what
 * the sale says it comes to, so a new price on the visit would be a price nobody can collect, and the order
 * would still read "paid in full". We refuse it (409) and say how to charge another amount: give the payment
 * back, or cancel the sale and check out again. Reopening the order with the difference due was the other way;
 * it was not taken because a sale is never repriced after checkout and one line is on one sale only (migration
 * 0009), so the difference could only be collected by a second sale of a line that is already sold.
 * Everything else about a held line may change (its time, employee, room), it keeps its id and so its sale
 * (order-lines.repository.ts rewriteLines), and it may not be taken off the visit while the sale holds it.
 * A line no sale holds changes freely; a line added to a paid visit is owed, and the visit is partly paid until
 * it is checked out (refreshOrderPaymentStatus after the edit).
 */
export function assertHeldLinesKept(
  booked: readonly { id: number; price: string | null }[],
  held: ReadonlySet<number>,
  edited: readonly { price: string }[],
  keep: readonly (number | null)[],
): void {
  for (const line of booked) {
    if (!held.has(line.id)) continue;
    const index = keep.indexOf(line.id);
    if (index < 0) throw conflict((m) => m.orders.paidLineRemoved);
    if (!decimal(edited[index]!.price).eq(decimal(line.price ?? '0'))) throw conflict((m) => m.orders.paidLinePrice);
  }
}
