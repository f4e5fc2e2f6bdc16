import { and, asc, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import { branchToday, findBranch, type BranchInfo } from '../../crud/branch-records';
import type { Db, DbTransaction } from '../../db/client';
import { clients, noShowCharges, savedCardCharges, savedCards } from '../../db/tables';
import { recordAudit } from '../audit/audit.service';
import { openSecrets } from '../integrations/sealed-secrets';
import type { LiveOutbox } from '../live/live-outbox';
import { enqueueMoneyChanged } from '../money/money-live';
import { recordTransaction } from '../money/record-transaction';
import { lockSaleMoney } from '../money/sale-locks';
import { createPollingLoop, type PollingLoop } from '../outbox/polling-loop';
import { setPaid } from '../sales/sale-money.service';
import { writeMoney } from '../sales/sale-transaction';
import { fromMinor } from './payment-attempts';
import { PaymentProviderUnavailableError, type SavedCardChargeRequest, type SavedCardChargeResult } from './payment-provider';
import { paymentIntegrationOfBranch, providerOfRow } from './payment-setup.service';
import { enqueueSavedCardChanged } from './saved-cards.service';

/**
 * Charges no-show fees to saved cards (docs/online-payments.md "Saved cards"), never inside the status change or a
 * request: the change writes a `pending` row in its own transaction and this worker sends it after it committed.
 * A try is three steps: claim (its own short transaction: `sending`, one more attempt), the provider call with no
 * transaction open, and record (the money path, under the row's lock). A process that dies between the call and the
 * record leaves the row `sending`; after `leaseMs` it is tried again with the same order number, which the provider
 * refuses as a duplicate if the first call reached it: never a second charge, and staff are told to look it up.
 */
export type ChargeOptions = { timeoutMs?: number; retryDelayMs?: (attempts: number) => number; leaseMs?: number; maxAttempts?: number };
export type ChargeReport = { approved: number; declined: number; retrying: number };
export type SavedCardChargeDeps = { db: Db; liveOutbox: LiveOutbox; key: Uint8Array; monriBaseUrl: string | undefined };

/** A minute after the first failure, doubling, at most an hour: an outage's fees are charged soon after it ends. */
export const savedCardRetryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

const savedCardChargeEntity = 'saved_card_charge';
type ChargeRow = typeof savedCardCharges.$inferSelect;
type Claimed = { row: ChargeRow; request: SavedCardChargeRequest; charge: (request: SavedCardChargeRequest, timeoutMs: number) => Promise<SavedCardChargeResult> };
type Settled = Required<ChargeOptions>;

const where = (row: Pick<ChargeRow, 'organizationId' | 'id'>) => and(eq(savedCardCharges.organizationId, row.organizationId), eq(savedCardCharges.id, row.id));

/** Ends a charge that must not be sent (fee waived or paid meanwhile, card removed, provider gone) with the reason. */
async function cancel(tx: DbTransaction, row: ChargeRow, reason: string): Promise<null> {
  await tx.update(savedCardCharges).set({ state: 'canceled', lastError: reason, updatedAt: sql`now()` }).where(where(row));
  await recordAudit(tx, { organizationId: row.organizationId, branchId: row.branchId, actorUserId: null, entity: savedCardChargeEntity, entityId: row.id, action: 'update', before: { state: row.state }, after: { state: 'canceled', reason } });
  return null;
}

/** Locks the next due charge not touched since `roundStart` (a round tries each charge once), checks it may still be sent, marks it `sending`. */
async function claim(deps: SavedCardChargeDeps, options: Settled, roundStart: Date): Promise<Claimed | 'none' | 'skipped'> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(savedCardCharges)
      .where(
        or(
          and(eq(savedCardCharges.state, 'pending'), lte(savedCardCharges.nextAttemptAt, sql`now()`), lt(savedCardCharges.updatedAt, roundStart)),
          and(eq(savedCardCharges.state, 'sending'), lt(savedCardCharges.updatedAt, new Date(Date.now() - options.leaseMs))),
        ),
      )
      .orderBy(asc(savedCardCharges.nextAttemptAt), asc(savedCardCharges.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return 'none';
    const [fee] = await tx.select({ state: noShowCharges.state }).from(noShowCharges).where(and(eq(noShowCharges.organizationId, row.organizationId), eq(noShowCharges.id, row.noShowChargeId)));
    if (fee?.state !== 'applied') return (await cancel(tx, row, 'The fee was waived before the card was charged.')) ?? 'skipped';
    const locked = await lockSaleMoney(tx, { organizationId: row.organizationId }, row.saleId);
    const owes = locked && !locked.sale.canceledAt ? decimal(locked.sale.total).minus(decimal(locked.sale.paid)) : decimal(0);
    if (!owes.gte(decimal(fromMinor(row.amountMinor)))) return (await cancel(tx, row, 'The fee was paid before the card was charged.')) ?? 'skipped';
    const [card] = await tx.select().from(savedCards).where(and(eq(savedCards.organizationId, row.organizationId), eq(savedCards.id, row.savedCardId)));
    if (!card || card.removedAt) return (await cancel(tx, row, 'The saved card was removed before it was charged.')) ?? 'skipped';
    const integration = await paymentIntegrationOfBranch(tx, row.organizationId, row.branchId);
    const provider = integration ? providerOfRow(deps.key, integration, deps.monriBaseUrl) : null;
    if (!provider?.chargeSavedCard) return (await cancel(tx, row, 'The branch no longer takes online payments.')) ?? 'skipped';
    const [client] = await tx.select().from(clients).where(and(eq(clients.organizationId, row.organizationId), eq(clients.id, row.clientId)));
    await tx.update(savedCardCharges).set({ state: 'sending', attempts: sql`${savedCardCharges.attempts} + 1`, updatedAt: sql`now()` }).where(where(row));
    const token = openSecrets(deps.key, card.sealedToken)['token'] ?? '';
    const request: SavedCardChargeRequest = {
      reference: row.reference,
      amount: row.amountMinor,
      currency: row.currency,
      description: `No-show fee ${row.reference.slice(0, 8)}`,
      // Monri's `language` only localises its error texts, which staff read: English.
      language: 'EN',
      savedCardToken: token,
      buyer: { fullName: client ? `${client.firstName} ${client.lastName}` : '', email: client?.email ?? null, phone: client?.phone ?? null, country: 'RS' },
    };
    return { row: { ...row, attempts: row.attempts + 1 }, request, charge: (r, timeoutMs) => provider.chargeSavedCard!(r, timeoutMs) };
  });
}

type Answer = SavedCardChargeResult | { outcome: 'unavailable'; reason: string };

/** Records the provider's answer under the row's lock; an answer for a row no longer `sending` changes nothing. */
async function record(deps: SavedCardChargeDeps, claimed: ChargeRow, answer: Answer, options: Settled): Promise<keyof ChargeReport | null> {
  return writeMoney(deps, async (tx, events) => {
    const [row] = await tx.select().from(savedCardCharges).where(where(claimed)).for('update');
    if (!row || row.state !== 'sending') return null;
    const branch = (await findBranch(tx, { organizationId: row.organizationId, branchId: row.branchId })) as BranchInfo;
    const caller = { organizationId: row.organizationId, branch };
    const audit = (after: Record<string, unknown>) => recordAudit(tx, { organizationId: row.organizationId, branchId: row.branchId, actorUserId: null, entity: savedCardChargeEntity, entityId: row.id, action: 'update', before: { state: row.state }, after });
    let outcome: keyof ChargeReport;
    if (answer.outcome === 'approved') {
      let transactionId: number | null = null;
      const locked = await lockSaleMoney(tx, { organizationId: row.organizationId }, row.saleId);
      const amount = fromMinor(row.amountMinor);
      // Paid at the desk while the call was out: the card was charged all the same; the trail tells staff to refund it.
      const stillOwed = locked && !locked.sale.canceledAt && decimal(locked.sale.total).minus(decimal(locked.sale.paid)).gte(decimal(amount));
      if (locked && stillOwed) {
        const payment = await recordTransaction(tx, { organizationId: row.organizationId, branchId: row.branchId }, { kind: 'payment', method: 'card', amount, localDate: branchToday({ branch }), saleId: row.saleId, orderId: null, clientId: row.clientId, note: `Saved card (monri ${answer.providerTransactionId})`, actorUserId: null });
        transactionId = payment.id;
        await setPaid(tx, caller, locked.sale, moneyText(decimal(locked.sale.paid).plus(decimal(amount))), events);
      }
      await tx.update(savedCardCharges).set({ state: 'approved', providerTransactionId: answer.providerTransactionId, transactionId, lastError: null, updatedAt: sql`now()` }).where(where(row));
      await audit({ state: 'approved', providerTransactionId: answer.providerTransactionId, ...(stillOwed ? {} : { outcome: 'sale_settled_meanwhile' }) });
      outcome = 'approved';
    } else if (answer.outcome === 'unavailable' && row.attempts < options.maxAttempts) {
      await tx.update(savedCardCharges).set({ state: 'pending', lastError: answer.reason, nextAttemptAt: new Date(Date.now() + options.retryDelayMs(row.attempts)), updatedAt: sql`now()` }).where(where(row));
      outcome = 'retrying';
    } else {
      const state = answer.outcome === 'declined' ? 'declined' : 'unanswered';
      const reason = answer.outcome === 'duplicate' ? `Monri already has this charge (${answer.reason}): check its portal before taking the fee again.` : answer.reason;
      await tx.update(savedCardCharges).set({ state, lastError: reason, updatedAt: sql`now()` }).where(where(row));
      await audit({ state, reason });
      outcome = 'declined';
    }
    events.push(await enqueueMoneyChanged(tx, caller, { dates: [branchToday({ branch })], clientId: row.clientId, orderIds: [] }));
    events.push(await enqueueSavedCardChanged(tx, row.organizationId, branch.guid, row.id, 'update'));
    return outcome;
  });
}

/** Sends every due charge once; answers what became of them. */
export async function chargePendingSavedCards(deps: SavedCardChargeDeps, options: ChargeOptions = {}): Promise<ChargeReport> {
  const settled: Settled = { timeoutMs: options.timeoutMs ?? 20_000, retryDelayMs: options.retryDelayMs ?? savedCardRetryDelayMs, leaseMs: options.leaseMs ?? 10 * 60_000, maxAttempts: options.maxAttempts ?? 6 };
  const report: ChargeReport = { approved: 0, declined: 0, retrying: 0 };
  const roundStart = new Date();
  for (;;) {
    const claimed = await claim(deps, settled, roundStart);
    if (claimed === 'none') return report;
    if (claimed === 'skipped') continue;
    let answer: Answer;
    try {
      answer = await claimed.charge(claimed.request, settled.timeoutMs);
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailableError)) throw error;
      answer = { outcome: 'unavailable', reason: error.message };
    }
    const outcome = await record(deps, claimed.row, answer, settled);
    if (outcome) report[outcome]++;
  }
}

export type SavedCardChargeWorker = PollingLoop & { chargePending(options?: ChargeOptions): Promise<ChargeReport> };

export function createSavedCardChargeWorker(deps: SavedCardChargeDeps & { log: FastifyBaseLogger; intervalMs?: number }): SavedCardChargeWorker {
  const chargePending = (options: ChargeOptions = {}) => chargePendingSavedCards(deps, options);
  const loop = createPollingLoop({ intervalMs: deps.intervalMs ?? 5_000, log: deps.log, failure: 'saved card charges round failed', round: async () => ({ more: (await chargePending()).approved > 0 }) });
  return { ...loop, chargePending };
}
