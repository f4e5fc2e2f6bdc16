import { and, eq, isNull } from 'drizzle-orm';
import type { BranchScope } from '../../crud/branch-records';
import type { DbTransaction } from '../../crud/crud.repository';
import { cashRegisterSettings, cashShifts } from '../../db/tables';
import { conflict, type Sentence } from '../../plugins/app/domain-error';

export const noOpenShiftMessage: Sentence = (m) => m.cashRegister.noOpenShift;

/**
 * The cash shift a cash movement falls in. With the branch's cash register on, cash needs an open shift (409
 * otherwise); with it off, cash still lands in a shift when one happens to be open. The shift row is locked
 * FOR SHARE until the caller's transaction ends, so a shift cannot be closed while a payment is being written
 * into it, and its expected cash at closing includes every movement.
 */
export async function cashShiftForPayment(tx: DbTransaction, scope: BranchScope): Promise<number | null> {
  const [open] = await tx
    .select({ id: cashShifts.id })
    .from(cashShifts)
    .where(and(eq(cashShifts.organizationId, scope.organizationId), eq(cashShifts.branchId, scope.branchId), isNull(cashShifts.closedAt)))
    .for('share');
  if (open) return open.id;
  const [settings] = await tx
    .select({ enabled: cashRegisterSettings.enabled })
    .from(cashRegisterSettings)
    .where(and(eq(cashRegisterSettings.organizationId, scope.organizationId), eq(cashRegisterSettings.branchId, scope.branchId)));
  if (settings?.enabled) throw conflict(noOpenShiftMessage);
  return null;
}
