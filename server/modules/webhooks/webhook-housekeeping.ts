import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The webhooks' housekeeping (docs/webhooks.md "Secret rotation" and "Log retention"), done by the delivery worker
 * now and then: a rotated secret whose grace period is over stops signing and is forgotten, and the log's settled
 * deliveries (delivered or failed for good) older than the retention window are deleted with their attempts, a small
 * batch at a time so no sweep holds the table. Endpoints and their state are never touched by the sweep.
 */

/** How long the delivery log keeps a settled delivery and its attempts. */
export const logRetentionDays = 30;
/** Rows deleted by one statement: short transactions, whatever the backlog. */
export const sweepBatchSize = 500;

export type SweepReport = { secretsDropped: number; deliveriesDeleted: number };

export async function sweepWebhooks(db: Db, options: { batchSize?: number; batches?: number } = {}): Promise<SweepReport> {
  const batchSize = options.batchSize ?? sweepBatchSize;
  const dropped = await db.execute(sql`
    UPDATE webhook_endpoints SET previous_sealed_secret = NULL, previous_secret_until = NULL
    WHERE previous_secret_until IS NOT NULL AND previous_secret_until <= now()`);
  let deliveriesDeleted = 0;
  for (let batch = 0; batch < (options.batches ?? 20); batch++) {
    // Attempts go with their delivery (ON DELETE CASCADE); a pending delivery is still being tried and stays.
    const deleted = await db.execute(sql`
      DELETE FROM webhook_deliveries WHERE (organization_id, id) IN (
        SELECT organization_id, id FROM webhook_deliveries
        WHERE status <> 'pending' AND created_at < now() - make_interval(days => ${logRetentionDays})
        ORDER BY created_at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)`);
    deliveriesDeleted += deleted.rowCount ?? 0;
    if ((deleted.rowCount ?? 0) < batchSize) break;
  }
  return { secretsDropped: dropped.rowCount ?? 0, deliveriesDeleted };
}
