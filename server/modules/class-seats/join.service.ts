import { and, eq, gt, sql } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import type { ClassCodeRequest, ClassCodeSent, ClassSeat } from '../../../src/schema/online-booking/class-seats';
import { maxClassDays } from '../../../src/schema/online-booking/classes';
import { clockText, dateText } from '../../../src/schema/online-booking/page-formats';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import { readTogether } from '../../db/read-together';
import { classSeats } from '../../db/tables';
import { badInput, conflict, DomainError, notFound } from '../../plugins/app/domain-error';
import { lockedClass, takePlace } from '../orders/group-orders.service';
import { writeOrders } from '../orders/order-writer';
import { bookingPageLocale } from '../online-booking/booking-page-language';
import { codeHashOf, codeMatches, newCode, readBookingToken, signBookingToken } from '../online-booking/booking-tokens';
import { listRuleRows } from '../online-booking/booking-rules.repository';
import { queueCustomerMessage } from '../online-booking/booking-code-message';
import { classRulesOf, isOffered, publicClasses } from '../online-booking/classes.service';
import { findClass } from '../online-booking/classes.repository';
import { branchNameOf, checkedContact, codeLifetimeMs, codeTries, maskTarget, type OpenPage } from '../online-booking/codes.service';
import { clientFor, futureOnlineBookings } from '../online-booking/confirm.service';
import { countFunnelStep } from '../online-booking/funnel-counter';
import { openBranchPage } from '../online-booking/public-page';
import { branchRules } from '../online-booking/rules-in-force';
import { fill } from '../waitlist/waitlist-strings';
import type { ClassSeatDeps } from './class-seat-deps';
import { classSeatWords } from './class-seat-strings';
import { joinedMessage, publicActor, seatView } from './seat-view';

/**
 * Joining a group class from the booking page (docs/online-booking.md "Built: joining a group class"): the details
 * and a code as a booking's (the same checks and limits: `checkedContact`), the code kept on the place's own row; then
 * the code proves the contact and, in one transaction under the class's row lock (`lockedClass`, as staff joins), the
 * client's card is found or made and takes a place — or hears that the last one has just gone, with the next classes
 * that have places. No answer says whether the contact is a known client's.
 */
const pageSentence = (pick: (words: (typeof classSeatWords)['EN']) => string) => (_m: unknown, language: Language) => pick(classSeatWords[language]);
const requestGone = () => conflict(pageSentence((w) => w.requestGone));

/** The class as the page offers it (its own rules, places left) with the branch's rules, or the page's 404. */
async function offeredClass(deps: ClassSeatDeps, page: OpenPage, slug: string, classId: number) {
  const [row, ruleRows] = await readTogether(
    deps.db,
    () => findClass(deps.db, page.organizationId, classId),
    () => listRuleRows(deps.db, page.organizationId, page.branch.id),
  );
  const rules = row ? classRulesOf(ruleRows, row) : null;
  if (!row || !rules || row.branchId !== page.branch.id || !isOffered(rules, row)) throw notFound(pageSentence((w) => w.classGone));
  if (row.placesLeft <= 0) throw await classFull(deps, page, slug, classId);
  return { row, rules, branch: branchRules(ruleRows).values };
}

/** The last place went while the client typed: said once the transaction is undone. */
class ClassFull extends Error {}

/** "The last place has just gone", with up to three other classes of the coming two weeks that still have one. */
async function classFull(deps: ClassSeatDeps, page: OpenPage, slug: string, classId: number): Promise<DomainError> {
  const today = instantToZoned(Date.now(), page.branch.timeZone).date;
  const others = (await publicClasses(deps.db, slug, { from: today, days: maxClassDays })).classes.filter((item) => item.id !== classId).slice(0, 3);
  return conflict((_m, language) => {
    const w = classSeatWords[language];
    const locale = bookingPageLocale(language, page.branch.timeZone);
    const listed = others.map((item) => `${item.title}, ${dateText(item.date, locale)} ${clockText(item.startTime, locale)}`).join('; ');
    return `${w.classFull} ${others.length > 0 ? fill(w.nextClasses, { classes: listed }) : w.noNextClass}`;
  });
}

export async function requestClassCode(deps: ClassSeatDeps, slug: string, classId: number, request: ClassCodeRequest, clientAddress: string, language: Language): Promise<ClassCodeSent> {
  const page = await openBranchPage(deps.db, slug);
  const { row } = await offeredClass(deps, page, slug, classId);
  const { target, termsVersion } = await checkedContact(deps.db, deps.keys, page, request, clientAddress);
  const code = newCode();
  const expiresAt = new Date(Date.now() + codeLifetimeMs);
  const branchName = await branchNameOf(deps.db, page);
  const seatId = await deps.db.transaction(async (tx) => {
    const [{ id }] = (await tx.execute<{ id: string }>(sql`select nextval('entity_id_seq') as id`)).rows as [{ id: string }];
    const seat = Number(id);
    await tx.insert(classSeats).values({
      organizationId: page.organizationId,
      id: seat,
      branchId: page.branch.id,
      orderId: row.id,
      channel: request.channel,
      target,
      details: { firstName: request.firstName, lastName: request.lastName, language, ...(request.comment ? { comment: request.comment } : {}), ...(termsVersion === null ? {} : { termsVersion }) },
      codeHash: codeHashOf(deps.seatKeys.code, seat, code),
      codeTriesLeft: codeTries,
      codeExpiresAt: expiresAt,
    });
    const w = classSeatWords[language];
    const values = { code, class: row.title, branch: branchName, minutes: Math.round(codeLifetimeMs / 60_000) };
    await queueCustomerMessage(tx, {
      organizationId: page.organizationId,
      branchId: page.branch.id,
      channel: request.channel,
      target,
      subject: fill(w.codeSubject, values),
      body: fill(w.codeBody, values),
      event: 'customer.classCode',
      language,
      dedupeKey: `class-code:${page.organizationId}:${seat}`,
      expiresAt,
    });
    return seat;
  });
  countFunnelStep(deps.db, { ...page.scope, timeZone: page.branch.timeZone }, 'code');
  const joinToken = signBookingToken(deps.seatKeys.join, { organizationId: page.organizationId, orderId: seatId, expiresAt: expiresAt.getTime() });
  return { joinToken, sentTo: maskTarget(target), expiresAt: expiresAt.toISOString() };
}

/** Spends a try on the place's code (in its own statement, so a wrong one counts); the row when the code is right. */
async function provedSeat(deps: ClassSeatDeps, page: OpenPage, joinToken: string, code: string) {
  const claim = readBookingToken(deps.seatKeys.join, joinToken);
  if (!claim || claim.organizationId !== page.organizationId) throw requestGone();
  const [row] = await deps.db
    .update(classSeats)
    .set({ codeTriesLeft: sql`${classSeats.codeTriesLeft} - 1` })
    .where(
      and(
        eq(classSeats.organizationId, page.organizationId),
        eq(classSeats.branchId, page.branch.id),
        eq(classSeats.id, claim.orderId),
        eq(classSeats.state, 'verifying'),
        gt(classSeats.codeTriesLeft, 0),
        gt(classSeats.codeExpiresAt, new Date()),
      ),
    )
    .returning();
  if (!row?.codeHash) throw requestGone();
  if (!codeMatches(deps.seatKeys.code, row.id, code, row.codeHash)) {
    const left = row.codeTriesLeft;
    throw badInput([{ path: ['code'], message: (m) => m.onlineBooking.codeWrong({ left }) }]);
  }
  return row;
}

/**
 * The right code takes the place: the client's card found or made (the booking's rule, "who may book" included), the
 * limit of future online bookings (places count), then under the class's lock the staff path's `takePlace`, so the
 * schedule hears `group-order:add-customer` and 50 clients racing for 3 places leave 3 seated and 47 told.
 */
export async function joinClass(deps: ClassSeatDeps, slug: string, joinToken: string, code: string): Promise<ClassSeat> {
  const page = await openBranchPage(deps.db, slug);
  const seat = await provedSeat(deps, page, joinToken, code);
  const { row, rules, branch: pageRules } = await offeredClass(deps, page, slug, seat.orderId);
  const actor = await publicActor(deps, page);
  const branchName = await branchNameOf(deps.db, page);
  const language = (seat.details.language ?? 'EN') as Language;
  try {
    const clientId = await writeOrders(deps, actor, async (tx, announce) => {
      const locked = await lockedClass(tx, actor, seat.orderId).catch(() => {
        throw notFound(pageSentence((w) => w.classGone));
      });
      const client = await clientFor(tx, page.scope, seat.target, seat.details, pageRules.whoMayBook === 'anyone');
      if ((await futureOnlineBookings(tx, page.organizationId, client)) >= pageRules.maxFutureBookings) throw conflict((m) => m.onlineBooking.tooManyBookings({ max: pageRules.maxFutureBookings }));
      const refusals = { alreadyJoined: () => conflict(pageSentence((w) => w.alreadyJoined)), full: () => new ClassFull() };
      await takePlace(tx, actor, announce, locked, client, refusals, seat.details.termsVersion ?? null);
      const [claimed] = await tx
        .update(classSeats)
        .set({ state: 'joined', clientId: client, codeHash: null, updatedAt: new Date() })
        .where(and(eq(classSeats.organizationId, page.organizationId), eq(classSeats.id, seat.id), eq(classSeats.state, 'verifying')))
        .returning({ id: classSeats.id });
      if (!claimed) throw requestGone();
      await joinedMessage(tx, deps, { organizationId: page.organizationId, id: page.branch.id, timeZone: page.branch.timeZone, name: branchName }, { ...seat, clientId: client }, row, language);
      return client;
    });
    countFunnelStep(deps.db, { ...page.scope, timeZone: page.branch.timeZone }, 'booked');
    return seatView(deps.db, deps, page.branch, { ...seat, clientId }, row, rules);
  } catch (error) {
    if (error instanceof ClassFull) throw await classFull(deps, page, slug, seat.orderId);
    throw error;
  }
}
