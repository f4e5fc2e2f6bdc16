import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { moneyText, moneyZero, sumMoney } from '../../../src/schema/money/decimal';
import { maxStoredAmount } from '../../../src/schema/money/money-text';
import type {
  PayCalculationCreate,
  PayCalculationDetail,
  PayCalculationStatus,
} from '../../../src/schema/pay/pay-api';
import type { PaymentMethod } from '../../../src/schema/sales/checkout';
import type { Db, DbTransaction } from '../../db/client';
import { branches, employees, payCalculationLines, payCalculations } from '../../db/tables';
import { branchToday } from '../../crud/branch-records';
import { inTransaction } from '../../crud/crud.repository';
import { conflict, DomainError } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import type { LiveOutbox } from '../live/live-outbox';
import { enqueueMoneyChanged } from '../money/money-live';
import { recordTransaction } from '../money/record-transaction';
import type { PayCaller } from './pay-access';
import { branchEarnings } from './pay-facts';
import { missingCalculation, ofCaller, showCalculation, type CalculationRow } from './pay-calculation-reads';

/**
 * A pay calculation's life: built as a draft from the period's real data (pay-facts.ts), rebuilt while a draft,
 * approved (frozen), then paid: one salary transaction per member, negative, linked to the calculation and the
 * member, through the one transaction writer (with the register on, cash lands in the open shift, or opens one). Periods of one
 * branch's calculations never overlap, so nobody is paid twice for a day.
 */

/** Writes the lines of the period's earnings and the calculation's total (the sum of every line). */
async function writeLines(tx: DbTransaction, caller: PayCaller, row: CalculationRow): Promise<string> {
  const earnings = await branchEarnings(tx, caller.scope, { from: row.periodFrom, to: row.periodTo });
  const values = earnings.flatMap(({ employeeId, lines }) =>
    lines.map((line, position) => ({
      ...caller.scope,
      calculationId: row.id,
      employeeId,
      schemeId: line.schemeId,
      kind: line.kind,
      ref: line.ref,
      label: line.label,
      base: line.base,
      percent: line.percent,
      amount: line.amount,
      position,
    })),
  );
  await assertFits(tx, caller, earnings);
  if (values.length > 0) await tx.insert(payCalculationLines).values(values);
  return moneyText(sumMoney(values.map((value) => value.amount)));
}

/**
 * A member's pay is one salary payment and the calculation's total one amount, each a numeric(12,2). The schemes'
 * amounts are bounded so that no line they make can pass it (money-text.ts), but a member's percentages of many
 * sales, or many members, have no such bound: a period whose figures do not fit is refused naming who, before
 * any is written, instead of the database refusing a value and naming nothing.
 */
async function assertFits(tx: DbTransaction, caller: PayCaller, earnings: Awaited<ReturnType<typeof branchEarnings>>) {
  const subtotals = earnings.map(({ employeeId, lines }) => ({ employeeId, pay: sumMoney(lines.map((line) => line.amount)) }));
  const over = subtotals.find(({ pay }) => pay.gt(maxStoredAmount));
  if (over) {
    const [member] = await tx
      .select({ firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(and(eq(employees.organizationId, caller.organizationId), eq(employees.id, over.employeeId)));
    const name = [member?.firstName, member?.lastName].filter(Boolean).join(' ') || `#${over.employeeId}`;
    throw conflict((m) => m.pay.memberPayTooLarge({ name, amount: moneyText(over.pay), max: maxStoredAmount }));
  }
  const total = sumMoney(subtotals.map(({ pay }) => pay));
  if (total.gt(maxStoredAmount)) throw conflict((m) => m.pay.totalTooLarge({ amount: moneyText(total), max: maxStoredAmount }));
}

/** Under the branch row's lock, so two calculations of overlapping periods cannot both be made. */
async function assertNoOverlap(tx: DbTransaction, caller: PayCaller, period: PayCalculationCreate) {
  await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.organizationId, caller.organizationId), eq(branches.id, caller.scope.branchId)))
    .for('update');
  const [other] = await tx
    .select()
    .from(payCalculations)
    .where(
      and(
        ofCaller(caller),
        lte(payCalculations.periodFrom, period.periodTo),
        gte(payCalculations.periodTo, period.periodFrom),
      ),
    )
    .limit(1);
  if (other) {
    throw conflict(
      (m) => m.pay.periodTaken({ from: other.periodFrom, to: other.periodTo, status: other.status }),
    );
  }
}

export async function createCalculation(
  db: Db,
  caller: PayCaller,
  period: PayCalculationCreate,
): Promise<PayCalculationDetail> {
  const id = await inTransaction(db, async (tx) => {
    await assertNoOverlap(tx, caller, period);
    const [row] = await tx
      .insert(payCalculations)
      .values({
        ...caller.scope,
        periodFrom: period.periodFrom,
        periodTo: period.periodTo,
        createdBy: caller.userId,
      })
      .returning();
    const total = await writeLines(tx, caller, row!);
    await tx
      .update(payCalculations)
      .set({ total })
      .where(and(ofCaller(caller), eq(payCalculations.id, row!.id)));
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      actorUserId: caller.userId,
      entity: 'pay_calculation',
      entityId: row!.id,
      action: 'create',
      before: null,
      after: { periodFrom: period.periodFrom, periodTo: period.periodTo, total },
    });
    return row!.id;
  });
  return showCalculation(db, caller, id);
}

/** The calculation locked for a change of state: 404 when unknown, 409 when stale or not in the state the step needs. */
async function lockedIn(
  tx: DbTransaction,
  caller: PayCaller,
  id: number,
  status: PayCalculationStatus,
  step: 'approved' | 'paid' | 'recalculated' | 'deleted',
  version?: number,
): Promise<CalculationRow> {
  const [row] = await tx
    .select()
    .from(payCalculations)
    .where(and(ofCaller(caller), eq(payCalculations.id, id)))
    .for('update');
  if (!row) throw missingCalculation();
  if (version !== undefined && row.version !== version)
    throw new DomainError('stale_version', (m) => m.common.staleVersion);
  if (row.status !== status)
    throw conflict(
      (m) => m.pay.wrongStatus({ status: row.status, needed: status, step }),
    );
  return row;
}

const bump = (row: CalculationRow) => ({ version: row.version + 1, updatedAt: new Date() });

export async function recalculate(
  db: Db,
  caller: PayCaller,
  id: number,
  version?: number,
): Promise<PayCalculationDetail> {
  await inTransaction(db, async (tx) => {
    const row = await lockedIn(tx, caller, id, 'draft', 'recalculated', version);
    await tx
      .delete(payCalculationLines)
      .where(
        and(
          eq(payCalculationLines.organizationId, caller.organizationId),
          eq(payCalculationLines.calculationId, id),
        ),
      );
    const total = await writeLines(tx, caller, row);
    await tx
      .update(payCalculations)
      .set({ total, ...bump(row) })
      .where(and(ofCaller(caller), eq(payCalculations.id, id)));
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      actorUserId: caller.userId,
      entity: 'pay_calculation',
      entityId: id,
      action: 'update',
      before: { total: row.total },
      after: { total },
    });
  });
  return showCalculation(db, caller, id);
}

/** Approving and paying are money events of the branch (audited with it, for Sales → Events). */
export async function approveCalculation(
  db: Db,
  caller: PayCaller,
  id: number,
  version?: number,
): Promise<PayCalculationDetail> {
  await inTransaction(db, async (tx) => {
    const row = await lockedIn(tx, caller, id, 'draft', 'approved', version);
    await tx
      .update(payCalculations)
      .set({ status: 'approved', approvedBy: caller.userId, approvedAt: new Date(), ...bump(row) })
      .where(and(ofCaller(caller), eq(payCalculations.id, id)));
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      branchId: caller.scope.branchId,
      actorUserId: caller.userId,
      entity: 'pay_calculation',
      entityId: id,
      action: 'update',
      before: { status: 'draft', total: row.total },
      after: { status: 'approved', total: row.total, periodFrom: row.periodFrom, periodTo: row.periodTo },
    });
  });
  return showCalculation(db, caller, id);
}

export async function payCalculation(
  { db, liveOutbox }: { db: Db; liveOutbox: LiveOutbox },
  caller: PayCaller,
  id: number,
  method: PaymentMethod,
  version?: number,
): Promise<PayCalculationDetail> {
  // Pay in cash leaves the drawer: the cash panel and reports on screen follow it.
  const event = await inTransaction(db, async (tx) => {
    const row = await lockedIn(tx, caller, id, 'approved', 'paid', version);
    const shares = await tx
      .select({
        employeeId: payCalculationLines.employeeId,
        amounts: sql<string[]>`array_agg(${payCalculationLines.amount}::text)`,
      })
      .from(payCalculationLines)
      .where(
        and(
          eq(payCalculationLines.organizationId, caller.organizationId),
          eq(payCalculationLines.calculationId, id),
        ),
      )
      .groupBy(payCalculationLines.employeeId)
      .orderBy(asc(payCalculationLines.employeeId));
    const localDate = branchToday(caller);
    for (const share of shares) {
      const subtotal = sumMoney(share.amounts);
      if (subtotal.lte(0)) continue;
      await recordTransaction(tx, caller.scope, {
        kind: 'salary',
        method,
        amount: moneyText(moneyZero.minus(subtotal)),
        localDate,
        employeeId: share.employeeId,
        payCalculationId: id,
        note: `Pay ${row.periodFrom} to ${row.periodTo}`,
        actorUserId: caller.userId,
      });
    }
    await tx
      .update(payCalculations)
      .set({ status: 'paid', paidAt: new Date(), ...bump(row) })
      .where(and(ofCaller(caller), eq(payCalculations.id, id)));
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      branchId: caller.scope.branchId,
      actorUserId: caller.userId,
      entity: 'pay_calculation',
      entityId: id,
      action: 'update',
      before: { status: 'approved', total: row.total },
      after: { status: 'paid', total: row.total, method, periodFrom: row.periodFrom, periodTo: row.periodTo },
    });
    return enqueueMoneyChanged(tx, caller, { dates: [localDate] });
  });
  await liveOutbox.publishAfterCommit([event]);
  return showCalculation(db, caller, id);
}

export async function deleteCalculation(db: Db, caller: PayCaller, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await lockedIn(tx, caller, id, 'draft', 'deleted');
    await tx.delete(payCalculations).where(and(ofCaller(caller), eq(payCalculations.id, id)));
    await recordAudit(tx, {
      organizationId: caller.organizationId,
      actorUserId: caller.userId,
      entity: 'pay_calculation',
      entityId: id,
      action: 'delete',
      before: { periodFrom: row.periodFrom, periodTo: row.periodTo, total: row.total },
      after: null,
    });
  });
}
