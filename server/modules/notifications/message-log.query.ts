import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListQuery } from '../../../src/schema/list-query';
import { messageLogDefinition, type MessageLogEntry } from '../../../src/schema/messages/message-log';
import type { ListMeta } from '../../../src/schema/protocol';
import type { DbExecutor } from '../../db/client';
import { listFilterSql } from '../../crud/crud-sql';
import { validateListQuery } from '../../crud/list-query.rules';
import { outbox } from '../../db/tables';
import { DomainError, notFound } from '../../plugins/app/domain-error';
import { readTogether } from '../../db/read-together';

/**
 * The message log (issue 17): every message planned, sent, delivered, failed, skipped or withdrawn, in the engine's
 * list grammar, for a branch, or a client across the chain's branches.
 */
const columns: Record<string, PgColumn> = {
  id: outbox.id,
  channel: outbox.channel,
  status: outbox.status,
  event: outbox.event,
  recipient: outbox.recipient,
  clientId: outbox.clientId,
  orderId: outbox.orderId,
  createdAt: outbox.createdAt,
};

const entryOf = (row: typeof outbox.$inferSelect): MessageLogEntry => ({
  id: row.id,
  channel: row.channel,
  recipient: row.recipient,
  recipientType: row.recipientType ?? null,
  event: row.event,
  kind: row.kind,
  subject: row.subject,
  body: row.body,
  status: row.status,
  reason: row.reason,
  lastError: row.lastError,
  attempts: row.attempts,
  clientId: row.clientId,
  orderId: row.orderId,
  broadcastId: row.broadcastId,
  dueAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export type MessageLogScope = { organizationId: number; branchId?: number; clientId?: number };

export async function listMessages(db: DbExecutor, scope: MessageLogScope, query: ListQuery): Promise<{ items: MessageLogEntry[]; meta: ListMeta }> {
  const valid = validateListQuery(messageLogDefinition, query);
  const where = and(
    eq(outbox.organizationId, scope.organizationId),
    scope.branchId === undefined ? undefined : eq(outbox.branchId, scope.branchId),
    scope.clientId === undefined ? undefined : eq(outbox.clientId, scope.clientId),
    // In-app feed rows are the staff's own, read in their account; the log is of what went outside.
    sql`${outbox.channel} <> 'inApp'`,
    listFilterSql(messageLogDefinition, columns, valid),
  );
  const [rows, [counted]] = await readTogether(
    db,
    () => db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(...valid.sort.map((entry) => (entry.order === 'desc' ? desc : asc)(columns[entry.field]!)), desc(outbox.id))
      .limit(valid.perPage)
      .offset((valid.page - 1) * valid.perPage),
    () => db.select({ total: count() }).from(outbox).where(where),
  );
  const total = counted?.total ?? 0;
  return {
    items: rows.map(entryOf),
    meta: { totalItems: total, totalPages: Math.ceil(total / valid.perPage), currentPage: valid.page, itemsPerPage: valid.perPage, itemCount: rows.length },
  };
}

/** "Send again" for a failed message: back in the queue at once, its attempts counted afresh. */
export async function resendMessage(db: DbExecutor, scope: { organizationId: number; branchId: number }, id: number): Promise<MessageLogEntry> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, lastError: null, reason: null, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.organizationId, scope.organizationId), eq(outbox.branchId, scope.branchId), eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning();
  if (row) return entryOf(row);
  const [exists] = await db
    .select({ status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.organizationId, scope.organizationId), eq(outbox.branchId, scope.branchId), eq(outbox.id, id)));
  if (!exists) throw notFound('record');
  throw new DomainError('conflict', (m) => m.messages.onlyFailedResend);
}

/** The branch a message was planned in, to authorise a call naming it by id alone. */
export async function branchOfMessage(db: DbExecutor, id: number): Promise<number | null> {
  const [row] = await db.select({ branchId: outbox.branchId }).from(outbox).where(eq(outbox.id, id));
  return row?.branchId ?? null;
}
