import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import { signInAttempts } from '../../db/tables';
import type { DbExecutor } from './db-executor';

export type AttemptKey = { scope: 'login' | 'address'; action: string; key: string };

export async function insertAttempt(db: DbExecutor, attempt: AttemptKey): Promise<number> {
  const [row] = await db.insert(signInAttempts).values(attempt).returning({ id: signInAttempts.id });
  return row!.id;
}

const inWindow = (attempt: AttemptKey, windowSeconds: number) =>
  and(
    eq(signInAttempts.scope, attempt.scope),
    eq(signInAttempts.action, attempt.action),
    eq(signInAttempts.key, attempt.key),
    gt(signInAttempts.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`),
  );

/** How many events fall in the window, and when the oldest of them leaves it. */
export async function countAttempts(db: DbExecutor, attempt: AttemptKey, windowSeconds: number) {
  const [row] = await db
    .select({ count: count(), oldestAt: min(signInAttempts.createdAt) })
    .from(signInAttempts)
    .where(inWindow(attempt, windowSeconds));
  return { count: row?.count ?? 0, oldestAt: row?.oldestAt ?? null };
}

export async function deleteAttempt(db: DbExecutor, id: number) {
  await db.delete(signInAttempts).where(eq(signInAttempts.id, id));
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
