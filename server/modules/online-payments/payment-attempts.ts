import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import type { PaymentLink } from '../../../src/schema/payments/online-payments';
import type { Db, DbTransaction } from '../../db/client';
import { onlinePayments, type OnlinePaymentPurpose } from '../../db/tables';
import { conflict } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import type { SalesDeps } from '../sales/sale-transaction';
import type { PaymentNotification } from './payment-provider';
import { paymentIntegrationOfBranch } from './payment-setup.service';

/**
 * One attempt to pay online, whatever it pays (a sale's debt, a membership instalment, a booking's deposit): making
 * it, showing it as a link, and marking it paid once its notification is verified. What each purpose records lives
 * with the purpose; this is what they share (docs/online-payments.md).
 */
export type OnlinePaymentsDeps = SalesDeps & { key: Uint8Array; origin: string; monriBaseUrl: string | undefined };
export type NotificationOutcome = { status: 200 | 400 | 401 | 404; body: string };

const linkLifetimeMs = 7 * 24 * 60 * 60 * 1000;
export const toMinor = (amount: string) => decimal(amount).times(100).round(0).toNumber();
export const fromMinor = (minor: number) => moneyText(decimal(minor).div(100));
export const paymentLinkUrl = (origin: string, token: string) => `${origin}/pay/${token}`;

type AttemptOwner = { organizationId: number; branchId: number; userId: number; branch: { currency: string } };
type AttemptFor = { purpose: OnlinePaymentPurpose; saleId: number; clientId: number | null; instalmentId?: number; amount: string };

/** A new attempt (a link) of `owner`'s branch for `amount`, in the branch's currency, audited; inside the caller's locks. */
export async function insertAttempt(tx: DbTransaction, owner: AttemptOwner, provider: string, what: AttemptFor) {
  const [created] = await tx
    .insert(onlinePayments)
    .values({
      organizationId: owner.organizationId,
      branchId: owner.branchId,
      provider,
      // Monri's order_number: 1–40 alphanumeric characters, new for every attempt.
      reference: randomBytes(16).toString('hex'),
      token: randomBytes(24).toString('base64url'),
      purpose: what.purpose,
      saleId: what.saleId,
      instalmentId: what.instalmentId ?? null,
      clientId: what.clientId,
      amountMinor: toMinor(what.amount),
      currency: owner.branch.currency,
      expiresAt: new Date(Date.now() + linkLifetimeMs),
      createdByUserId: owner.userId,
    })
    .returning();
  if (!created) throw new Error('payment link not written');
  await recordAudit(tx, { organizationId: owner.organizationId, actorUserId: owner.userId, entity: 'online_payment', entityId: created.id, branchId: owner.branchId, action: 'create', before: null, after: { purpose: created.purpose, saleId: created.saleId, instalmentId: created.instalmentId, amount: fromMinor(created.amountMinor), currency: created.currency } });
  return created;
}

/** The link as staff see it. */
export const paymentLinkOf = (origin: string, row: typeof onlinePayments.$inferSelect): PaymentLink => ({
  id: row.id,
  url: paymentLinkUrl(origin, row.token),
  amountMinor: row.amountMinor,
  currency: row.currency,
  state: row.state,
  expiresAt: row.expiresAt.toISOString(),
});

/** The branch's provider, or 409 when the branch has none set up. */
export async function requirePaymentIntegration(db: Db, organizationId: number, branchId: number) {
  const integration = await paymentIntegrationOfBranch(db, organizationId, branchId);
  if (!integration) throw conflict((m) => m.integrations.paymentsNotSetUp);
  return integration;
}

type AttemptRow = typeof onlinePayments.$inferSelect;

/**
 * Marks a verified attempt paid with the payment it recorded (`transactionId`), audited. `settledMeanwhile` names
 * why no payment was recorded though the card was charged (paid at the desk or cancelled since the link was made):
 * refusing would only make the provider retry for days, so the attempt is paid and the trail tells staff to give the
 * money back in the provider's portal.
 */
export async function markAttemptPaid(tx: DbTransaction, attempt: AttemptRow, notification: PaymentNotification, transactionId: number | null, settledMeanwhile?: string) {
  await tx
    .update(onlinePayments)
    .set({ state: 'paid', providerTransactionId: notification.providerTransactionId, transactionId, notifiedAt: sql`now()` })
    .where(and(eq(onlinePayments.organizationId, attempt.organizationId), eq(onlinePayments.id, attempt.id)));
  const after = { state: 'paid', providerTransactionId: notification.providerTransactionId, ...(settledMeanwhile ? { outcome: settledMeanwhile } : {}) };
  await recordAudit(tx, { organizationId: attempt.organizationId, actorUserId: null, entity: 'online_payment', entityId: attempt.id, branchId: attempt.branchId, action: 'update', before: { state: attempt.state }, after });
}

