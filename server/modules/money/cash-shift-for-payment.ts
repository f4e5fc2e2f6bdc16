import { and, eq, isNull } from 'drizzle-orm';
import type { BranchScope } from '../../crud/branch-records';
import type { DbTransaction } from '../../db/client';
import { cashRegisterSettings, cashShifts } from '../../db/tables';
import { carriedFloat, insertOpenShift } from '../cash-register/cash-shift-open';

const lockOpenShift = async (tx: DbTransaction, scope: BranchScope): Promise<number | null> => {
  const [open] = await tx
    .select({ id: cashShifts.id })
    .from(cashShifts)
    .where(and(eq(cashShifts.organizationId, scope.organizationId), eq(cashShifts.branchId, scope.branchId), isNull(cashShifts.closedAt)))
    .for('share');
  return open?.id ?? null;
};

/**
 * The cash shift a cash movement falls in. With the branch's cash register on and no shift open, the first cash
 * of the day opens one, by the person taking it, with the float the last shift started with (docs/decisions.md
 * "Front desk": as Fresha's and Altegio's tills do, cash is never refused for want of a shift). With the register
 * off, cash lands in a shift only when one happens to be open. The shift row is held FOR SHARE until the
 * caller's transaction ends, so it cannot be closed while a payment is being written into it, and its expected
 * cash at closing includes every movement.
 */
export async function cashShiftForPayment(tx: DbTransaction, scope: BranchScope, actorUserId: number | null): Promise<number | null> {
  const open = await lockOpenShift(tx, scope);
  if (open !== null) return open;
  const [settings] = await tx
    .select({ enabled: cashRegisterSettings.enabled })
    .from(cashRegisterSettings)
    .where(and(eq(cashRegisterSettings.organizationId, scope.organizationId), eq(cashRegisterSettings.branchId, scope.branchId)));
  if (!settings?.enabled) return null;
  // Two first payments at once: one opens the shift, the other finds it once the first has committed.
  return (await insertOpenShift(tx, scope, actorUserId, await carriedFloat(tx, scope), true)) ?? lockOpenShift(tx, scope);
}
