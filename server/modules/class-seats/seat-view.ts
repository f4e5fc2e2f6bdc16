import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import type { ClassSeat } from '../../../src/schema/online-booking/class-seats';
import { clockText, dateText } from '../../../src/schema/online-booking/page-formats';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { branches } from '../../db/tables';
import { findBranch } from '../../crud/branch-records';
import { notFound } from '../../plugins/app/domain-error';
import { bookingPageLocale } from '../online-booking/booking-page-language';
import { queueCustomerMessage } from '../online-booking/booking-code-message';
import { signBookingToken } from '../online-booking/booking-tokens';
import type { ClassRow } from '../online-booking/classes.repository';
import { publicClassOf, type classRulesOf } from '../online-booking/classes.service';
import { fill } from '../waitlist/waitlist-strings';
import type { ClassSeatDeps } from './class-seat-deps';
import { classSeatWords } from './class-seat-strings';

type Branch = { id: number; timeZone: string };
type Seat = { organizationId: number; id: number; channel: 'sms' | 'email'; target: string; clientId: number | null };

/** Who writes a place taken or given up from the booking page: nobody signed in, on the class's branch. */
export async function publicActor(deps: ClassSeatDeps, page: { organizationId: number; scope: { organizationId: number; branchId: number } }) {
  const branch = await findBranch(deps.db, page.scope);
  if (!branch) throw notFound((m) => m.onlineBooking.pageNotFound);
  return { organizationId: page.organizationId, userId: null, branch, scope: page.scope };
}

/** The seat's link: see the place, leave it; it works until the class ends. */
export const seatTokenOf = (deps: ClassSeatDeps, seat: Seat, row: ClassRow) => signBookingToken(deps.seatKeys.seat, { organizationId: seat.organizationId, orderId: seat.id, expiresAt: row.endsAt.getTime() });
export const seatPath = (token: string, lang: Language) => `/book/c/${encodeURIComponent(token)}?lang=${lang}`;

/** A place as its client sees it: the class, the branch, and whether it may still be given up online. */
export async function seatView(db: DbExecutor, deps: ClassSeatDeps, branch: Branch, seat: Seat, row: ClassRow, rules: ReturnType<typeof classRulesOf>, now = Date.now()): Promise<ClassSeat> {
  const [where] = await db.select({ name: branches.name, address: branches.address, phone: branches.phone }).from(branches).where(and(eq(branches.organizationId, seat.organizationId), eq(branches.id, branch.id)));
  const { id, placesLeft: _placesLeft, serviceId: _serviceId, ...shown } = publicClassOf(row, branch.timeZone);
  return { classId: id, ...shown, branch: where!, seatToken: seatTokenOf(deps, seat, row), canLeave: row.startsAt.getTime() - now >= rules.cancelCutoffMinutes * 60_000 };
}

/** "You have a place", with the seat's link: by the channel the code went to, before the class starts. */
export async function joinedMessage(tx: DbTransaction, deps: ClassSeatDeps, branch: Branch & { organizationId: number; name: string }, seat: Seat, row: ClassRow, language: Language): Promise<void> {
  const w = classSeatWords[language];
  const locale = bookingPageLocale(language, branch.timeZone);
  const shown = publicClassOf(row, branch.timeZone);
  const values = { class: row.title, branch: branch.name, date: dateText(shown.date, locale), time: clockText(shown.startTime, locale), link: `${deps.linkOrigin}${seatPath(seatTokenOf(deps, seat, row), language)}` };
  await queueCustomerMessage(tx, {
    organizationId: seat.organizationId,
    branchId: branch.id,
    orderId: row.id,
    clientId: seat.clientId,
    channel: seat.channel,
    target: seat.target,
    subject: fill(w.joinedSubject, values),
    body: fill(w.joinedBody, values),
    event: 'customer.classJoined',
    language,
    dedupeKey: `class-joined:${seat.organizationId}:${seat.id}`,
    expiresAt: row.startsAt,
  });
}
