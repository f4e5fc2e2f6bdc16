import { and, eq, isNotNull } from 'drizzle-orm';
import type { ProfilePlace } from '../../../src/schema/online-booking/profile';
import type { HoursException } from '../../../src/schema/online-booking/profile-hours';
import type { WorkingHours } from '../../../src/schema/organization';
import { addDays } from '../../../src/schema/schedule/calendar';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { Db } from '../../db/client';
import { bookingAddresses, branchProfiles } from '../../db/tables';
import { findProfile, listHoursExceptions, type ProfileRow } from './profile.repository';
import { pageOwner } from './public-page';
import { keptForBranch } from './public-times-cache';

/** What the public page shows of a branch's profile: the parts, its every-day hours and the exceptions coming. */
export type PageProfile = { row: ProfileRow; workingHours: WorkingHours; exceptions: HoursException[] };

/** The page lists exceptions this far ahead: the coming holidays, not the whole year. */
const exceptionsShownDays = 60;

/**
 * A branch page's profile by its slug (null for a chain's or an unknown slug), kept as briefly as its description and
 * dropped with it (public-times-cache.ts): a save on the Presence screens drops it at once here, elsewhere within
 * seconds.
 */
export async function profileForSlug(db: Db, slug: string): Promise<PageProfile | null> {
  const owner = await pageOwner(db, slug);
  const branch = owner?.branch;
  if (!owner || !branch) return null;
  const scope = { organizationId: owner.organizationId, branchId: branch.id };
  return keptForBranch(db, branch, 'profile', async () => {
    const today = instantToZoned(Date.now(), branch.timeZone).date;
    const [row, exceptions] = await Promise.all([findProfile(db, scope), listHoursExceptions(db, scope, today, addDays(today, exceptionsShownDays))]);
    return { row, workingHours: branch.workingHours, exceptions };
  });
}

/** The place (area, coordinates) of each branch of a chain that set one, by the branch's slug: the chain page groups and sorts by it. */
export async function chainPlaces(db: Db, chainSlug: string): Promise<ReadonlyMap<string, ProfilePlace>> {
  const owner = await pageOwner(db, chainSlug);
  if (!owner || owner.branch) return new Map();
  const rows = await db
    .select({ slug: bookingAddresses.address, location: branchProfiles.location })
    .from(bookingAddresses)
    .innerJoin(branchProfiles, and(eq(branchProfiles.organizationId, bookingAddresses.organizationId), eq(branchProfiles.branchId, bookingAddresses.branchId)))
    .where(and(eq(bookingAddresses.kind, 'slug'), eq(bookingAddresses.organizationId, owner.organizationId), isNotNull(branchProfiles.location)));
  return new Map(rows.map((row) => [row.slug, row.location!]));
}
