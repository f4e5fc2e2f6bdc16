import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BroadcastChannel } from '../../../src/schema/messages/broadcast';
import { inTransaction } from '../../crud/crud.repository';
import type { Db, DbExecutor, DbTransaction } from '../../db/client';
import { branches, clients, marketingUnsubscribes, outbox } from '../../db/tables';
import { recordAudit } from '../audit/audit.service';
import type { UnsubscribeClaim } from './unsubscribe-token';

/**
 * A client leaving a channel's marketing: the consent goes (audited, by nobody on the staff), the leaving is recorded
 * with where it came from, and their marketing still queued on that channel is skipped as unsubscribed.
 */

const consentField = { email: 'marketingEmail', sms: 'marketingSms', telegram: 'marketingTelegram' } as const;

export type UnsubscribeTarget = { branchName: string; timeZone: string; subscribed: boolean };

/** Whom a token names, for the confirmation page; null when the client is gone. */
export async function unsubscribeTarget(db: DbExecutor, claim: UnsubscribeClaim): Promise<UnsubscribeTarget | null> {
  const [row] = await db
    .select({ branchName: branches.name, timeZone: branches.timeZone, client: clients })
    .from(clients)
    .innerJoin(branches, and(eq(branches.organizationId, clients.organizationId), eq(branches.id, clients.branchId)))
    .where(and(eq(clients.organizationId, claim.organizationId), eq(clients.id, claim.clientId), isNull(clients.deletedAt)));
  return row ? { branchName: row.branchName, timeZone: row.timeZone, subscribed: row.client[consentField[claim.channel]] } : null;
}

/** Withdraws the consent and records it; a second time changes nothing. Answers false for a client who is gone. */
export async function unsubscribe(db: Db, claim: UnsubscribeClaim): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, branchId: clients.branchId, consent: clients[consentField[claim.channel]] })
      .from(clients)
      .where(and(eq(clients.organizationId, claim.organizationId), eq(clients.id, claim.clientId), isNull(clients.deletedAt)))
      .for('update');
    if (!client) return false;
    if (client.consent) await withdrawConsent(tx, claim.organizationId, client, claim.channel, { source: 'link', broadcastId: claim.broadcastId });
    return true;
  });
}

/** Shared with an SMS or Telegram STOP (inbound-replies.ts): the consent, the record, the queued marketing. */
export async function withdrawConsent(
  tx: DbTransaction,
  organizationId: number,
  client: { id: number; branchId: number },
  channel: BroadcastChannel,
  cause: { source: 'link' | 'stop'; broadcastId: number | null },
): Promise<void> {
  const field = consentField[channel];
  await tx
    .update(clients)
    .set({ [field]: false, version: sql`${clients.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(clients.organizationId, organizationId), eq(clients.id, client.id)));
  await recordAudit(tx, { organizationId, actorUserId: null, entity: 'clients', entityId: client.id, branchId: client.branchId, action: 'update', before: { [field]: true }, after: { [field]: false } });
  await tx.insert(marketingUnsubscribes).values({ organizationId, clientId: client.id, channel, source: cause.source, broadcastId: cause.broadcastId });
  await tx
    .update(outbox)
    .set({ status: 'skipped', reason: 'unsubscribed' })
    .where(and(eq(outbox.organizationId, organizationId), eq(outbox.clientId, client.id), eq(outbox.channel, channel), eq(outbox.kind, 'marketing'), eq(outbox.status, 'pending')));
}
