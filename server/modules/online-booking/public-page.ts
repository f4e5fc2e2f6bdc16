import type { Db } from '../../db/client';
import { badInput, notFound, type FieldIssue } from '../../plugins/app/domain-error';
import { findPageOwner } from './booking-addresses.repository';
import type { OnlineService } from './online-availability';
import type { loadOnlineAvailability } from './online-availability.repository';
import { branchRules } from './rules-in-force';

/**
 * The branch a public call is about, by its page's slug. An unknown slug and a chain's page (pick a branch first)
 * answer 404, as does a branch closed online (checked with its rules, `checkVisit`), so a stranger learns nothing the
 * page itself does not show.
 */
export async function openBranchPage(db: Db, slug: string) {
  const owner = await pageOwner(db, slug);
  if (!owner) throw notFound((m) => m.onlineBooking.pageNotFound);
  if (!owner.branch) throw notFound((m) => m.onlineBooking.chainPage);
  return { organizationId: owner.organizationId, branch: owner.branch, scope: { organizationId: owner.organizationId, branchId: owner.branch.id } };
}

/**
 * Whose page a slug is, kept as briefly as the times are (public-times-cache.ts), so that a visitor served a kept
 * answer costs no query at all. A slug given to another page here drops them at once; elsewhere within seconds.
 */
const ownerTtlMs = 5_000;
const owners = new WeakMap<object, Map<string, { expires: number; owner: ReturnType<typeof findPageOwner> }>>();

export function pageOwner(db: Db, slug: string): ReturnType<typeof findPageOwner> {
  let kept = owners.get(db);
  if (!kept) owners.set(db, (kept = new Map()));
  const now = Date.now();
  const hit = kept.get(slug);
  if (hit && hit.expires > now) return hit.owner;
  if (kept.size > 1000) kept.clear();
  const owner = findPageOwner(db, 'slug', slug);
  kept.set(slug, { expires: now + ownerTtlMs, owner });
  owner.catch(() => kept.delete(slug));
  return owner;
}

export const forgetPageOwners = (db: Db): void => void owners.delete(db);

type Loaded = Awaited<ReturnType<typeof loadOnlineAvailability>>;

/** The branch takes online bookings, and these services and this team member (when one is named) too: else 404 or 400. */
export function checkVisit(loaded: Loaded, employeeId: number | undefined, fields: { services: string; employee: string }): OnlineService[] {
  if (!branchRules(loaded.rules).values.bookable) throw notFound((m) => m.onlineBooking.pageNotFound);
  const issues: FieldIssue[] = [];
  if (loaded.services.some((service) => !service?.bookableOnline)) issues.push({ path: [fields.services], message: (m) => m.onlineBooking.notBookableOnline });
  if (employeeId !== undefined && loaded.employeeBookable.get(employeeId) !== true) issues.push({ path: [fields.employee], message: (m) => m.onlineBooking.employeeNotBookable });
  if (issues.length > 0) throw badInput(issues);
  return loaded.services as OnlineService[];
}
