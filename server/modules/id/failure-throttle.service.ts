import { DomainError } from '../../plugins/app/domain-error';
import type { DbExecutor } from '../../db/client';
import type { FailureLimit } from './id-config';
import { pruneNowAndThen } from './rate-limit.service';
import {
  countAttempts,
  deleteAttempts,
  deleteAttemptsById,
  insertAttempts,
  type AttemptKey,
} from './sign-in-attempts.repository';

/** One count a failure goes into: which limit, and whose (a login, an address, a pair, a user id). */
export type FailureCount = { limit: FailureLimit; key: string };

const failureAction = 'failure';
const attemptOf = (count: FailureCount): AttemptKey => ({
  scope: count.limit.scope,
  action: failureAction,
  key: count.key,
});

/** How long after the newest of `earlier` failures the next attempt must wait: 0, then growing (id-config). */
export function failureDelaySeconds(limit: FailureLimit, earlier: number): number {
  if (earlier < limit.free) return 0;
  return Math.min(limit.maxDelaySeconds, limit.firstDelaySeconds * 2 ** (earlier - limit.free));
}

export type Guarded<R> =
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'checked'; result: R; failed: boolean; failures: Map<FailureLimit['scope'], number> };

/**
 * Runs a check of a password or code under the given failure counts. The attempt is written down as a
 * failure before anything else and only compared with the ones recorded before it, so a burst of concurrent
 * guesses is put in one order instead of all slipping through together. A throttled attempt is not a failure
 * (it checked nothing) and a passed one is forgotten: both rows are taken back.
 */
export async function guardFailures<R>(
  db: DbExecutor,
  counts: FailureCount[],
  check: () => Promise<R>,
  isFailure: (result: R) => boolean,
): Promise<Guarded<R>> {
  const attempts = counts.map(attemptOf);
  const ids = await insertAttempts(db, attempts);
  await pruneNowAndThen(db);
  const earlier = await Promise.all(
    counts.map((c, i) => countAttempts(db, attempts[i]!, c.limit.windowSeconds, ids[i])),
  );
  const waitMs = Math.max(
    0,
    ...earlier.map(({ count, newestAgeMs }, i) => {
      const delay = failureDelaySeconds(counts[i]!.limit, count);
      return delay > 0 && newestAgeMs !== null ? delay * 1000 - newestAgeMs : 0;
    }),
  );
  if (waitMs > 0) {
    await deleteAttemptsById(db, ids);
    return { kind: 'throttled', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  const result = await check();
  const failed = isFailure(result);
  if (!failed) await deleteAttemptsById(db, ids);
  const failures = new Map(counts.map((c, i) => [c.limit.scope, earlier[i]!.count + (failed ? 1 : 0)]));
  return { kind: 'checked', result, failed, failures };
}

/** The right answer from here: this count's earlier failures no longer slow this place down. */
export const forgetFailures = (db: DbExecutor, count: FailureCount) => deleteAttempts(db, attemptOf(count));

/** For the JSON endpoints behind a session: 429, and the route adds Retry-After (see withRetryAfter). */
export class ThrottledError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', (m) => m.account.tooManyWrongAttempts);
  }
}
