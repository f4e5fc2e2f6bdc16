import { and, eq, gt, sql } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import type { WaitlistCodeSent, WaitlistJoin, WaitlistPlace } from '../../../src/schema/online-booking/waitlist';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { DbTransaction } from '../../db/client';
import { waitlistEntries } from '../../db/tables';
import { badInput, conflict } from '../../plugins/app/domain-error';
import { checkDay } from '../schedule/date-range';
import { codeHashOf, codeMatches, newCode, readBookingToken, signBookingToken } from '../online-booking/booking-tokens';
import { listRuleRows } from '../online-booking/booking-rules.repository';
import { queueCustomerMessage } from '../online-booking/booking-code-message';
import { branchNameOf, checkedContact, codeLifetimeMs, codeTries, maskTarget } from '../online-booking/codes.service';
import { clientFor } from '../online-booking/confirm.service';
import { loadOnlineAvailability } from '../online-booking/online-availability.repository';
import { checkVisit, openBranchPage } from '../online-booking/public-page';
import { branchRules } from '../online-booking/rules-in-force';
import type { WaitlistDeps } from './waitlist-deps';
import { enqueueWaitlistChanged } from './waitlist-live';
import { placeLinkExpiry } from './waitlist-tokens';
import { fill, waitlistWords } from './waitlist-strings';

/**
 * Joining the waitlist from the booking page (docs/online-booking.md "Built: the waitlist"): the wish is checked as
 * a hold's visit is (the services and the person bookable online), the phone or e-mail by the booking's own checks
 * and limits (the same counters, so the waitlist is no way round them), and a code is sent. The entry waits as
 * `verifying` until the code proves the contact; then the client is found or made by the booking's rule and the
 * entry is `waiting`. No answer says whether the contact is a known client's.
 */
const entryGone = () => conflict((_m, language) => waitlistWords[language].entryGone);

export async function requestWaitlistCode(deps: WaitlistDeps, slug: string, join: WaitlistJoin, clientAddress: string, language: Language): Promise<WaitlistCodeSent> {
  const page = await openBranchPage(deps.db, slug);
  const today = instantToZoned(Date.now(), page.branch.timeZone).date;
  checkDay(join.fromDate, 'fromDate');
  checkDay(join.toDate, 'toDate');
  if (join.toDate < today) throw badInput([{ path: ['toDate'], message: (_m, language) => waitlistWords[language].datesPast }]);
  const loaded = await loadOnlineAvailability(deps.db, page.scope, join.services, join.fromDate, join.fromDate);
  checkVisit(loaded, join.employeeId, { services: 'services', employee: 'employeeId' });
  // The booking code's own checks and limits: the channel offered (no Telegram here), the SMS countries, the terms.
  const { target, termsVersion } = await checkedContact(deps.db, deps.keys, page, join, clientAddress);
  const code = newCode();
  const expiresAt = new Date(Date.now() + codeLifetimeMs);
  const branchName = await branchNameOf(deps.db, page);
  const entryId = await deps.db.transaction(async (tx) => {
    const [{ id }] = (await tx.execute<{ id: string }>(sql`select nextval('entity_id_seq') as id`)).rows as [{ id: string }];
    const entry = Number(id);
    await tx.insert(waitlistEntries).values({
      organizationId: page.organizationId,
      id: entry,
      branchId: page.branch.id,
      serviceIds: join.services,
      employeeId: join.employeeId ?? null,
      fromDate: join.fromDate,
      toDate: join.toDate,
      fromTime: join.fromTime,
      toTime: join.toTime,
      weekdays: join.weekdays ? [...new Set(join.weekdays)].sort() : null,
      channel: join.channel,
      target,
      details: { firstName: join.firstName, lastName: join.lastName, language, ...(termsVersion === null ? {} : { termsVersion }) },
      codeHash: codeHashOf(deps.waitlistKeys.code, entry, code),
      codeTriesLeft: codeTries,
      codeExpiresAt: expiresAt,
    });
    await codeMessage(tx, { organizationId: page.organizationId, branchId: page.branch.id, entryId: entry, channel: join.channel, target, code, branchName, language, expiresAt });
    return entry;
  });
  const entryToken = signBookingToken(deps.waitlistKeys.join, { organizationId: page.organizationId, orderId: entryId, expiresAt: expiresAt.getTime() });
  return { entryToken, sentTo: maskTarget(target), expiresAt: expiresAt.toISOString() };
}

type CodeMessage = { organizationId: number; branchId: number; entryId: number; channel: 'sms' | 'email'; target: string; code: string; branchName: string; language: Language; expiresAt: Date };

/** The code's message, at the outbox's first priority like a booking's code; with no provider it lands in the message log. */
async function codeMessage(tx: DbTransaction, message: CodeMessage): Promise<void> {
  const words = waitlistWords[message.language];
  const values = { code: message.code, branch: message.branchName, minutes: Math.round((message.expiresAt.getTime() - Date.now()) / 60_000) };
  await queueCustomerMessage(tx, {
    ...message,
    subject: fill(words.codeSubject, values),
    body: fill(words.codeBody, values),
    event: 'customer.waitlistCode',
    dedupeKey: `waitlist-code:${message.organizationId}:${message.entryId}`,
  });
}

/** The right code puts the entry on the list, with the client's card found by the contact just proved, or made. */
export async function confirmWaitlist(deps: WaitlistDeps, slug: string, entryToken: string, code: string): Promise<WaitlistPlace> {
  const page = await openBranchPage(deps.db, slug);
  const claim = readBookingToken(deps.waitlistKeys.join, entryToken);
  if (!claim || claim.organizationId !== page.organizationId) throw entryGone();
  const entryWhere = and(eq(waitlistEntries.organizationId, page.organizationId), eq(waitlistEntries.branchId, page.branch.id), eq(waitlistEntries.id, claim.orderId), eq(waitlistEntries.state, 'verifying'));
  // A try is spent in its own statement, so a wrong code counts even though the answer is a 400.
  const [row] = await deps.db
    .update(waitlistEntries)
    .set({ codeTriesLeft: sql`${waitlistEntries.codeTriesLeft} - 1` })
    .where(and(entryWhere, gt(waitlistEntries.codeTriesLeft, 0), gt(waitlistEntries.codeExpiresAt, new Date())))
    .returning();
  if (!row?.codeHash) throw entryGone();
  if (!codeMatches(deps.waitlistKeys.code, row.id, code, row.codeHash)) {
    const left = row.codeTriesLeft;
    throw badInput([{ path: ['code'], message: (m) => m.onlineBooking.codeWrong({ left }) }]);
  }
  const rules = branchRules(await listRuleRows(deps.db, page.organizationId, page.branch.id)).values;
  const { placed, eventId } = await deps.db.transaction(async (tx) => {
    const clientId = await clientFor(tx, page.scope, row.target, row.details, rules.whoMayBook === 'anyone');
    const [entry] = await tx.update(waitlistEntries).set({ state: 'waiting', clientId, codeHash: null, updatedAt: new Date() }).where(entryWhere).returning();
    if (!entry) throw entryGone();
    return { placed: entry, eventId: await enqueueWaitlistChanged(tx, entry, 'create') };
  });
  await deps.liveOutbox.publishAfterCommit([eventId]);
  return placeOf(deps, placed);
}

/** What the client sees of an entry, with its place link. */
export function placeOf(deps: WaitlistDeps, entry: typeof waitlistEntries.$inferSelect): WaitlistPlace {
  const leaveToken = signBookingToken(deps.waitlistKeys.place, { organizationId: entry.organizationId, orderId: entry.id, expiresAt: placeLinkExpiry(entry.toDate) });
  return { state: entry.state, fromDate: entry.fromDate, toDate: entry.toDate, fromTime: entry.fromTime, toTime: entry.toTime, weekdays: entry.weekdays, leaveToken };
}
