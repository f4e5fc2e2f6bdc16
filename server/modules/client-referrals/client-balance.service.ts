import { and, desc, eq } from 'drizzle-orm';
import type { ClientBalance } from '../../../src/schema/client-referrals/client-referrals';
import { moneyText } from '../../../src/schema/money/decimal';
import type { BranchCaller } from '../../crud/branch-records';
import type { DbExecutor } from '../../db/client';
import { clientBalanceEntries, clients, transactions } from '../../db/tables';
import { notFound } from '../../plugins/app/domain-error';

/** How much history the card shows: a balance moves a few times a year, so this is years of it. */
const shownEntries = 200;

/** The client is this branch's (another branch's or chain's answers 404, as an unknown one). */
export async function branchClient(db: DbExecutor, caller: BranchCaller, clientId: number): Promise<{ balance: string }> {
  const [client] = await db
    .select({ balance: clients.balance })
    .from(clients)
    .where(and(eq(clients.organizationId, caller.organizationId), eq(clients.branchId, caller.branchId), eq(clients.id, clientId)));
  if (!client) throw notFound('client');
  return client;
}

/** `GET /branches/{id}/clients/{clientId}/balance`: what the balance holds and its entries, newest first. */
export async function readClientBalance(db: DbExecutor, caller: BranchCaller, clientId: number): Promise<ClientBalance> {
  const client = await branchClient(db, caller, clientId);
  const rows = await db
    .select({ entry: clientBalanceEntries, saleId: transactions.saleId })
    .from(clientBalanceEntries)
    .leftJoin(transactions, and(eq(transactions.organizationId, clientBalanceEntries.organizationId), eq(transactions.id, clientBalanceEntries.transactionId)))
    .where(and(eq(clientBalanceEntries.organizationId, caller.organizationId), eq(clientBalanceEntries.clientId, clientId)))
    .orderBy(desc(clientBalanceEntries.createdAt), desc(clientBalanceEntries.id))
    .limit(shownEntries);
  return {
    balance: moneyText(client.balance),
    currency: caller.branch.currency,
    entries: rows.map(({ entry, saleId }) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      transactionId: entry.transactionId,
      saleId,
      referralId: entry.referralId,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
