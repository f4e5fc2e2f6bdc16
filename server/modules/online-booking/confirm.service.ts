import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Booking, DepositDue } from '../../../src/schema/online-booking/public-booking';
import type { OnlineBookingRules } from '../../../src/schema/online-booking/rules';
import { dialCodeOf } from '../../../src/schema/phone';
import type { Db, DbTransaction } from '../../db/client';
import { bookingCodes, classSeats, clients, orders } from '../../db/tables';
import { findBranch, type BranchScope } from '../../crud/branch-records';
import { badInput, conflict, DomainError, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { recordOrderChange, writeOrders, type Announce, type OrderActor } from '../orders/order-writer';
import { setClientChat } from '../outbox/telegram-links.repository';
import { updateOrder } from '../orders/orders.repository';
import { loadOrder } from '../orders/orders.service';
import { codeMatches, type BookingKeys } from './booking-tokens';
import { bookingView } from './booking-view';
import { listRuleRows } from './booking-rules.repository';
import { heldOrder } from './codes.service';
import { awaitDeposit, depositDueOf } from './deposit-hold';
import type { PublicDeps } from './holds.service';
import { referFromBooking } from '../client-referrals/referrals.service';
import { openBranchPage } from './public-page';
import { countFunnelStep } from './funnel-counter';
import { branchRules } from './rules-in-force';

/**
 * The right code turns the hold into the booking (docs/online-booking.md decisions 4 and 6), in one update of its row:
 * the client's card (found by the phone or e-mail just proved, else made), the status the branch chose (waiting when
 * staff confirm, else approved), the terms accepted. Then, as any booking, its messages are planned and the schedule
 * hears `order:new`. A wrong code spends a try, in its own transaction, so it counts even though the answer is a 400.
 */
type CodeDetails = { firstName?: string; lastName?: string; comment?: string | null; termsVersion?: number | null; referralCode?: string | null };

/** Spends a try on the hold's code; the code row when the code is right. */
async function checkCode(deps: PublicDeps, organizationId: number, orderId: number, code: string) {
  const [row] = await deps.db
    .update(bookingCodes)
    .set({ triesLeft: sql`${bookingCodes.triesLeft} - 1` })
    .where(and(eq(bookingCodes.organizationId, organizationId), eq(bookingCodes.orderId, orderId), gt(bookingCodes.triesLeft, 0), gt(bookingCodes.expiresAt, new Date())))
    .returning();
  if (!row) throw conflict((m) => m.onlineBooking.codeGone);
  if (!codeMatches(deps.keys.code, orderId, code, row.codeHash)) {
    const left = row.triesLeft;
    throw badInput([{ path: ['code'], message: (m) => m.onlineBooking.codeWrong({ left }) }]);
  }
  return row;
}

/** The branch's live client with this phone or e-mail (the client list's duplicate rule), or a new card. */
export async function clientFor(tx: DbTransaction, scope: { organizationId: number; branchId: number }, target: string, details: CodeDetails, anyoneMayBook: boolean): Promise<number> {
  const byEmail = target.includes('@');
  const [known] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.organizationId, scope.organizationId), eq(clients.branchId, scope.branchId), isNull(clients.deletedAt), byEmail ? sql`lower(${clients.email}) = ${target}` : eq(clients.phone, target)))
    .orderBy(clients.id)
    .limit(1);
  if (known) return known.id;
  if (!anyoneMayBook) throw new DomainError('forbidden', (m) => m.onlineBooking.knownClientsOnly);
  const card = {
    ...scope,
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    phone: byEmail ? null : target,
    dialCode: byEmail ? null : dialCodeOf(target),
    email: byEmail ? target : null,
  };
  const [made] = await tx.insert(clients).values(card).returning({ id: clients.id });
  await recordAudit(tx, { organizationId: scope.organizationId, actorUserId: null, entity: 'clients', entityId: made!.id, action: 'create', before: null, after: { ...card, source: 'online booking' } });
  return made!.id;
}

/** Online bookings and class places the client holds from now on, not counting the one being made. */
export async function futureOnlineBookings(tx: DbTransaction, organizationId: number, clientId: number): Promise<number> {
  const live = inArray(orders.status, ['order_status.waiting', 'order_status.approved']);
  const [visits] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.organizationId, organizationId), eq(orders.clientId, clientId), eq(orders.origin, 'order_origin.external'), isNull(orders.heldUntil), live, gt(orders.startsAt, new Date())));
  const [places] = await tx
    .select({ n: count() })
    .from(classSeats)
    .innerJoin(orders, and(eq(orders.organizationId, classSeats.organizationId), eq(orders.id, classSeats.orderId)))
    .where(and(eq(classSeats.organizationId, organizationId), eq(classSeats.clientId, clientId), eq(classSeats.state, 'joined'), live, gt(orders.startsAt, new Date())));
  return (visits?.n ?? 0) + (places?.n ?? 0);
}

/**
 * The right code books the hold, or, where the branch takes a deposit at booking (deposit-hold.ts), keeps it for the
 * client to pay: the answer is then where to pay, and the provider's notification books it.
 */
export async function confirmHold(deps: PublicDeps, slug: string, holdToken: string, code: string, origin: string): Promise<Booking | DepositDue> {
  const page = await openBranchPage(deps.db, slug);
  const hold = await heldOrder(deps.db, deps.keys, page.scope, holdToken);
  const codeRow = await checkCode(deps, page.organizationId, hold.id, code);
  const details = codeRow.details as CodeDetails;
  const claimant: HoldClaimant = async (tx, rules) => {
    // The code is spent with the hold it confirms: a second confirmation finds neither.
    const spent = await tx.delete(bookingCodes).where(and(eq(bookingCodes.organizationId, page.organizationId), eq(bookingCodes.orderId, hold.id))).returning({ orderId: bookingCodes.orderId });
    if (spent.length === 0) throw conflict((m) => m.onlineBooking.holdGone);
    const clientId = await clientFor(tx, page.scope, codeRow.target, details, rules.whoMayBook === 'anyone');
    // Booked through a friend's link: recorded as referred when the code fits a newcomer (docs/client-referrals.md).
    await referFromBooking(tx, page.scope, clientId, details.referralCode);
    // A code by Telegram came to the chat of the account whose number this is: the card's messages may go there too.
    if (codeRow.channel === 'telegram' && codeRow.telegramChatId) await setClientChat(tx, page.organizationId, clientId, codeRow.telegramChatId);
    return { clientId, comment: details.comment ?? null, termsVersion: details.termsVersion ?? null };
  };
  const deposit = await depositDueOf(deps.db, page.scope, hold.id);
  if (deposit) return awaitDeposit(deps.db, origin, page.scope, hold.id, deposit, withinLimit(page.scope.organizationId, claimant));
  return bookHold(deps, page.scope, hold.id, claimant);
}

/** The claimant, refused (409) when the client already holds as many future online bookings as the rules allow. */
const withinLimit =
  (organizationId: number, claimant: HoldClaimant): HoldClaimant =>
  async (tx, rules) => {
    const claim = await claimant(tx, rules);
    if ((await futureOnlineBookings(tx, organizationId, claim.clientId)) >= rules.maxFutureBookings)
      throw conflict((m) => m.onlineBooking.tooManyBookings({ max: rules.maxFutureBookings }));
    return claim;
  };

/** Whose booking a hold becomes, decided in the booking's transaction once the hold is locked and still there. */
export type HoldClaimant = (tx: DbTransaction, rules: OnlineBookingRules) => Promise<{ clientId: number; comment: string | null; termsVersion: number | null }>;

/**
 * A live hold becomes the booking, as the code confirms it here and a waitlist offer's accept link does
 * (server/modules/waitlist): the per-client limit, one update of the order's row (client, status by `staffConfirms`,
 * comment, terms), and the audit, messages and `order:new` of any booking.
 */
export async function bookHold(deps: PublicDeps, scope: { organizationId: number; branchId: number }, holdId: number, claimant: HoldClaimant): Promise<Booking> {
  const branch = await findBranch(deps.db, scope);
  if (!branch) throw notFound((m) => m.onlineBooking.pageNotFound);
  const actor = { organizationId: scope.organizationId, userId: null, branch, scope };
  const rules = branchRules(await listRuleRows(deps.db, scope.organizationId, branch.id)).values;
  return writeOrders(deps, actor, async (tx, announce) => {
    const [row] = await tx.select().from(orders).where(and(eq(orders.organizationId, scope.organizationId), eq(orders.id, holdId))).for('update');
    if (!row?.heldUntil) throw conflict((m) => m.onlineBooking.holdGone);
    const claim = await withinLimit(scope.organizationId, claimant)(tx, rules);
    return bookLockedHold(tx, announce, deps, { ...actor, scope }, rules, row.id, claim);
  });
}

/**
 * The hold's row (locked by the caller) becomes the booking: one update (client, status by `staffConfirms`, comment,
 * terms), then the audit, messages and `order:new` of any booking. Also what a paid deposit does inside the
 * provider's notification (server/modules/online-payments/booking-deposit.ts).
 */
export async function bookLockedHold(
  tx: DbTransaction,
  announce: Announce,
  deps: { db: Db; keys: BookingKeys },
  actor: OrderActor & { scope: BranchScope },
  rules: OnlineBookingRules,
  holdId: number,
  claim: Awaited<ReturnType<HoldClaimant>>,
): Promise<Booking> {
  const updated = await updateOrder(tx, actor.scope, holdId, {
    clientId: claim.clientId,
    heldUntil: null,
    status: rules.staffConfirms ? 'order_status.waiting' : 'order_status.approved',
    description: claim.comment,
    termsVersion: claim.termsVersion,
  });
  const order = await loadOrder(tx, actor, updated);
  await recordOrderChange(tx, actor, 'create', null, order);
  await announce('order:new', order);
  countFunnelStep(deps.db, { ...actor.scope, timeZone: actor.branch.timeZone }, 'booked');
  return bookingView(tx, deps.keys, order, updated, rules);
}
