/**
 * The booking page's public answers, kept a few seconds per branch and question (docs/online-booking.md decision 3):
 * its times, and the page's own description (`page`). Twenty people opening the same week cost one computation:
 * callers that come while it runs share its promise.
 * Any live event of the branch (a booking, a move, a shift changed: this process's or, through Redis, another's)
 * drops the branch's answers at once, as does a change of its rules here; the few seconds bound what another
 * process's rule change may leave. A time shown stale is never booked: the booking itself is judged again.
 * One cache per database handle, so servers (and tests) on different databases never share answers.
 */
export const publicTimesTtlMs = 5_000;

type Entry = { expires: number; answer: Promise<unknown> };
type Cache = { byBranch: Map<number, Map<string, Entry>>; branchOfGuid: Map<string, number> };

const caches = new WeakMap<object, Cache>();
const cacheOf = (db: object): Cache => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { byBranch: new Map(), branchOfGuid: new Map() }));
  return cache;
};

/** `key` names the question within the branch; each kind of answer keeps keys of its own shape. */
export function keptForBranch<T>(db: object, branch: { id: number; guid: string }, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  cache.branchOfGuid.set(branch.guid, branch.id);
  let answers = cache.byBranch.get(branch.id);
  if (!answers) cache.byBranch.set(branch.id, (answers = new Map()));
  const now = Date.now();
  const kept = answers.get(key);
  if (kept && kept.expires > now) return kept.answer as Promise<T>;
  // Questions nobody repeats would pile up: past a few hundred, the expired ones go.
  if (answers.size > 200) for (const [oldKey, old] of answers) if (old.expires <= now) answers.delete(oldKey);
  const answer = compute();
  const entry = { expires: now + publicTimesTtlMs, answer };
  answers.set(key, entry);
  // A failed computation is not kept: the next caller tries again.
  answer.catch(() => answers.get(key) === entry && answers.delete(key));
  return answer;
}

/** Drops a branch's answers (null: every branch's, when the chain's defaults change). */
export function forgetBranchTimes(db: object, branchId: number | null): void {
  const cache = cacheOf(db);
  if (branchId === null) cache.byBranch.clear();
  else cache.byBranch.delete(branchId);
}

/** For the live channel, which names branches by guid. */
export function forgetBranchTimesByGuid(db: object, guid: string): void {
  const branchId = cacheOf(db).branchOfGuid.get(guid);
  if (branchId !== undefined) forgetBranchTimes(db, branchId);
}
