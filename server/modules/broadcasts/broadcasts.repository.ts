import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  broadcastAudienceSchema,
  noFigures,
  type Broadcast,
  type BroadcastChannel,
  type BroadcastFigures,
  type BroadcastInput,
} from '../../../src/schema/messages/broadcast';
import type { ListMeta } from '../../../src/schema/protocol';
import type { DbExecutor } from '../../db/client';
import { broadcasts, marketingUnsubscribes, outbox } from '../../db/tables';
import { conflict, DomainError, notFound } from '../../plugins/app/domain-error';
import { readTogether } from '../../db/read-together';

/** Broadcasts of one branch: drafts written by people, the rest moved on by sending (broadcast-runner.ts). */

export type BroadcastScope = { organizationId: number; branchId: number };
export type BroadcastRow = typeof broadcasts.$inferSelect;

const missing = () => notFound((m) => m.broadcasts.notFound);
const onlyDraft = () => conflict((m) => m.broadcasts.onlyDraft);
const stale = () => new DomainError('stale_version', (m) => m.common.staleVersion);

const inScope = (scope: BroadcastScope, id: number) => and(eq(broadcasts.organizationId, scope.organizationId), eq(broadcasts.branchId, scope.branchId), eq(broadcasts.id, id));

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const broadcastOf = (row: BroadcastRow, figures: BroadcastFigures): Broadcast => ({
  id: row.id,
  branchId: row.branchId,
  channel: row.channel,
  name: row.name,
  subject: row.subject,
  body: row.body,
  audience: broadcastAudienceSchema.parse(row.audience),
  status: row.status,
  scheduledAt: iso(row.scheduledAt),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
  leftOut: row.leftOut,
  figures,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The figures of several broadcasts in one grouped query over their outbox rows (by status and reason), with the
 * people who unsubscribed through each one's link beside them.
 */
export async function figuresOf(db: DbExecutor, organizationId: number, ids: readonly number[]): Promise<Map<number, BroadcastFigures>> {
  const figures = new Map(ids.map((id) => [id, noFigures()]));
  if (ids.length === 0) return figures;
  const idList = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const result = await db.execute<{ broadcast_id: string; status: string; reason: string | null; total: number }>(sql`
    select ${outbox.broadcastId} as broadcast_id, ${outbox.status} as status, ${outbox.reason} as reason, count(*)::int as total
      from ${outbox} where ${outbox.organizationId} = ${organizationId} and ${outbox.broadcastId} in (${idList})
      group by 1, 2, 3
    union all
    select ${marketingUnsubscribes.broadcastId}, 'unsubscribedByLink', null, count(*)::int
      from ${marketingUnsubscribes} where ${marketingUnsubscribes.organizationId} = ${organizationId} and ${marketingUnsubscribes.broadcastId} in (${idList})
      group by 1`);
  for (const row of result.rows) {
    const f = figures.get(Number(row.broadcast_id));
    if (!f) continue;
    const n = Number(row.total);
    if (row.status === 'unsubscribedByLink') {
      f.unsubscribed += n;
      continue;
    }
    f.recipients += n;
    if (row.status === 'pending') f.pending += n;
    else if (row.status === 'sent' || row.status === 'delivered') f.sent += n;
    else if (row.status === 'failed') f.failed += n;
    else f.skipped += n;
    if (row.status === 'delivered') f.delivered += n;
    if (row.reason === 'capped') f.capped += n;
    if (row.reason === 'unsubscribed') f.unsubscribed += n;
  }
  return figures;
}

export async function withFigures(db: DbExecutor, rows: BroadcastRow[]): Promise<Broadcast[]> {
  if (rows.length === 0) return [];
  const figures = await figuresOf(db, rows[0]!.organizationId, rows.map((row) => row.id));
  return rows.map((row) => broadcastOf(row, figures.get(row.id) ?? noFigures()));
}

export async function listBroadcasts(db: DbExecutor, scope: BroadcastScope, channels: readonly BroadcastChannel[], page: number, perPage: number): Promise<{ items: Broadcast[]; meta: ListMeta }> {
  const where = and(eq(broadcasts.organizationId, scope.organizationId), eq(broadcasts.branchId, scope.branchId), inArray(broadcasts.channel, [...channels]));
  const [rows, [counted]] = await readTogether(
    db,
    () => db.select().from(broadcasts).where(where).orderBy(desc(broadcasts.createdAt), desc(broadcasts.id)).limit(perPage).offset((page - 1) * perPage),
    () => db.select({ total: count() }).from(broadcasts).where(where),
  );
  const total = counted?.total ?? 0;
  return {
    items: await withFigures(db, rows),
    meta: { totalItems: total, totalPages: Math.ceil(total / perPage), currentPage: page, itemsPerPage: perPage, itemCount: rows.length },
  };
}

export async function findBroadcast(db: DbExecutor, scope: BroadcastScope, id: number, forUpdate = false): Promise<BroadcastRow> {
  const query = db.select().from(broadcasts).where(inScope(scope, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw missing();
  return row;
}

export async function readBroadcast(db: DbExecutor, scope: BroadcastScope, id: number): Promise<Broadcast> {
  const [broadcast] = await withFigures(db, [await findBroadcast(db, scope, id)]);
  return broadcast!;
}

type DraftValues = Required<Pick<BroadcastInput, 'channel' | 'name' | 'subject' | 'body'>> & { audience: Broadcast['audience'] };

const draftColumns = (input: DraftValues) => ({
  channel: input.channel,
  name: input.name,
  // Only e-mail has a subject: another channel keeps none, whatever a client sent.
  subject: input.channel === 'email' ? input.subject.trim() : '',
  body: input.body.trim(),
  audience: input.audience,
});

export async function createDraft(db: DbExecutor, scope: BroadcastScope, input: DraftValues, userId: number): Promise<Broadcast> {
  const [row] = await db.insert(broadcasts).values({ ...scope, ...draftColumns(input), createdBy: userId }).returning();
  return broadcastOf(row!, noFigures());
}

/** A draft's new words or audience, over the version read; anything past a draft answers 409. */
export async function updateDraft(db: DbExecutor, scope: BroadcastScope, id: number, input: DraftValues, version: number): Promise<Broadcast> {
  const [row] = await db
    .update(broadcasts)
    .set({ ...draftColumns(input), version: sql`${broadcasts.version} + 1`, updatedAt: sql`now()` })
    .where(and(inScope(scope, id), eq(broadcasts.status, 'draft'), eq(broadcasts.version, version)))
    .returning();
  if (row) return broadcastOf(row, noFigures());
  const current = await findBroadcast(db, scope, id);
  throw current.status === 'draft' ? stale() : onlyDraft();
}

export async function deleteDraft(db: DbExecutor, scope: BroadcastScope, id: number): Promise<void> {
  const deleted = await db.delete(broadcasts).where(and(inScope(scope, id), eq(broadcasts.status, 'draft'))).returning({ id: broadcasts.id });
  if (deleted.length === 0) {
    await findBroadcast(db, scope, id);
    throw onlyDraft();
  }
}

/**
 * Sends a draft: now (straight to sending, the runner expands it) or at a time ahead (scheduled until then). The
 * version read guards against sending words someone changed meanwhile.
 */
export async function sendDraft(db: DbExecutor, scope: BroadcastScope, id: number, version: number, at: Date | null): Promise<Broadcast> {
  const now = at === null;
  const [row] = await db
    .update(broadcasts)
    .set({
      status: now ? 'sending' : 'scheduled',
      scheduledAt: at ?? sql`now()`,
      startedAt: now ? sql`now()` : null,
      version: sql`${broadcasts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(inScope(scope, id), eq(broadcasts.status, 'draft'), eq(broadcasts.version, version)))
    .returning();
  if (row) return broadcastOf(row, noFigures());
  const current = await findBroadcast(db, scope, id);
  throw current.status === 'draft' ? stale() : onlyDraft();
}

/**
 * Cancels a scheduled or sending broadcast: the state first (it waits for a batch being expanded to commit, and no
 * batch adds rows after it), then the caller withdraws what is still queued (withdrawBroadcast).
 */
export async function cancelBroadcast(db: DbExecutor, scope: BroadcastScope, id: number): Promise<BroadcastRow> {
  const [row] = await db
    .update(broadcasts)
    .set({ status: 'cancelled', finishedAt: sql`now()`, version: sql`${broadcasts.version} + 1`, updatedAt: sql`now()` })
    .where(and(inScope(scope, id), inArray(broadcasts.status, ['scheduled', 'sending'])))
    .returning();
  if (row) return row;
  await findBroadcast(db, scope, id);
  throw conflict((m) => m.broadcasts.notCancellable);
}
