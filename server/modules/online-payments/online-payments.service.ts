import { and, eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Language } from '../../../src/schema/enums';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import { ipsQrFor } from '../../../src/schema/payments/ips-settings';
import type { PaymentLink, PublicPaymentState } from '../../../src/schema/payments/online-payments';
import { branchToday, findBranch } from '../../crud/branch-records';
import type { Db } from '../../db/client';
import { clients, onlinePayments } from '../../db/tables';
import { conflict, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { ipsSettingsOfBranch } from '../integrations/ips.service';
import { recordTransaction } from '../money/record-transaction';
import { lockSaleMoney } from '../money/sale-locks';
import { setPaid } from '../sales/sale-money.service';
import type { SalesCaller } from '../sales/sales-access';
import { writeMoney } from '../sales/sale-transaction';
import { depositOutcome, settleBookingDeposit } from './booking-deposit';
import { settleInstalmentAttempt } from './instalment-link';
import { fromMinor, insertAttempt, markAttemptPaid, paymentLinkOf, requirePaymentIntegration, type NotificationOutcome, type OnlinePaymentsDeps } from './payment-attempts';
import { PaymentNotificationError, type HostedPaymentForm } from './payment-provider';
import { offersSavingCard, storeSavedCard } from './saved-cards.service';
import { paymentCallbackUrl, paymentIntegrationByToken, paymentIntegrationOfBranch, providerOfRow } from './payment-setup.service';

/**
 * Payment links and the provider's notifications (docs/online-payments.md). Staff make a link for what a sale still
 * owes; the client opens it and is sent to the provider's hosted page; only the provider's signed notification marks
 * the attempt paid, recording the payment through the money path in the same transaction, under the attempt's row
 * lock, so a repeated notification finds it paid and records nothing more.
 */
const resultUrl = (origin: string, outcome: 'success' | 'fail', reference: string) => `${origin}/secure_payment/${outcome}?ref=${reference}`;

/** `POST /sales/{id}/payment-links`: a link for all the sale still owes, in the branch's currency. */
export async function createDebtLink(deps: OnlinePaymentsDeps, caller: SalesCaller, saleId: number): Promise<PaymentLink> {
  const integration = await requirePaymentIntegration(deps.db, caller.organizationId, caller.branchId);
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockSaleMoney(tx, caller, saleId);
    if (!locked) throw notFound('sale');
    const { sale } = locked;
    const due = decimal(sale.total).minus(decimal(sale.paid));
    if (sale.canceledAt || !due.gt(0)) throw conflict((m) => m.integrations.paymentLinkNotForThis);
    return insertAttempt(tx, caller, integration.provider, { purpose: 'sale_debt', saleId: sale.id, clientId: sale.clientId, amount: moneyText(due) });
  });
  return paymentLinkOf(deps.origin, row);
}

const countryOfCurrency: Readonly<Record<string, string>> = { RSD: 'RS', BAM: 'BA', MKD: 'MK', RON: 'RO', HUF: 'HU', RUB: 'RU', TRY: 'TR' };

/**
 * The client opens `/pay/{token}`: a pending, unexpired attempt gives the provider's form to post; anything else
 * sends the browser to the result page, which shows the attempt's real state.
 */
export async function openPaymentLink(
  deps: OnlinePaymentsDeps,
  token: string,
  language: Language,
): Promise<{ form: HostedPaymentForm; amountMinor: number; currency: string; ipsQr: string | null } | { redirect: string } | null> {
  const [attempt] = await deps.db.select().from(onlinePayments).where(eq(onlinePayments.token, token));
  if (!attempt) return null;
  if (attempt.state === 'pending' && attempt.expiresAt.getTime() <= Date.now()) {
    await deps.db
      .update(onlinePayments)
      .set({ state: 'expired' })
      .where(and(eq(onlinePayments.organizationId, attempt.organizationId), eq(onlinePayments.id, attempt.id), eq(onlinePayments.state, 'pending')));
    return { redirect: resultUrl(deps.origin, 'fail', attempt.reference) };
  }
  if (attempt.state !== 'pending') return { redirect: resultUrl(deps.origin, attempt.state === 'paid' ? 'success' : 'fail', attempt.reference) };
  const integration = await paymentIntegrationOfBranch(deps.db, attempt.organizationId, attempt.branchId);
  const branch = await findBranch(deps.db, { organizationId: attempt.organizationId, branchId: attempt.branchId });
  if (!integration || !branch) return { redirect: resultUrl(deps.origin, 'fail', attempt.reference) };
  const [client] = attempt.clientId
    ? await deps.db.select().from(clients).where(and(eq(clients.organizationId, attempt.organizationId), eq(clients.id, attempt.clientId)))
    : [];
  const phone = client?.phone ?? null;
  const form = providerOfRow(deps.key, integration, deps.monriBaseUrl).createHostedPayment({
    reference: attempt.reference,
    amount: attempt.amountMinor,
    currency: attempt.currency,
    description: `Payment ${attempt.reference.slice(0, 8)}`,
    language,
    buyer: {
      fullName: client ? `${client.firstName} ${client.lastName}` : '',
      email: client?.email ?? null,
      phone,
      country: (phone && parsePhoneNumberFromString(phone)?.country) ?? countryOfCurrency[attempt.currency] ?? 'RS',
    },
    successUrl: resultUrl(deps.origin, 'success', attempt.reference),
    failUrl: resultUrl(deps.origin, 'fail', attempt.reference),
    callbackUrl: paymentCallbackUrl(deps.origin, integration.callbackToken),
    offerSavingCard: await offersSavingCard(deps.db, attempt),
  });
  // A dinar branch with IPS set up offers the same amount as an IPS QR code too (a transfer nothing here confirms).
  const ips = attempt.currency === 'RSD' ? await ipsSettingsOfBranch(deps.db, attempt.organizationId, attempt.branchId) : null;
  const ipsQr = ips ? ipsQrFor(ips, fromMinor(attempt.amountMinor), branchToday({ branch })) : null;
  return { form, amountMinor: attempt.amountMinor, currency: attempt.currency, ipsQr };
}

/** What the result pages read: the attempt's state in the database, never the browser's query. */
export async function publicPaymentState(db: Db, reference: string): Promise<PublicPaymentState | null> {
  const [attempt] = await db.select().from(onlinePayments).where(eq(onlinePayments.reference, reference));
  if (!attempt) return null;
  const state = attempt.state === 'pending' && attempt.expiresAt.getTime() <= Date.now() ? 'expired' : attempt.state;
  const booking = attempt.purpose === 'booking_deposit' && state === 'paid' ? await depositOutcome(db, attempt) : undefined;
  return { state, amountMinor: attempt.amountMinor, currency: attempt.currency, requiredPolling: state === 'pending', ...(booking ? { booking } : {}) };
}

/**
 * The provider's notification. The signature is checked over the raw bytes with the key of the integration the
 * address names; a forged one is audited and answered 401 with nothing recorded. A verified one locks its attempt
 * (same chain as the integration) and, while it is pending, records the payment and marks it paid in one
 * transaction; paid already (a repeat), it answers 200 so the provider stops retrying.
 */
export async function receiveNotification(deps: OnlinePaymentsDeps, callbackToken: string, headers: Record<string, string | string[] | undefined>, rawBody: Buffer): Promise<NotificationOutcome> {
  const integration = await paymentIntegrationByToken(deps.db, callbackToken);
  if (!integration || integration.branchId === null) return { status: 404, body: 'unknown callback address' };
  const audit = (entityId: number, after: Record<string, unknown>) =>
    deps.db.transaction((tx) => recordAudit(tx, { organizationId: integration.organizationId, actorUserId: null, entity: 'payment_notification', entityId, branchId: integration.branchId, action: 'create', before: null, after }));
  let notification;
  try {
    notification = providerOfRow(deps.key, integration, deps.monriBaseUrl).verifyNotification({ headers, rawBody });
  } catch (error) {
    if (!(error instanceof PaymentNotificationError)) throw error;
    await audit(integration.id, { outcome: error.kind, provider: integration.provider });
    return error.kind === 'forged' ? { status: 401, body: 'signature refused' } : { status: 400, body: 'not a transaction' };
  }
  const branch = await findBranch(deps.db, { organizationId: integration.organizationId, branchId: integration.branchId });
  if (!branch) return { status: 404, body: 'unknown branch' };
  const caller = { organizationId: integration.organizationId, branch };
  const outcome = await writeMoney(deps, async (tx, events): Promise<NotificationOutcome | { mismatch: number }> => {
    const [attempt] = await tx
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.organizationId, integration.organizationId), eq(onlinePayments.branchId, branch.id), eq(onlinePayments.reference, notification.reference)))
      .for('update');
    if (!attempt) return { status: 404, body: 'unknown reference' };
    if (attempt.state === 'paid') return { status: 200, body: 'already recorded' };
    if (notification.amount !== attempt.amountMinor || notification.currency !== attempt.currency) return { mismatch: attempt.id };
    if (notification.status === 'failed') {
      await tx.update(onlinePayments).set({ state: 'failed' }).where(and(eq(onlinePayments.organizationId, attempt.organizationId), eq(onlinePayments.id, attempt.id)));
      return { status: 200, body: 'declined' };
    }
    await storeSavedCard(tx, deps.key, attempt, notification);
    if (attempt.purpose === 'membership_instalment') return settleInstalmentAttempt(tx, events, attempt, notification, caller);
    if (attempt.purpose === 'booking_deposit') return settleBookingDeposit(deps, tx, events, attempt, notification, caller);
    let transactionId: number | null = null;
    if (attempt.saleId !== null) {
      const locked = await lockSaleMoney(tx, { organizationId: attempt.organizationId }, attempt.saleId);
      if (!locked) return { status: 404, body: 'unknown sale' };
      const { sale } = locked;
      const amount = fromMinor(attempt.amountMinor);
      // Paid at the desk (or cancelled) since the link was made: the card was charged all the same (markAttemptPaid).
      if (sale.canceledAt || decimal(sale.total).minus(decimal(sale.paid)).lt(decimal(amount))) {
        await markAttemptPaid(tx, attempt, notification, null, 'sale_settled_meanwhile');
        return { status: 200, body: 'recorded; the sale no longer owes it' };
      }
      const payment = await recordTransaction(tx, { organizationId: attempt.organizationId, branchId: attempt.branchId }, {
        kind: 'payment',
        method: 'card',
        amount,
        localDate: branchToday({ branch }),
        saleId: sale.id,
        orderId: sale.orderId,
        clientId: sale.clientId,
        note: `Online (${attempt.provider} ${notification.providerTransactionId})`,
        actorUserId: null,
      });
      transactionId = payment.id;
      await setPaid(tx, caller, sale, moneyText(decimal(sale.paid).plus(decimal(amount))), events);
    }
    await markAttemptPaid(tx, attempt, notification, transactionId);
    return { status: 200, body: 'recorded' };
  });
  if ('mismatch' in outcome) {
    await audit(outcome.mismatch, { outcome: 'amount_mismatch', amount: notification.amount, currency: notification.currency });
    return { status: 400, body: 'amount or currency differs from the attempt' };
  }
  return outcome;
}
