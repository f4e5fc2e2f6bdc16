import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { resourceChangedEventName } from '../../../src/schema/live';
import type { ClientSavedCard, SavedCard, SavedCardCharge } from '../../../src/schema/payments/saved-cards';
import type { BranchScope } from '../../crud/branch-records';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { clients, noShowRules, onlinePayments, savedCardCharges, savedCards } from '../../db/tables';
import { notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { sealSecrets } from '../integrations/sealed-secrets';
import { enqueueLiveEvent } from '../live/live-outbox';
import { toMinor } from './payment-attempts';
import type { PaymentNotification } from './payment-provider';
import { paymentIntegrationOfBranch } from './payment-setup.service';

/**
 * A client's saved card (docs/online-payments.md "Saved cards"): stored from a paid notification that carries the
 * provider's token, read and removed from the client card, and charged for a no-show fee by the saved-card-charges
 * worker. The token is sealed with the integration key like the merchant key; nothing here ever answers it.
 */
export const savedCardEntity = 'saved_card';
type CardRow = typeof savedCards.$inferSelect;
type ChargeRow = typeof savedCardCharges.$inferSelect;
type AttemptRow = typeof onlinePayments.$inferSelect;

/**
 * Inside the notification's transaction: a paid attempt whose notification carries a card token stores the card for
 * the attempt's client, replacing their live card of that provider. Keyed on the attempt, so a repeat stores nothing.
 */
export async function storeSavedCard(tx: DbTransaction, key: Uint8Array, attempt: AttemptRow, notification: PaymentNotification): Promise<void> {
  if (notification.status !== 'paid' || !notification.savedCardToken || attempt.clientId === null) return;
  const [already] = await tx
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(and(eq(savedCards.organizationId, attempt.organizationId), eq(savedCards.onlinePaymentId, attempt.id)));
  if (already) return;
  const live = and(eq(savedCards.organizationId, attempt.organizationId), eq(savedCards.clientId, attempt.clientId), eq(savedCards.provider, attempt.provider), isNull(savedCards.removedAt));
  const replaced = await tx.update(savedCards).set({ removedAt: sql`now()` }).where(live).returning({ id: savedCards.id });
  const [card] = await tx
    .insert(savedCards)
    .values({
      organizationId: attempt.organizationId,
      clientId: attempt.clientId,
      provider: attempt.provider,
      branchId: attempt.branchId,
      sealedToken: sealSecrets(key, { token: notification.savedCardToken }),
      maskedPan: notification.card?.maskedPan ?? null,
      brand: notification.card?.brand ?? null,
      expiry: notification.card?.expiry ?? null,
      onlinePaymentId: attempt.id,
    })
    .returning();
  await recordAudit(tx, { organizationId: attempt.organizationId, branchId: attempt.branchId, actorUserId: null, entity: savedCardEntity, entityId: card!.id, action: 'create', before: null, after: { clientId: card!.clientId, provider: card!.provider, maskedPan: card!.maskedPan, onlinePaymentId: attempt.id, replaced: replaced.map((row) => row.id) } });
}

const cardOf = (row: CardRow): SavedCard => ({ id: row.id, provider: row.provider, maskedPan: row.maskedPan, brand: row.brand, expiry: row.expiry, createdAt: row.createdAt.toISOString() });

export const savedCardChargeOf = (row: ChargeRow): SavedCardCharge => ({
  id: row.id,
  noShowChargeId: row.noShowChargeId,
  saleId: row.saleId,
  amountMinor: row.amountMinor,
  currency: row.currency,
  state: row.state,
  reason: row.lastError,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function requireClient(db: DbExecutor, organizationId: number, clientId: number): Promise<void> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(and(eq(clients.organizationId, organizationId), eq(clients.id, clientId)));
  if (!client) throw notFound('client');
}

const liveCardOf = async (db: DbExecutor, organizationId: number, clientId: number): Promise<CardRow | null> => {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.organizationId, organizationId), eq(savedCards.clientId, clientId), isNull(savedCards.removedAt)))
    .orderBy(desc(savedCards.createdAt))
    .limit(1);
  return row ?? null;
};

/** The client card's view: the live card (the chain's, saved in any branch) and this branch's charges to it, newest first. */
export async function readClientSavedCard(db: DbExecutor, scope: BranchScope, clientId: number): Promise<ClientSavedCard> {
  await requireClient(db, scope.organizationId, clientId);
  const card = await liveCardOf(db, scope.organizationId, clientId);
  const charges = await db
    .select()
    .from(savedCardCharges)
    .where(and(eq(savedCardCharges.organizationId, scope.organizationId), eq(savedCardCharges.branchId, scope.branchId), eq(savedCardCharges.clientId, clientId)))
    .orderBy(desc(savedCardCharges.createdAt), desc(savedCardCharges.id));
  return { card: card ? cardOf(card) : null, charges: charges.map(savedCardChargeOf) };
}

/** Removes the client's live card (soft, audited): no fee is charged to it afterwards, what was charged stays. Answers the live event. */
export async function removeClientSavedCard(tx: DbTransaction, scope: BranchScope & { userId: number; channel: string }, clientId: number): Promise<number> {
  await requireClient(tx, scope.organizationId, clientId);
  const [card] = await tx
    .update(savedCards)
    .set({ removedAt: sql`now()`, removedBy: scope.userId })
    .where(and(eq(savedCards.organizationId, scope.organizationId), eq(savedCards.clientId, clientId), isNull(savedCards.removedAt)))
    .returning();
  if (!card) throw notFound('record');
  await recordAudit(tx, { organizationId: scope.organizationId, branchId: scope.branchId, actorUserId: scope.userId, entity: savedCardEntity, entityId: card.id, action: 'delete', before: { clientId, maskedPan: card.maskedPan, brand: card.brand }, after: null });
  return enqueueSavedCardChanged(tx, scope.organizationId, scope.channel, card.id, 'delete');
}

/** The client card reads its saved card again at once when it changes (`resource:changed`, `savedCards`). */
export const enqueueSavedCardChanged = (tx: DbTransaction, organizationId: number, channel: string, id: number, action: 'create' | 'update' | 'delete') =>
  enqueueLiveEvent(tx, { organizationId, channel, message: { event: resourceChangedEventName, data: { resource: 'savedCards', id, action } } });

/**
 * Whether the hosted page offers saving the card: only where a saved card can be used, that is when the branch has a
 * no-show or late-cancel rule (its own or a service's) whose outcome is a fee, and the attempt is a known client's.
 * Asking everyone to save a card the branch never charges would only collect tokens.
 */
export async function offersSavingCard(db: DbExecutor, attempt: Pick<AttemptRow, 'organizationId' | 'branchId' | 'clientId'>): Promise<boolean> {
  if (attempt.clientId === null) return false;
  const rows = await db
    .select({ rules: noShowRules.rules })
    .from(noShowRules)
    .where(and(eq(noShowRules.organizationId, attempt.organizationId), eq(noShowRules.branchId, attempt.branchId)));
  return rows.some(({ rules }) => rules.noShow.outcome === 'fee' || rules.lateCancel.outcome === 'fee');
}

/**
 * Inside the status change's transaction, for a `fee` the rules just applied: when the client has a live card and
 * the branch takes online payments, a pending charge of the fee's sale to it, which the worker sends once this
 * transaction has committed. Answers the live event to publish, or null when nothing was queued.
 */
export async function queueSavedCardCharge(
  tx: DbTransaction,
  actor: { organizationId: number; branch: { guid: string }; scope: BranchScope },
  fee: { id: number; clientId: number; amount: string; currency: string },
  saleId: number,
): Promise<number | null> {
  const card = await liveCardOf(tx, actor.organizationId, fee.clientId);
  if (!card || !(await paymentIntegrationOfBranch(tx, actor.organizationId, actor.scope.branchId))) return null;
  const [row] = await tx
    .insert(savedCardCharges)
    .values({
      organizationId: actor.organizationId,
      branchId: actor.scope.branchId,
      noShowChargeId: fee.id,
      savedCardId: card.id,
      saleId,
      clientId: fee.clientId,
      // Monri's order_number, kept for every try of this charge: Monri refuses a second transaction of it.
      reference: randomBytes(16).toString('hex'),
      amountMinor: toMinor(fee.amount),
      currency: fee.currency,
    })
    .onConflictDoNothing()
    .returning({ id: savedCardCharges.id });
  return row ? enqueueSavedCardChanged(tx, actor.organizationId, actor.branch.guid, row.id, 'create') : null;
}
