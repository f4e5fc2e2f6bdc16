import type { Db } from '../../db/client';
import { findPresence, type PresenceRow } from './presence.repository';
import { pageOwner } from './public-page';
import { keptForBranch } from './public-times-cache';

/**
 * What the public page shows of a branch's presence (gallery, promo, trackers, SEO), kept as briefly as its
 * description and dropped with it (public-times-cache.ts): a visitor served a kept answer costs no query. A save on
 * the Presence screens drops it at once here, elsewhere within the few seconds.
 */
export function pagePresence(db: Db, owner: { organizationId: number; branch: { id: number; guid: string } }): Promise<PresenceRow> {
  return keptForBranch(db, owner.branch, 'presence', () => findPresence(db, { organizationId: owner.organizationId, branchId: owner.branch.id }));
}

/** A branch page's presence by its slug; null for a chain's or an unknown slug. */
export async function presenceForSlug(db: Db, slug: string): Promise<PresenceRow | null> {
  const owner = await pageOwner(db, slug);
  return owner?.branch ? pagePresence(db, { organizationId: owner.organizationId, branch: owner.branch }) : null;
}
