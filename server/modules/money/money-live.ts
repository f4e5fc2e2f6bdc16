import type { MoneyChangedData } from '../../../src/schema/live';
import type { BranchCaller } from '../../crud/branch-records';
import type { DbTransaction } from '../../db/client';
import { enqueueLiveEvent } from '../live/live-outbox';

/** What a money write touched; days and orders may repeat or be null (a walk-in's sale names no order). */
export type MoneyChange = { dates: readonly string[]; clientId?: number | null; orderIds?: readonly (number | null)[] };

/**
 * Queues `money:changed` on the branch's channel in the money write's own transaction (the live outbox publishes
 * it once the write commits, never when it rolls back): every screen showing the branch's money, on every device,
 * refetches what the change made stale (src/lib/money-query-keys.ts). Returns the outbox row's id, for the caller
 * to publish after commit (LiveOutbox.publishAfterCommit).
 */
export function enqueueMoneyChanged(tx: DbTransaction, caller: Pick<BranchCaller, 'organizationId' | 'branch'>, change: MoneyChange): Promise<number> {
  const data: MoneyChangedData = {
    dates: [...new Set(change.dates)].sort(),
    clientId: change.clientId ?? null,
    orderIds: [...new Set(change.orderIds?.filter((id): id is number => id !== null))],
  };
  return enqueueLiveEvent(tx, { organizationId: caller.organizationId, channel: caller.branch.guid, message: { event: 'money:changed', data } });
}
