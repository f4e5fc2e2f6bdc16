import { and, eq } from 'drizzle-orm';
import { scheduledOrderDataOf } from '../../../src/schema/schedule/order';
import { branchToday, type BranchInfo } from '../../crud/branch-records';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { orders, transactions, type onlinePayments } from '../../db/tables';
import { enqueueLiveEvent } from '../live/live-outbox';
import { recordTransaction } from '../money/record-transaction';
import { listRuleRows } from '../online-booking/booking-rules.repository';
import { bookingKeysOf } from '../online-booking/booking-tokens';
import { bookLockedHold } from '../online-booking/confirm.service';
import { branchRules } from '../online-booking/rules-in-force';
import type { Announce } from '../orders/order-writer';
import { fromMinor, markAttemptPaid, type NotificationOutcome, type OnlinePaymentsDeps } from './payment-attempts';
import type { PaymentNotification } from './payment-provider';

/**
 * The verified notification of a booking's deposit (docs/online-payments.md "Deposits"), under the attempt's row lock
 * and in the notification's transaction. The money is recorded as a card payment naming the visit and no sale: money
 * held, not revenue, until the visit's checkout applies it (server/modules/money/held-deposits.ts). Then the hold
 * becomes the booking as a confirmed code makes it (the client, comment and terms kept on it when the code was right).
 * A hold a sweep or the client's "back" deleted before the money came: the slot is no longer held, so the payment is
 * recorded for the client alone and the attempt's trail says it is due back (Sales → Payments lists it to refund).
 */
type Attempt = typeof onlinePayments.$inferSelect;

export async function settleBookingDeposit(
  deps: Pick<OnlinePaymentsDeps, 'db' | 'key'>,
  tx: DbTransaction,
  events: number[],
  attempt: Attempt,
  notification: PaymentNotification,
  payee: { organizationId: number; branch: BranchInfo },
): Promise<NotificationOutcome> {
  const scope = { organizationId: attempt.organizationId, branchId: attempt.branchId };
  const [hold] =
    attempt.orderId === null
      ? []
      : await tx
          .select()
          .from(orders)
          .where(and(eq(orders.organizationId, attempt.organizationId), eq(orders.id, attempt.orderId)))
          .for('update');
  const held = hold?.heldUntil ? hold : null;
  const payment = await recordTransaction(tx, scope, {
    kind: 'payment',
    method: 'card',
    amount: fromMinor(attempt.amountMinor),
    localDate: branchToday(payee),
    orderId: held?.id ?? null,
    clientId: attempt.clientId,
    note: `Online deposit (${attempt.provider} ${notification.providerTransactionId})`,
    actorUserId: null,
  });
  if (!held) {
    await markAttemptPaid(tx, attempt, notification, payment.id, 'booking_gone_refund_due');
    return { status: 200, body: 'recorded; the held time was gone, the deposit is due back' };
  }
  await markAttemptPaid(tx, attempt, notification, payment.id);
  const rules = branchRules(await listRuleRows(tx, attempt.organizationId, attempt.branchId)).values;
  const actor = { organizationId: attempt.organizationId, userId: null, branch: payee.branch, scope };
  await bookLockedHold(tx, announceInto(tx, events, actor), { db: deps.db, keys: bookingKeysOf(deps.key) }, actor, rules, held.id, {
    clientId: held.clientId ?? attempt.clientId!,
    comment: held.description,
    termsVersion: held.termsVersion,
  });
  return { status: 200, body: 'recorded; booked' };
}

/** The booking's live events queued with the notification's own, published once it commits. */
function announceInto(tx: DbTransaction, events: number[], actor: { organizationId: number; branch: BranchInfo }): Announce {
  const announce = async (event: Parameters<Announce>[0], order: Parameters<Announce>[1]) => {
    events.push(await enqueueLiveEvent(tx, { organizationId: actor.organizationId, channel: actor.branch.guid, message: { event, data: scheduledOrderDataOf(order) } }));
  };
  return Object.assign(announce, { queued: (id: number | null) => void (id !== null && events.push(id)) });
}

/** What a paid deposit did, for its result page: its payment names the visit it booked, or none (due back). */
export async function depositOutcome(db: DbExecutor, attempt: Attempt): Promise<'booked' | 'refundDue'> {
  if (attempt.transactionId === null) return 'refundDue';
  const [payment] = await db
    .select({ orderId: transactions.orderId })
    .from(transactions)
    .where(and(eq(transactions.organizationId, attempt.organizationId), eq(transactions.id, attempt.transactionId)));
  return payment?.orderId ? 'booked' : 'refundDue';
}
