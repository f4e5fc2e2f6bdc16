import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  defaultProfileAbout,
  defaultProfileContacts,
  defaultProfilePlace,
  type ProfileAboutSettings,
  type ProfileContactsSettings,
  type ProfilePlace,
} from '../../../src/schema/online-booking/profile';
import type { HoursException } from '../../../src/schema/online-booking/profile-hours';
import type { IsoDate } from '../../../src/schema/schedule/calendar';
import type { DbExecutor } from '../../db/client';
import { branchHoursExceptions, branchProfiles } from '../../db/tables';

/**
 * A branch's profile (migration 0027): about, contacts and place parts of one row, made by the first save of any,
 * and the hours exceptions under the row's `hoursVersion`. A write names the version it read and changes the row only
 * while that version holds, in one statement (null: someone saved meanwhile), as presence.repository.ts does.
 */
export type ProfileScope = { organizationId: number; branchId: number };

export type ProfileRow = {
  about: ProfileAboutSettings;
  aboutVersion: number;
  contacts: ProfileContactsSettings;
  contactsVersion: number;
  location: ProfilePlace;
  locationVersion: number;
  hoursVersion: number;
};

const columns = {
  about: branchProfiles.about,
  aboutVersion: branchProfiles.aboutVersion,
  contacts: branchProfiles.contacts,
  contactsVersion: branchProfiles.contactsVersion,
  location: branchProfiles.location,
  locationVersion: branchProfiles.locationVersion,
  hoursVersion: branchProfiles.hoursVersion,
};

type StoredRow = { [K in keyof ProfileRow]: ProfileRow[K] | null };

const withDefaults = (row: StoredRow | undefined): ProfileRow => ({
  about: row?.about ?? defaultProfileAbout,
  aboutVersion: row?.aboutVersion ?? 0,
  contacts: { ...defaultProfileContacts, ...row?.contacts },
  contactsVersion: row?.contactsVersion ?? 0,
  location: row?.location ?? defaultProfilePlace,
  locationVersion: row?.locationVersion ?? 0,
  hoursVersion: row?.hoursVersion ?? 0,
});

const ofBranch = (scope: ProfileScope) => and(eq(branchProfiles.organizationId, scope.organizationId), eq(branchProfiles.branchId, scope.branchId));

export async function findProfile(db: DbExecutor, scope: ProfileScope): Promise<ProfileRow> {
  const [row] = await db.select(columns).from(branchProfiles).where(ofBranch(scope));
  return withDefaults(row);
}

export type ProfilePart = 'about' | 'contacts' | 'location' | 'hours';
const versionColumns = { about: branchProfiles.aboutVersion, contacts: branchProfiles.contactsVersion, location: branchProfiles.locationVersion, hours: branchProfiles.hoursVersion };

/**
 * Writes a part (the hours part has no value here: its rows are the exceptions) when its version is still
 * `version`: an update of the row, or (version 0) its making, which meets a row another part made on the key and
 * then updates it under the same condition. Null: stale.
 */
export async function saveProfilePart(db: DbExecutor, scope: ProfileScope, part: ProfilePart, value: unknown, version: number): Promise<ProfileRow | null> {
  const versionColumn = versionColumns[part];
  const values = { ...(part === 'hours' ? {} : { [part]: value }), [`${part}Version`]: version + 1 } as Partial<typeof branchProfiles.$inferInsert>;
  const set = { ...values, updatedAt: sql`now()` };
  const [row] =
    version === 0
      ? await db
          .insert(branchProfiles)
          .values({ ...scope, ...values })
          .onConflictDoUpdate({ target: [branchProfiles.organizationId, branchProfiles.branchId], set, setWhere: eq(versionColumn, version) })
          .returning(columns)
      : await db.update(branchProfiles).set(set).where(and(ofBranch(scope), eq(versionColumn, version))).returning(columns);
  return row ? withDefaults(row) : null;
}

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** The exceptions between two dates (both included), by date. */
export async function listHoursExceptions(db: DbExecutor, scope: ProfileScope, from: IsoDate, to: IsoDate): Promise<HoursException[]> {
  const rows = await db
    .select({ date: branchHoursExceptions.date, opens: branchHoursExceptions.opens, closes: branchHoursExceptions.closes, note: branchHoursExceptions.note })
    .from(branchHoursExceptions)
    .where(
      and(
        eq(branchHoursExceptions.organizationId, scope.organizationId),
        eq(branchHoursExceptions.branchId, scope.branchId),
        gte(branchHoursExceptions.date, from),
        lte(branchHoursExceptions.date, to),
      ),
    )
    .orderBy(asc(branchHoursExceptions.date));
  return rows.map((row) => ({ date: row.date, hours: row.opens === null ? null : { start: hhmm(row.opens)!, end: hhmm(row.closes)! }, note: row.note }));
}

/** Replaces the exceptions from `from` on (past ones stay as they were: they are history). */
export async function replaceHoursExceptions(db: DbExecutor, scope: ProfileScope, from: IsoDate, list: readonly HoursException[]): Promise<void> {
  await db
    .delete(branchHoursExceptions)
    .where(and(eq(branchHoursExceptions.organizationId, scope.organizationId), eq(branchHoursExceptions.branchId, scope.branchId), gte(branchHoursExceptions.date, from)));
  if (list.length === 0) return;
  await db.insert(branchHoursExceptions).values(list.map((item) => ({ ...scope, date: item.date, opens: item.hours?.start ?? null, closes: item.hours?.end ?? null, note: item.note })));
}
