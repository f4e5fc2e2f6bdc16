import type { HoursException } from '../../../src/schema/online-booking/profile-hours';
import type { WorkingHours } from '../../../src/schema/organization';
import { addDays } from '../../../src/schema/schedule/calendar';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { Db } from '../../db/client';
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
