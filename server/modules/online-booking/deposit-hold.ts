import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { moneyText, sumMoney } from '../../../src/schema/money/decimal';
import { depositAmount } from '../../../src/schema/online-booking/deposit';
import type { DepositDue } from '../../../src/schema/online-booking/public-booking';
import type { OnlineBookingRules } from '../../../src/schema/online-booking/rules';
import { findBranch, type BranchScope } from '../../crud/branch-records';
import type { Db, DbExecutor } from '../../db/client';
import { onlinePayments, orders, orderServices } from '../../db/tables';
import { conflict, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { paymentLinkUrl, toMinor } from '../online-payments/payment-attempts';
import { paymentIntegrationOfBranch } from '../online-payments/payment-setup.service';
import { listRuleRows } from './booking-rules.repository';
import type { HoldClaimant } from './confirm.service';
import { branchRules } from './rules-in-force';

/**
 * A deposit or the full price taken at online booking (docs/online-payments.md "Deposits"). The right code does not
 * book yet: in one transaction the code is spent, the client found or made (as a booking would), kept on the held
 * order with the comment and terms, the hold stretched to the payment window, and a `booking_deposit` attempt made for
 * it. The client pays on the provider's page; only the provider's signed notification books the visit
 * (server/modules/online-payments/booking-deposit.ts).
 */
export const paymentWindowMs = 15 * 60_000;

/** The hold's booked price: its lines at the prices they were booked at. */
async function heldPrice(db: DbExecutor, scope: BranchScope, holdId: number): Promise<string> {
  const lines = await db
    .select({ price: orderServices.price })
    .from(orderServices)
    .where(and(eq(orderServices.organizationId, scope.organizationId), eq(orderServices.orderId, holdId)));
  return moneyText(sumMoney(lines.map((line) => line.price ?? '0')));
}

export type DepositTerms = { amount: string; provider: string; rules: OnlineBookingRules };

/** The deposit the branch takes for this hold, or null: no rule asks one, or the branch has no payment provider. */
export async function depositDueOf(db: Db, scope: BranchScope, holdId: number): Promise<DepositTerms | null> {
  const rules = branchRules(await listRuleRows(db, scope.organizationId, scope.branchId)).values;
  if (rules.paymentAtBooking === 'none') return null;
  const integration = await paymentIntegrationOfBranch(db, scope.organizationId, scope.branchId);
  if (!integration) return null;
  const amount = depositAmount(rules, await heldPrice(db, scope, holdId));
  return amount === null ? null : { amount, provider: integration.provider, rules };
}

/** The right code of a hold that needs paying: the attempt the client pays, the hold kept until then. */
export async function awaitDeposit(db: Db, origin: string, scope: BranchScope, holdId: number, terms: DepositTerms, claimant: HoldClaimant): Promise<DepositDue> {
  const branch = await findBranch(db, scope);
  if (!branch) throw notFound((m) => m.onlineBooking.pageNotFound);
  const payBy = new Date(Date.now() + paymentWindowMs);
  const attempt = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.organizationId, scope.organizationId), eq(orders.id, holdId), isNotNull(orders.heldUntil)))
      .for('update');
    if (!row) throw conflict((m) => m.onlineBooking.holdGone);
    const claim = await claimant(tx, terms.rules);
    await tx
      .update(orders)
      .set({ clientId: claim.clientId, description: claim.comment, termsVersion: claim.termsVersion, heldUntil: payBy, updatedAt: sql`now()` })
      .where(and(eq(orders.organizationId, scope.organizationId), eq(orders.id, holdId)));
    const [made] = await tx
      .insert(onlinePayments)
      .values({
        organizationId: scope.organizationId,
        branchId: scope.branchId,
        provider: terms.provider,
        reference: randomBytes(16).toString('hex'),
        token: randomBytes(24).toString('base64url'),
        purpose: 'booking_deposit',
        orderId: holdId,
        clientId: claim.clientId,
        amountMinor: toMinor(terms.amount),
        currency: branch.currency,
        expiresAt: payBy,
      })
      .returning();
    await recordAudit(tx, { organizationId: scope.organizationId, actorUserId: null, entity: 'online_payment', entityId: made!.id, branchId: scope.branchId, action: 'create', before: null, after: { purpose: 'booking_deposit', orderId: holdId, amount: terms.amount, currency: branch.currency } });
    return made!;
  });
  return { payment: { url: paymentLinkUrl(origin, attempt.token), reference: attempt.reference, amountMinor: attempt.amountMinor, currency: attempt.currency, payBy: payBy.toISOString() } };
}

/** Whether the hold's client is paying its deposit: leaving the page for the provider's is no letting go of the time. */
export async function awaitingDeposit(db: DbExecutor, organizationId: number, holdId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.organizationId, organizationId), eq(onlinePayments.orderId, holdId), eq(onlinePayments.state, 'pending')))
    .limit(1);
  return row !== undefined;
}
