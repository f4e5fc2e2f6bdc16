import type { DbTransaction } from '../../db/client';
import { writeOrders, type OrderActor, type OrderDeps } from './order-writer';
import { changeStatus } from './orders.service';
import { branchOf, claimUnclosedOrders } from './orders.repository';
import { type BranchInfo } from '../../crud/branch-records';

/** How often the job looks for visits nobody closed, and how many it takes per transaction. */
export const missedOrdersIntervalMs = 60_000;
const batchSize = 100;

/**
 * Marks visits that ended before `now` while still waiting or approved as missed (`order_status.pass`): the
 * client's missed-visit count goes up (each joined client's, for a group class), the history says the system did
 * it, `order:missed` is announced. Rows
 * are claimed with FOR UPDATE SKIP LOCKED, so processes running the job side by side never count one twice.
 * Answers how many it marked.
 */
export async function markMissedOrders(deps: OrderDeps, now = new Date()): Promise<number> {
  let marked = 0;
  for (;;) {
    const count = await writeOrders(deps, null, async (tx, announce) => {
      const rows = await claimUnclosedOrders(tx, now, batchSize);
      const branches = new Map<number, BranchInfo>();
      for (const row of rows) {
        const actor = await systemActor(tx, branches, row);
        await changeStatus(tx, actor, row, 'order_status.pass', (event, order) => announce(event, order, actor));
      }
      return rows.length;
    });
    marked += count;
    if (count < batchSize) return marked;
  }
}

async function systemActor(tx: DbTransaction, cache: Map<number, BranchInfo>, row: { organizationId: number; branchId: number }): Promise<OrderActor & { scope: { organizationId: number; branchId: number } }> {
  let branch = cache.get(row.branchId);
  if (!branch) cache.set(row.branchId, (branch = await branchOf(tx, row.organizationId, row.branchId)));
  return { organizationId: row.organizationId, userId: null, branch, scope: { organizationId: row.organizationId, branchId: row.branchId } };
}
