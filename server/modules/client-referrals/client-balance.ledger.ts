import { and, eq } from 'drizzle-orm';
import type { ClientBalanceEntryKind } from '../../../src/schema/client-referrals/client-referrals';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import type { BranchScope } from '../../crud/branch-records';
import type { DbTransaction } from '../../db/client';
import { clientBalanceEntries, clients } from '../../db/tables';
import { badInput, conflict } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';

export type BalanceMove = {
  clientId: number;
  kind: ClientBalanceEntryKind;
  /** Signed decimal text: credits positive, payments negative. */
  amount: string;
  transactionId?: number | null;
  referralId?: number | null;
  note?: string | null;
  actorUserId: number | null;
};

/**
 * The one writer of `clients.balance` (docs/client-referrals.md "The ledger"): inside the caller's transaction, the
 * client's row is locked, the entry written with the balance after it, and the balance set to that, so the balance
 * is always the sum of its entries and two payments from it run one after the other. A client removed from the
 * list keeps their balance: a refund of what it paid still goes back to it. A payment above what the
 * balance holds is a 409 naming what it holds; the table's checks back it up. Every move is audited.
 */
export async function moveClientBalance(tx: DbTransaction, scope: BranchScope, move: BalanceMove) {
  const [client] = await tx
    .select({ balance: clients.balance })
    .from(clients)
    .where(and(eq(clients.organizationId, scope.organizationId), eq(clients.branchId, scope.branchId), eq(clients.id, move.clientId)))
    // Not FOR UPDATE: the sale and payment rows written before this hold the client's key share (their foreign keys),
    // which FOR UPDATE would wait on across two checkouts of one client, a deadlock; the balance is no key column.
    .for('no key update');
  if (!client) throw badInput([{ path: ['clientId'], message: (m) => m.notFound.client }]);
  const after = decimal(client.balance).plus(decimal(move.amount));
  if (after.lt(0)) {
    const balance = moneyText(client.balance);
    throw conflict((m) => m.clientReferrals.balanceTooLow({ balance }));
  }
  const [entry] = await tx
    .insert(clientBalanceEntries)
    .values({
      organizationId: scope.organizationId,
      branchId: scope.branchId,
      clientId: move.clientId,
      kind: move.kind,
      amount: moneyText(move.amount),
      balanceAfter: moneyText(after),
      transactionId: move.transactionId ?? null,
      referralId: move.referralId ?? null,
      note: move.note ?? null,
      createdBy: move.actorUserId,
    })
    .returning();
  await tx
    .update(clients)
    .set({ balance: moneyText(after), updatedAt: new Date() })
    .where(and(eq(clients.organizationId, scope.organizationId), eq(clients.id, move.clientId)));
  await recordAudit(tx, {
    organizationId: scope.organizationId,
    branchId: scope.branchId,
    actorUserId: move.actorUserId,
    entity: 'client_balance',
    entityId: entry!.id,
    action: 'create',
    before: { clientId: move.clientId, balance: moneyText(client.balance) },
    after: { clientId: move.clientId, balance: entry!.balanceAfter, kind: entry!.kind, amount: entry!.amount, transactionId: entry!.transactionId, referralId: entry!.referralId },
  });
  return entry!;
}
