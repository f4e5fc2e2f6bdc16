import { and, count, eq, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import { signInAttempts } from '../../db/tables';
import type { DbExecutor } from '../../db/client';

export type AttemptKey = { scope: 'login' | 'address' | 'pair' | 'user' | 'branch'; action: string; key: string };

export async function insertAttempts(db: DbExecutor, attempts: AttemptKey[]): Promise<number[]> {
  if (attempts.length === 0) return [];
  const rows = await db.insert(signInAttempts).values(attempts).returning({ id: signInAttempts.id });
  return rows.map((r) => r.id);
}

const inWindow = (attempt: AttemptKey, windowSeconds: number) =>
  and(
    eq(signInAttempts.scope, attempt.scope),
    eq(signInAttempts.action, attempt.action),
    eq(signInAttempts.key, attempt.key),
    gt(signInAttempts.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
  );

/**
 * How many events fall in the window, when the oldest leaves it and how long ago the newest happened (on the
 * database's clock, which wrote them); with `beforeId`, only events recorded before that one (so concurrent
 * requests are put in one order).
 */
export async function countAttempts(
  db: DbExecutor,
  attempt: AttemptKey,
  windowSeconds: number,
  beforeId?: number,
) {
  const [row] = await db
    .select({
      count: count(),
      oldestAt: min(signInAttempts.createdAt),
      newestAgeMs: sql<
        number | null
      >`(extract(epoch from now() - ${max(signInAttempts.createdAt)}) * 1000)::float8`,
    })
    .from(signInAttempts)
    .where(
      and(
        inWindow(attempt, windowSeconds),
        beforeId === undefined ? undefined : lt(signInAttempts.id, beforeId),
      ),
    );
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null, newestAgeMs: row?.newestAgeMs ?? null };
}

export async function deleteAttemptsById(db: DbExecutor, ids: number[]) {
  if (ids.length > 0) await db.delete(signInAttempts).where(inArray(signInAttempts.id, ids));
}

export async function deleteAttempts(db: DbExecutor, attempt: AttemptKey) {
  await db
    .delete(signInAttempts)
    .where(
      and(
        eq(signInAttempts.scope, attempt.scope),
        eq(signInAttempts.action, attempt.action),
        eq(signInAttempts.key, attempt.key),
      ),
    );
}

export async function pruneAttempts(db: DbExecutor, olderThanSeconds: number) {
  await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}
