import { and, eq, sql } from 'drizzle-orm';
import {
  profileContactsUpdateSchema,
  type ProfileAbout,
  type ProfileAboutSettings,
  type ProfileContacts,
  type ProfileLocation,
  type ProfileLocationSettings,
} from '../../../src/schema/online-booking/profile';
import type { ProfileHours, ProfileHoursUpdate } from '../../../src/schema/online-booking/profile-hours';
import { branchPhoneCountry } from '../../../src/schema/phone';
import { addDays } from '../../../src/schema/schedule/calendar';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { Db, DbExecutor } from '../../db/client';
import { branches } from '../../db/tables';
import { badInput, DomainError, type FieldIssue } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import type { BranchRow } from '../account/organization.repository';
import { authorizeBranchBooking } from './online-booking-access';
import { findProfile, listHoursExceptions, replaceHoursExceptions, saveProfilePart, type ProfilePart, type ProfileRow, type ProfileScope } from './profile.repository';
import { forgetBranchTimes } from './public-times-cache';

/**
 * Online booking → Presence → About, Contacts, Location and Hours of a branch: read with the area `onlineBooking`
 * view, saved with edit, each part with its version (stale: 409), audited. A save drops the branch's kept page
 * description and free times on every process's next look (`forgetBranchTimes`), so the page and the times follow.
 */
async function openProfile(db: Db, userId: number, branchId: number, action: 'view' | 'edit') {
  const context = await authorizeBranchBooking(db, userId, branchId, action);
  const scope: ProfileScope = { organizationId: context.access.organizationId, branchId };
  return { scope, branch: context.branch };
}

const stale = () => new DomainError('stale_version', (m) => m.onlineBooking.settingsChanged);
/** The branch's today: exceptions before it are history, neither shown nor replaced. */
const todayOf = (branch: Pick<BranchRow, 'timeZone'>) => instantToZoned(Date.now(), branch.timeZone).date;
/** How far ahead the screen and the page read exceptions: past any booking horizon worth having. */
const exceptionsAhead = 800;

/** One part saved in a transaction with its audit entry (and `more` writes); the kept page goes after the commit. */
async function savePart(
  db: Db,
  userId: number,
  scope: ProfileScope,
  part: ProfilePart,
  version: number,
  value: unknown,
  audit: { before: Record<string, unknown>; after: Record<string, unknown> },
  more?: (tx: DbExecutor) => Promise<void>,
): Promise<ProfileRow> {
  const saved = await db.transaction(async (tx) => {
    const row = await saveProfilePart(tx, scope, part, value, version);
    if (!row) throw stale();
    await more?.(tx);
    await recordAudit(tx, { ...scope, actorUserId: userId, entity: 'branch_profiles', entityId: scope.branchId, action: 'update', ...audit });
    return row;
  });
  forgetBranchTimes(db, scope.branchId);
  return saved;
}

const aboutAnswer = (row: ProfileRow, branch: BranchRow): ProfileAbout => ({ ...row.about, version: row.aboutVersion, branchName: branch.name });

export async function getProfileAbout(db: Db, userId: number, branchId: number): Promise<ProfileAbout> {
  const { scope, branch } = await openProfile(db, userId, branchId, 'view');
  return aboutAnswer(await findProfile(db, scope), branch);
}

export async function setProfileAbout(db: Db, userId: number, branchId: number, update: ProfileAboutSettings & { version: number }): Promise<ProfileAbout> {
  const { scope, branch } = await openProfile(db, userId, branchId, 'edit');
  const before = await findProfile(db, scope);
  const value: ProfileAboutSettings = { publicName: update.publicName, description: update.description, categories: update.categories };
  return aboutAnswer(await savePart(db, userId, scope, 'about', update.version, value, { before: { about: before.about }, after: { about: value } }), branch);
}

const contactsAnswer = (row: ProfileRow, branch: BranchRow): ProfileContacts => ({ ...row.contacts, version: row.contactsVersion, phoneCountry: branchPhoneCountry(branch) });

export async function getProfileContacts(db: Db, userId: number, branchId: number): Promise<ProfileContacts> {
  const { scope, branch } = await openProfile(db, userId, branchId, 'view');
  return contactsAnswer(await findProfile(db, scope), branch);
}

/** The body is checked here, not by the route: numbers without a country code are read as the branch's country's. */
export async function setProfileContacts(db: Db, userId: number, branchId: number, body: unknown): Promise<ProfileContacts> {
  const { scope, branch } = await openProfile(db, userId, branchId, 'edit');
  const parsed = profileContactsUpdateSchema(branchPhoneCountry(branch)).safeParse(body);
  if (!parsed.success) throw badInput(parsed.error.issues.map((issue) => ({ path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)), message: () => issue.message })));
  const { version, ...value } = parsed.data;
  const before = await findProfile(db, scope);
  return contactsAnswer(await savePart(db, userId, scope, 'contacts', version, value, { before: { contacts: before.contacts }, after: { contacts: value } }), branch);
}

const locationAnswer = (row: ProfileRow, address: string | null): ProfileLocation => ({ ...row.location, address, version: row.locationVersion });

export async function getProfileLocation(db: Db, userId: number, branchId: number): Promise<ProfileLocation> {
  const { scope, branch } = await openProfile(db, userId, branchId, 'view');
  return locationAnswer(await findProfile(db, scope), branch.address);
}

/** The address is the branch's own column (messages and the branch settings use it): written in the same transaction, its version moved on. */
export async function setProfileLocation(db: Db, userId: number, branchId: number, update: ProfileLocationSettings & { version: number }): Promise<ProfileLocation> {
  const { scope, branch } = await openProfile(db, userId, branchId, 'edit');
  const before = await findProfile(db, scope);
  const place = { area: update.area, latitude: update.latitude, longitude: update.longitude };
  const writeAddress = async (tx: DbExecutor) => {
    if (update.address === branch.address) return;
    await tx
      .update(branches)
      .set({ address: update.address, version: sql`${branches.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, branchId)));
  };
  const audit = { before: { location: before.location, address: branch.address }, after: { location: place, address: update.address } };
  return locationAnswer(await savePart(db, userId, scope, 'location', update.version, place, audit, writeAddress), update.address);
}

async function hoursAnswer(db: DbExecutor, scope: ProfileScope, branch: BranchRow, version: number): Promise<ProfileHours> {
  const today = todayOf(branch);
  const exceptions = await listHoursExceptions(db, scope, today, addDays(today, exceptionsAhead));
  return { workingHours: branch.workingHours, exceptions, version, today };
}

export async function getProfileHours(db: Db, userId: number, branchId: number): Promise<ProfileHours> {
  const { scope, branch } = await openProfile(db, userId, branchId, 'view');
  return hoursAnswer(db, scope, branch, (await findProfile(db, scope)).hoursVersion);
}

/** The coming exceptions replaced whole; a date before the branch's today is refused (400 naming it). */
export async function setProfileHours(db: Db, userId: number, branchId: number, update: ProfileHoursUpdate & { exceptions: ProfileHours['exceptions'] }): Promise<ProfileHours> {
  const { scope, branch } = await openProfile(db, userId, branchId, 'edit');
  const today = todayOf(branch);
  const past: FieldIssue[] = update.exceptions.flatMap((item, index) => (item.date < today ? [{ path: ['exceptions', index, 'date'], message: (m) => m.presence.pastDate }] : []));
  if (past.length > 0) throw badInput(past);
  const before = await listHoursExceptions(db, scope, today, addDays(today, exceptionsAhead));
  const row = await savePart(db, userId, scope, 'hours', update.version, null, { before: { exceptions: before }, after: { exceptions: update.exceptions } }, (tx) =>
    replaceHoursExceptions(tx, scope, today, update.exceptions),
  );
  return hoursAnswer(db, scope, branch, row.hoursVersion);
}
