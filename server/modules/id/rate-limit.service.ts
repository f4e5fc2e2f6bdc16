import type { RateLimit } from './id-config';
import type { DbExecutor } from '../../db/client';
import { countAttempts, insertAttempts, pruneAttempts } from './sign-in-attempts.repository';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Longer than the longest window of id-config (a day). */
const keepAttemptsSeconds = 2 * 24 * 60 * 60;

/** Pruning now and then keeps the table small without a scheduler that a second process would also run. */
export async function pruneNowAndThen(db: DbExecutor) {
  if (Math.random() < 0.01) await pruneAttempts(db, keepAttemptsSeconds);
}

/**
 * Records the event first and counts afterwards (each statement commits on its own), so concurrent requests
 * see each other and a burst cannot slip past the limit. Refused events count too: hammering keeps the door shut.
 */
export async function hitRateLimit(db: DbExecutor, limit: RateLimit, key: string): Promise<RateLimitVerdict> {
  const attempt = { scope: limit.scope, action: limit.action, key };
  await insertAttempts(db, [attempt]);
  await pruneNowAndThen(db);
  const { count, oldestAt } = await countAttempts(db, attempt, limit.windowSeconds);
  if (count <= limit.max) return { allowed: true };
  const freesAt = (oldestAt?.getTime() ?? Date.now()) + limit.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)) };
}
