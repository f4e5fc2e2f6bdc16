import type { PaymentLink } from '../../../src/schema/payments/online-payments';
import type { BranchInfo } from '../../crud/branch-records';
import type { DbTransaction } from '../../db/client';
import type { onlinePayments } from '../../db/tables';
import { DomainError } from '../../plugins/app/domain-error';
import type { MembershipCaller } from '../sold-memberships/sold-membership-access';
import { lockPayableInstalment, recordInstalmentPayment } from '../sold-memberships/sold-membership.write';
import { fromMinor, insertAttempt, markAttemptPaid, paymentLinkOf, requirePaymentIntegration, type NotificationOutcome, type OnlinePaymentsDeps } from './payment-attempts';
import type { PaymentNotification } from './payment-provider';

/**
 * A membership instalment paid by link (docs/online-payments.md): the link is for what the instalment still owes, on
 * the membership's sale, and the provider's notification pays that instalment through the instalment's own path (the
 * same locks, order and shares as paying it at the till), as a card payment.
 */

/** `POST /membership-instalments/{id}/payment-links`: a link for what the instalment still owes. */
export async function createInstalmentLink(deps: OnlinePaymentsDeps, caller: MembershipCaller, instalmentId: number): Promise<PaymentLink> {
  const integration = await requirePaymentIntegration(deps.db, caller.organizationId, caller.branchId);
  const row = await deps.db.transaction(async (tx) => {
    const { sale, membership, due } = await lockPayableInstalment(tx, caller.organizationId, instalmentId);
    return insertAttempt(tx, caller, integration.provider, { purpose: 'membership_instalment', saleId: sale.id, clientId: membership.clientId, instalmentId, amount: due });
  });
  return paymentLinkOf(deps.origin, row);
}

/**
 * The verified notification of an instalment's link, under the attempt's row lock. An instalment no longer payable
 * for this amount (paid at the till meanwhile, the membership cancelled, an earlier one unpaid since) keeps the
 * charge as the sale's links do: the attempt is paid, no payment recorded, the trail says why.
 */
export async function settleInstalmentAttempt(
  tx: DbTransaction,
  events: number[],
  attempt: typeof onlinePayments.$inferSelect,
  notification: PaymentNotification,
  payee: { organizationId: number; branch: BranchInfo },
): Promise<NotificationOutcome> {
  const amount = fromMinor(attempt.amountMinor);
  const payable = await lockPayableInstalment(tx, attempt.organizationId, attempt.instalmentId!).catch((error: unknown) => {
    if (error instanceof DomainError) return null;
    throw error;
  });
  if (!payable || payable.due !== amount) {
    await markAttemptPaid(tx, attempt, notification, null, 'instalment_settled_meanwhile');
    return { status: 200, body: 'recorded; the instalment no longer owes it' };
  }
  const { cardPaymentId } = await recordInstalmentPayment(tx, events, { ...payee, userId: null }, payable, { cash: '0.00', card: amount, paid: amount }, `Online (${attempt.provider} ${notification.providerTransactionId})`);
  await markAttemptPaid(tx, attempt, notification, cardPaymentId);
  return { status: 200, body: 'recorded' };
}
