import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clientLanguageOfBranch } from '../../../src/schema/messages/message-language';
import { noneLeftOut } from '../../../src/schema/messages/broadcast';
import { inTransaction } from '../../crud/crud.repository';
import type { Db, DbTransaction } from '../../db/client';
import { branches, broadcasts, outbox } from '../../db/tables';
import { afterQuietHours } from '../notifications/quiet-hours';
import { broadcastCopy } from './broadcast-message';
import { audienceBatch } from './broadcast-audience';
import { readMarketingSettings } from './marketing-settings.repository';
import { readTogether } from '../../db/read-together';

/**
 * A sending broadcast becomes outbox rows one batch of clients at a time, each batch its own short transaction, so a
 * 100 000-client audience never holds locks for minutes: the broadcast's row is locked for the batch (a second
 * process skips it, a cancel waits for the batch to end), the next clients after `expanded_through` are read with
 * their reasons, the rows are inserted under the key broadcast + client + channel (ON CONFLICT DO NOTHING: a batch
 * run again after a crash adds nothing), and the cursor moves in the same commit.
 *
 * Throttling is done here, by the rows' due times: each row is due 1/rate seconds after the one before (the
 * branch's per-channel setting), moved past the quiet hours. The worker stays as it is, any number of processes
 * can run it and together they can never outpace the schedule, which a worker-side token bucket would have to
 * share between processes to promise; and reminders and codes (priority 0–2) are claimed before these rows (9)
 * whenever both are due. What it cannot do: two branches sharing the chain's provider each keep their own pace.
 */

export type ExpansionDeps = { db: Db; origin: () => string; unsubscribeKey: Buffer };
export type BatchOutcome = 'more' | 'done' | 'busy';

export const broadcastKey = (broadcastId: number, clientId: number, channel: string) => `broadcast:${broadcastId}:c${clientId}:${channel}`;

/** Broadcasts go after everything else in the queue. */
const broadcastPriority = 9;

/** An outbox row as jsonb_to_recordset reads it (the columns of `insertRows`). */
type OutboxInsert = {
  organization_id: number;
  branch_id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  meta: Record<string, unknown>;
  kind: 'marketing';
  priority: number;
  dedupe_key: string;
  event: string;
  recipient_type: 'customer';
  client_id: number;
  broadcast_id: number;
  language: string;
  next_attempt_at: string;
};

/**
 * A batch's rows as one jsonb parameter: the insert of a thousand e-mails takes a quarter of the time the same rows
 * take as 17 000 bound parameters (measured: 170–260 ms against 820–1580 ms on a loaded two-core machine).
 */
async function insertRows(tx: DbTransaction, rows: readonly OutboxInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`insert into ${outbox} (organization_id, branch_id, channel, recipient, subject, body, html, meta, kind, priority, dedupe_key, event, recipient_type, client_id, broadcast_id, language, next_attempt_at)
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row(organization_id bigint, branch_id bigint, channel text, recipient text, subject text, body text,
      html text, meta jsonb, kind text, priority smallint, dedupe_key text, event text, recipient_type text, client_id bigint, broadcast_id bigint, language text, next_attempt_at timestamptz)
    on conflict do nothing`);
}

export async function expandBatch(deps: ExpansionDeps, organizationId: number, id: number, batchSize = 1000): Promise<BatchOutcome> {
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(broadcasts)
      .where(and(eq(broadcasts.organizationId, organizationId), eq(broadcasts.id, id), eq(broadcasts.status, 'sending'), isNull(broadcasts.expandedAt)))
      .for('update', { skipLocked: true });
    if (!row) return 'busy';
    const scope = { organizationId, branchId: row.branchId };
    const [[branch], settings, batch] = await readTogether(
      tx,
      () => tx.select({ name: branches.name, address: branches.address, timeZone: branches.timeZone }).from(branches).where(and(eq(branches.organizationId, organizationId), eq(branches.id, row.branchId))),
      () => readMarketingSettings(tx, scope),
      () => audienceBatch(tx, scope, row.channel, row.audience, row.expandedThrough ?? 0, batchSize),
    );
    const timeZone = branch?.timeZone ?? 'UTC';
    const sender = {
      organizationId,
      branchName: branch?.name ?? '',
      branchAddress: branch?.address ?? '',
      language: clientLanguageOfBranch(timeZone),
      origin: deps.origin(),
      unsubscribeKey: deps.unsubscribeKey,
    };
    const gapMs = 1000 / settings.perSecond[row.channel];
    const leftOut = { ...noneLeftOut(), ...row.leftOut };
    let slot = Math.max(row.nextDueAt?.getTime() ?? 0, Date.now());
    const rows: OutboxInsert[] = [];
    for (const client of batch) {
      if (client.reason !== null) {
        leftOut[client.reason] += 1;
        continue;
      }
      const due = afterQuietHours(slot, settings.quietHours, timeZone);
      slot = due + gapMs;
      const copy = broadcastCopy(row, client, sender);
      rows.push({
        organization_id: organizationId,
        branch_id: row.branchId,
        channel: row.channel,
        recipient: client.address ?? '',
        subject: copy.subject,
        body: copy.body,
        html: copy.html,
        meta: copy.meta,
        kind: 'marketing',
        priority: broadcastPriority,
        dedupe_key: broadcastKey(row.id, client.id, row.channel),
        event: 'broadcast',
        recipient_type: 'customer',
        client_id: client.id,
        broadcast_id: row.id,
        language: sender.language,
        next_attempt_at: new Date(due).toISOString(),
      });
    }
    await insertRows(tx, rows);
    const done = batch.length < batchSize;
    await tx
      .update(broadcasts)
      .set({
        expandedThrough: batch.at(-1)?.id ?? row.expandedThrough,
        nextDueAt: new Date(slot),
        leftOut,
        ...(done ? { expandedAt: sql`now()` } : {}),
      })
      .where(and(eq(broadcasts.organizationId, organizationId), eq(broadcasts.id, id)));
    return done ? 'done' : 'more';
  });
}

/**
 * Withdraws a cancelled broadcast's rows not yet sent, a few thousand a statement (each commits on its own, so the
 * worker's claims never wait long). A row a worker holds at that moment is skipped here and caught by the marketing
 * gate before it is sent (marketing-gate.ts), as is everything left if this process dies half way.
 */
export async function withdrawBroadcast(db: Db, organizationId: number, id: number, batchSize = 5000): Promise<number> {
  let withdrawn = 0;
  for (;;) {
    const pending = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.broadcastId, id), eq(outbox.organizationId, organizationId), eq(outbox.status, 'pending')))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const changed = await db.update(outbox).set({ status: 'skipped', reason: 'broadcast_cancelled' }).where(inArray(outbox.id, pending)).returning({ id: outbox.id });
    withdrawn += changed.length;
    if (changed.length < batchSize) return withdrawn;
  }
}
