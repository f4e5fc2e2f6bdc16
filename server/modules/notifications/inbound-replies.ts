import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { isStopWord, parseConfirmReply } from '../../../src/schema/messages/default-templates';
import type { MessageChannel } from '../../../src/schema/messages/notification-events';
import type { DeliveryOutcome } from '../outbox/transports/provider-callbacks';
import { inTransaction } from '../../crud/crud.repository';
import type { Db } from '../../db/client';
import { clients, outbox } from '../../db/tables';
import { withdrawConsent } from '../broadcasts/unsubscribe.service';
import { changeStatus } from '../orders/orders.service';
import { branchOf, findOrder } from '../orders/orders.repository';
import { writeOrders, type OrderDeps } from '../orders/order-writer';

/**
 * What people answer (issue 17): a provider's delivery report moves a sent message to delivered or failed; a client's
 * STOP withdraws their SMS consent (and the marketing still queued for them); YES or NO to a "please confirm" confirms
 * or cancels that visit, as the client themselves (canceller `external`).
 */

export type ReplyOutcome = 'unsubscribed' | 'confirmed' | 'cancelled' | 'ignored';

/** A report names the provider's own id; only a message of this chain and provider moves, and never backwards. */
export async function recordDeliveryReport(db: Db, organizationId: number, provider: string, report: { providerMessageId: string; outcome: DeliveryOutcome; error?: string | undefined }): Promise<void> {
  if (report.outcome === 'pending') return;
  await db
    .update(outbox)
    .set(report.outcome === 'delivered' ? { status: 'delivered', deliveredAt: sql`now()` } : { status: 'failed', lastError: (report.error ?? 'The provider could not deliver it').slice(0, 1000) })
    .where(
      and(
        eq(outbox.organizationId, organizationId),
        eq(outbox.provider, provider),
        eq(outbox.providerMessageId, report.providerMessageId),
        inArray(outbox.status, report.outcome === 'delivered' ? ['sent'] : ['sent', 'delivered']),
      ),
    );
}

/** How long after a "please confirm" a YES or NO still answers it. */
const confirmWindowDays = 14;

export async function handleInboundReply(deps: OrderDeps, organizationId: number, channel: MessageChannel, from: string, text: string): Promise<ReplyOutcome> {
  const { db } = deps;
  const column = channel === 'sms' ? clients.phone : clients.tgChatId;
  if (isStopWord(text)) {
    const consent = channel === 'sms' ? clients.marketingSms : clients.marketingTelegram;
    await inTransaction(db, async (tx) => {
      // Every client of the chain with this number or chat who still agreed: the same as their own unsubscribe link.
      const agreed = await tx
        .select({ id: clients.id, branchId: clients.branchId })
        .from(clients)
        .where(and(eq(clients.organizationId, organizationId), eq(column, from), eq(consent, true)))
        .for('update');
      for (const client of agreed) await withdrawConsent(tx, organizationId, client, channel === 'sms' ? 'sms' : 'telegram', { source: 'stop', broadcastId: null });
      // And whatever marketing is queued for the number itself.
      await tx
        .update(outbox)
        .set({ status: 'skipped', reason: 'unsubscribed' })
        .where(and(eq(outbox.organizationId, organizationId), eq(outbox.channel, channel), eq(outbox.recipient, from), eq(outbox.kind, 'marketing'), eq(outbox.status, 'pending')));
    });
    return 'unsubscribed';
  }

  const reply = parseConfirmReply(text);
  if (!reply) return 'ignored';
  const [asked] = await db
    .select({ orderId: outbox.orderId, branchId: outbox.branchId })
    .from(outbox)
    .where(
      and(
        eq(outbox.organizationId, organizationId),
        eq(outbox.event, 'customer.confirmRequest'),
        eq(outbox.channel, channel),
        eq(outbox.recipient, from),
        inArray(outbox.status, ['sent', 'delivered']),
        gt(outbox.sentAt, sql`now() - make_interval(days => ${confirmWindowDays})`),
      ),
    )
    .orderBy(desc(outbox.sentAt))
    .limit(1);
  if (!asked?.orderId || !asked.branchId) return 'ignored';
  const { orderId, branchId } = asked;
  return writeOrders(deps, null, async (tx, announce) => {
    const scope = { organizationId, branchId };
    const row = await findOrder(tx, scope, orderId, true);
    // Only a visit still waiting is the client's to confirm or cancel by a word; anything staff did since stands.
    if (!row || row.status !== 'order_status.waiting') return 'ignored';
    const actor = { organizationId, userId: null, branch: await branchOf(tx, organizationId, branchId), scope };
    const to = reply === 'confirm' ? 'order_status.approved' : 'order_status.canceled';
    const extra = reply === 'cancel' ? { cancelerOrigin: 'canceler_origin.external' as const, canceledAt: new Date() } : {};
    await changeStatus(tx, actor, row, to, (event, order) => announce(event, order, actor), extra);
    return reply === 'confirm' ? 'confirmed' : 'cancelled';
  });
}
