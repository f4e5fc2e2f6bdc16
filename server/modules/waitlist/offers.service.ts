import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { languageSchema } from '../../../src/schema/enums';
import type { Hold } from '../../../src/schema/online-booking/public-booking';
import { clockText, dateText } from '../../../src/schema/online-booking/page-formats';
import { startTimesOf } from '../../../src/schema/schedule/availability-intervals';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import { bookingAddresses, branches, orders, services, waitlistEntries } from '../../db/tables';
import { DomainError } from '../../plugins/app/domain-error';
import { queueCustomerMessage } from '../online-booking/booking-code-message';
import { bookingPageLocale } from '../online-booking/booking-page-language';
import { readBookingToken, signBookingToken } from '../online-booking/booking-tokens';
import { releaseHoldOf } from '../online-booking/hold-sweep';
import { createHold } from '../online-booking/holds.service';
import { publicTimes } from '../online-booking/public-times.service';
import { forgetBranchTimes } from '../online-booking/public-times-cache';
import { offerMinutes } from './offer-minutes';
import type { WaitlistDeps } from './waitlist-deps';
import { enqueueWaitlistChanged } from './waitlist-live';
import { fill, waitlistWords } from './waitlist-strings';

/**
 * The offer worker (docs/online-booking.md "Built: the waitlist"). A job names a branch's day where time was freed
 * (offer-jobs.ts); its waiting entries wishing for that day are taken first come first served, and for each the
 * page's own free times of its visit in its window are tried in order: the first that can be held becomes an offer.
 * The offer IS a hold (createHold: the page's rules, the exclusion constraints), so a staff booking or another client
 * that took the time first simply means no offer, and no two clients can ever be given one time. The hold is then
 * the client's for `offerMinutes` (offer-minutes.ts), and its accept link goes out through the outbox.
 */
type Entry = typeof waitlistEntries.$inferSelect;

/** Claims and runs the planned jobs, one at a time, until none is left; the number of offers made. */
export async function runOfferJobs(deps: WaitlistDeps): Promise<number> {
  let offers = 0;
  for (;;) {
    // Claimed by deleting it: a change committed meanwhile plans the day again. A crash mid-job loses that job's
    // offers until the next change of the day, never an offer itself (each is one transaction).
    const claimed = await deps.db.execute<{ organization_id: string; branch_id: string; date: string }>(sql`
      delete from waitlist_offer_jobs j using (
        select organization_id, branch_id, date from waitlist_offer_jobs order by created_at limit 1 for update skip locked) c
      where j.organization_id = c.organization_id and j.branch_id = c.branch_id and j.date = c.date
      returning j.organization_id, j.branch_id, j.date::text as date`);
    const job = claimed.rows[0];
    if (!job) return offers;
    offers += await offerDay(deps, Number(job.organization_id), Number(job.branch_id), job.date);
  }
}

/** The branch's booking page: offers are its holds, made by its rules; null when the branch has none. */
export async function branchPageSlug(deps: WaitlistDeps, organizationId: number, branchId: number): Promise<string | null> {
  const [page] = await deps.db
    .select({ slug: bookingAddresses.address })
    .from(bookingAddresses)
    .where(and(eq(bookingAddresses.organizationId, organizationId), eq(bookingAddresses.branchId, branchId), eq(bookingAddresses.kind, 'slug')));
  return page?.slug ?? null;
}

async function offerDay(deps: WaitlistDeps, organizationId: number, branchId: number, date: string): Promise<number> {
  const slug = await branchPageSlug(deps, organizationId, branchId);
  if (!slug) return 0;
  const entries = await deps.db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.organizationId, organizationId),
        eq(waitlistEntries.branchId, branchId),
        eq(waitlistEntries.state, 'waiting'),
        sql`${date}::date between ${waitlistEntries.fromDate} and ${waitlistEntries.toDate}`,
        sql`(${waitlistEntries.weekdays} is null or extract(isodow from ${date}::date)::smallint = any(${waitlistEntries.weekdays}))`,
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  let offers = 0;
  for (const entry of entries) if (await offerTo(deps, slug, entry, date)) offers++;
  return offers;
}

/** The page's free start times of the entry's visit that day, in its window; none when the page is closed. */
async function freeTimes(deps: WaitlistDeps, slug: string, entry: Entry, date: string): Promise<string[]> {
  // The kept answer may predate the change that planned this job.
  forgetBranchTimes(deps.db, entry.branchId);
  const answer = await publicTimes(deps.db, slug, { services: entry.serviceIds, employee: entry.employeeId ?? undefined, from: date, days: 1 }).catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  return (answer ? startTimesOf(answer.days[0]?.free ?? [], answer.stepMinutes) : []).filter((time) => time >= entry.fromTime && time < entry.toTime);
}

/** The entry's first free time that day that can be held becomes its offer (the worker's, and staff's "Offer now"). */
export async function offerTo(deps: WaitlistDeps, slug: string, entry: Entry, date: string): Promise<boolean> {
  for (const time of await freeTimes(deps, slug, entry, date)) {
    const hold = await createHold(deps, slug, { services: entry.serviceIds, employeeId: entry.employeeId ?? undefined, date, time }).catch((error: unknown) => {
      // Taken meanwhile (by staff, another client, another offer): the next time.
      if (error instanceof DomainError) return null;
      throw error;
    });
    if (!hold) continue;
    const orderId = readBookingToken(deps.keys.hold, hold.holdToken)!.orderId;
    if (await giveOffer(deps, entry, hold, orderId)) return true;
    // The entry left the list meanwhile: its hold goes at once.
    await releaseHoldOf(deps, entry.organizationId, orderId);
    return false;
  }
  return false;
}

/** The hold becomes the entry's offer, the client's for `offerMinutes`, and the message with its accept link is queued. */
async function giveOffer(deps: WaitlistDeps, entry: Entry, hold: Hold, orderId: number): Promise<boolean> {
  const offeredUntil = new Date(Date.now() + offerMinutes * 60_000);
  const language = languageSchema.catch('EN').parse(entry.details.language);
  const eventId = await deps.db.transaction(async (tx) => {
    const [offered] = await tx
      .update(waitlistEntries)
      .set({ state: 'offered', offerOrderId: orderId, offeredUntil, updatedAt: new Date() })
      .where(and(eq(waitlistEntries.organizationId, entry.organizationId), eq(waitlistEntries.id, entry.id), eq(waitlistEntries.state, 'waiting')))
      .returning();
    if (!offered) return null;
    await tx.update(orders).set({ heldUntil: offeredUntil, clientId: entry.clientId }).where(and(eq(orders.organizationId, entry.organizationId), eq(orders.id, orderId)));
    const [held] = await tx.select({ timeZone: branches.timeZone, branchName: branches.name }).from(branches).where(and(eq(branches.organizationId, entry.organizationId), eq(branches.id, entry.branchId)));
    const names = await tx
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(and(eq(services.organizationId, entry.organizationId), inArray(services.id, entry.serviceIds)));
    const locale = bookingPageLocale(language, held!.timeZone);
    const token = signBookingToken(deps.waitlistKeys.offer, { organizationId: entry.organizationId, orderId, expiresAt: offeredUntil.getTime() });
    const values = {
      branch: held!.branchName,
      date: dateText(hold.date, locale),
      time: clockText(hold.startTime, locale),
      services: hold.services.map((line) => names.find((service) => service.id === line.serviceId)?.name ?? '').join(', '),
      until: clockText(instantToZoned(offeredUntil.getTime(), held!.timeZone).time, locale),
      link: `${deps.linkOrigin}/book/w/${token}?lang=${language}`,
    };
    const words = waitlistWords[language];
    await queueCustomerMessage(tx, {
      organizationId: entry.organizationId,
      branchId: entry.branchId,
      orderId,
      clientId: entry.clientId,
      channel: entry.channel,
      target: entry.target,
      subject: fill(words.offerSubject, values),
      body: fill(words.offerBody, values),
      event: 'customer.waitlistOffer',
      language,
      dedupeKey: `waitlist-offer:${entry.organizationId}:${orderId}`,
      expiresAt: offeredUntil,
    });
    return enqueueWaitlistChanged(tx, entry, 'update');
  });
  if (eventId === null) return false;
  await deps.liveOutbox.publishAfterCommit([eventId]);
  return true;
}
