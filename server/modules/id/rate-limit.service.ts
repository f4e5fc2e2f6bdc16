import type { RateLimit } from './id-config';
import type { DbExecutor } from './db-executor';
import {
  countAttempts,
  deleteAttempt,
  deleteAttempts,
  insertAttempt,
  pruneAttempts,
} from './sign-in-attempts.repository';

export type RateLimitVerdict =
  { allowed: true; attemptId: number } | { allowed: false; retryAfterSeconds: number };

const keepAttemptsSeconds = 24 * 60 * 60;

/**
 * Records the event first and counts afterwards (each statement commits on its own), so concurrent requests
 * see each other and a burst cannot slip past the limit. Refused events count too: hammering keeps the door shut.
 */
export async function hitRateLimit(db: DbExecutor, limit: RateLimit, key: string): Promise<RateLimitVerdict> {
  const attempt = { scope: limit.scope, action: limit.action, key };
  const attemptId = await insertAttempt(db, attempt);
  // Pruning now and then keeps the table small without a scheduler that a second process would also run.
  if (Math.random() < 0.01) await pruneAttempts(db, keepAttemptsSeconds);
  const { count, oldestAt } = await countAttempts(db, attempt, limit.windowSeconds);
  if (count <= limit.max) return { allowed: true, attemptId };
  const freesAt = (oldestAt?.getTime() ?? Date.now()) + limit.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)) };
}

/** The event turned out not to be a failure (e.g. the right password, code still to come): do not count it. */
export const forgetAttempt = (db: DbExecutor, attemptId: number) => deleteAttempt(db, attemptId);

/** A successful sign-in clears the login's failures. */
export const clearAttempts = (db: DbExecutor, limit: RateLimit, key: string) =>
  deleteAttempts(db, { scope: limit.scope, action: limit.action, key });
