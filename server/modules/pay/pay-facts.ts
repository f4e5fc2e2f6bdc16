import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { PayFacts, PayLine, PayScheme } from '../../../src/schema/money/pay-scheme';
import { partMinimum, payLines } from '../../../src/schema/money/pay-scheme';
import { addDays } from '../../../src/schema/schedule/calendar';
import type { DbExecutor } from '../../db/client';
import { employees, payAssignments, paySchemes, saleItems, workSlots } from '../../db/tables';

/**
 * What each member of a branch earned in a period, from the real data, line by line (payLines does the sums):
 * - the scheme: the latest assignment starting on or before a day is in force that day. A member whose scheme
 *   changes inside the period is paid in parts, each part from its first day to the day before the next
 *   assignment, under its own scheme, as if calculated on its own (the fixed month is prorated to the part's
 *   days, and each part guarantees its share of its scheme's minimum by days, partMinimum); days before the first
 *   assignment earn nothing;
 * - shifts: the member's active work slots (`work_slot.active`) of this branch on the part's days;
 * - services and products: the sale items of this branch credited to the member, sold on the part's days and
 *   not cancelled, at their total (what the client paid for the line after discount). Money actually sold is
 *   what counts: a succeeded visit nobody has paid for yet is not in it, and counts once it is sold.
 */

export type Period = { from: string; to: string };
export type EarnedLine = PayLine & { schemeId: number };
export type EmployeeEarnings = { employeeId: number; lines: EarnedLine[] };

type SchemeRow = typeof paySchemes.$inferSelect;

const schemeOf = (row: SchemeRow): PayScheme => ({
  name: row.name,
  fixedAmount: row.fixedAmount,
  fixedPer: row.fixedPer,
  servicePercent: row.servicePercent,
  productPercent: row.productPercent,
  categoryPercents: row.categoryPercents,
  minimum: row.minimum,
});

type Part = Period & { schemeId: number };

/** The parts of the period under each assignment in force (assignments sorted by day). */
export function periodParts(
  period: Period,
  assignments: readonly { startsOn: string; schemeId: number }[],
): Part[] {
  const parts: Part[] = [];
  assignments.forEach((assignment, index) => {
    const next = assignments[index + 1];
    const from = assignment.startsOn > period.from ? assignment.startsOn : period.from;
    const until = next ? addDays(next.startsOn, -1) : period.to;
    const to = until < period.to ? until : period.to;
    if (from <= to) parts.push({ from, to, schemeId: assignment.schemeId });
  });
  return parts;
}

const within = (date: string, part: Period) => date >= part.from && date <= part.to;

export async function branchEarnings(
  db: DbExecutor,
  scope: { organizationId: number; branchId: number },
  period: Period,
): Promise<EmployeeEarnings[]> {
  // Members of the branch who were still on the team when the period began, with their assignments up to its end.
  const assignments = await db
    .select({
      employeeId: payAssignments.employeeId,
      startsOn: payAssignments.startsOn,
      schemeId: payAssignments.schemeId,
    })
    .from(payAssignments)
    .innerJoin(
      employees,
      and(
        eq(employees.organizationId, payAssignments.organizationId),
        eq(employees.id, payAssignments.employeeId),
      ),
    )
    .where(
      and(
        eq(payAssignments.organizationId, scope.organizationId),
        eq(employees.branchId, scope.branchId),
        lte(payAssignments.startsOn, period.to),
        or(isNull(employees.deletedAt), sql`${employees.deletedAt}::date >= ${period.from}`),
      ),
    )
    .orderBy(asc(payAssignments.employeeId), asc(payAssignments.startsOn));
  const memberIds = [...new Set(assignments.map((row) => row.employeeId))];
  if (memberIds.length === 0) return [];

  // One after another: inside a transaction they share one connection.
  const schemes = await db
    .select()
    .from(paySchemes)
    .where(
      and(
        eq(paySchemes.organizationId, scope.organizationId),
        inArray(paySchemes.id, [...new Set(assignments.map((row) => row.schemeId))]),
      ),
    );
  const slots = await db
    .select({ employeeId: workSlots.employeeId, date: workSlots.date })
    .from(workSlots)
    .where(
      and(
        eq(workSlots.organizationId, scope.organizationId),
        eq(workSlots.branchId, scope.branchId),
        inArray(workSlots.employeeId, memberIds),
        eq(workSlots.type, 'work_slot.active'),
        gte(workSlots.date, period.from),
        lte(workSlots.date, period.to),
      ),
    );
  const items = await db
    .select({
      id: saleItems.id,
      employeeId: saleItems.employeeId,
      kind: saleItems.kind,
      categoryId: saleItems.categoryId,
      name: saleItems.name,
      total: saleItems.total,
      date: saleItems.localDate,
    })
    .from(saleItems)
    .where(
      and(
        eq(saleItems.organizationId, scope.organizationId),
        eq(saleItems.branchId, scope.branchId),
        inArray(saleItems.employeeId, memberIds),
        inArray(saleItems.kind, ['service', 'product']),
        eq(saleItems.canceled, false),
        gte(saleItems.localDate, period.from),
        lte(saleItems.localDate, period.to),
      ),
    )
    .orderBy(asc(saleItems.localDate), asc(saleItems.id));
  const schemeById = new Map(schemes.map((row) => [row.id, row]));

  return memberIds.map((employeeId) => {
    const own = assignments.filter((row) => row.employeeId === employeeId);
    const lines = periodParts(period, own).flatMap((part) => {
      const scheme = schemeById.get(part.schemeId)!;
      const sold = items.filter((item) => item.employeeId === employeeId && within(item.date, part));
      const asFact = (item: (typeof sold)[number]) => ({
        ref: String(item.id),
        amount: item.total,
        date: item.date,
        label: item.name,
      });
      const facts: PayFacts = {
        periodFrom: part.from,
        periodTo: part.to,
        shifts: slots.filter((slot) => slot.employeeId === employeeId && within(slot.date, part)).length,
        services: sold
          .filter((item) => item.kind === 'service')
          .map((item) => ({ ...asFact(item), categoryId: item.categoryId })),
        products: sold.filter((item) => item.kind === 'product').map(asFact),
      };
      const terms = { ...schemeOf(scheme), minimum: partMinimum(scheme.minimum, part, period) };
      return payLines(terms, facts).lines.map((line) => ({ ...line, schemeId: part.schemeId }));
    });
    return { employeeId, lines };
  });
}
