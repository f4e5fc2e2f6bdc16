import { and, eq, sql } from 'drizzle-orm';
import type { SkipReason } from '../../../src/schema/messages/message-log';
import type { MarketingSettings } from '../../../src/schema/messages/marketing-settings';
import { inTransaction, lockFor } from '../../crud/crud.repository';
import type { Db } from '../../db/client';
import { broadcasts, outbox } from '../../db/tables';
import type { OutboxRow } from '../outbox/outbox.repository';
import { recentMarketingSql } from './broadcast-audience';
import { readMarketingSettings } from './marketing-settings.repository';

/**
 * What the outbox worker asks before sending a marketing message (every `kind = 'marketing'` row: broadcasts,
 * birthdays, come-back messages): is its broadcast cancelled, and has the client had as many marketing messages as
 * the branch's frequency cap allows? The count and the place this message takes are one transaction under a lock per
 * client, so two processes sending a client's two messages at once cannot both pass: the place is held on the row
 * (`meta.capHeld`) until it is sent (then its `sent_at` counts) or failed or skipped (then it no longer counts).
 */

export type MarketingGate = {
  /** null: send it; else why it is skipped. */
  check(message: OutboxRow): Promise<SkipReason | null>;
  /** A chain's changed settings count at once rather than within `cacheMs`. */
  forget(organizationId: number): void;
};

export function createMarketingGate(db: Db, cacheMs = 30_000): MarketingGate {
  const cached = new Map<string, { at: number; settings: Promise<MarketingSettings> }>();
  const settingsOf = (organizationId: number, branchId: number | null) => {
    const key = `${organizationId}:${branchId}`;
    const hit = cached.get(key);
    if (hit && Date.now() - hit.at < cacheMs) return hit.settings;
    const settings = readMarketingSettings(db, { organizationId, branchId });
    cached.set(key, { at: Date.now(), settings });
    return settings;
  };

  const check = async (message: OutboxRow): Promise<SkipReason | null> => {
    const { organizationId, clientId } = message;
    if (organizationId === null) return null;
    if (message.broadcastId !== null) {
      const [broadcast] = await db
        .select({ status: broadcasts.status })
        .from(broadcasts)
        .where(and(eq(broadcasts.organizationId, organizationId), eq(broadcasts.id, message.broadcastId)));
      if (!broadcast || broadcast.status === 'cancelled') return 'broadcast_cancelled';
    }
    if (clientId === null) return null;
    const cap = (await settingsOf(organizationId, message.branchId)).frequencyCap;
    if (!cap) return null;
    return inTransaction(db, async (tx) => {
      await lockFor(tx, `marketing-cap:${organizationId}:${clientId}`);
      const counted = await tx.execute<{ recent: number }>(sql`select ${recentMarketingSql(organizationId, clientId, cap, message.id)} as recent`);
      if (Number(counted.rows[0]?.recent ?? 0) >= cap.max) return 'capped';
      await tx
        .update(outbox)
        .set({ meta: sql`${outbox.meta} || '{"capHeld": true}'::jsonb` })
        .where(eq(outbox.id, message.id));
      return null;
    });
  };
  return {
    check,
    forget(organizationId) {
      for (const key of cached.keys()) if (key.startsWith(`${organizationId}:`)) cached.delete(key);
    },
  };
}
