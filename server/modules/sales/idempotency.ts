import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbTransaction } from '../../db/client';
import { idempotencyKeys } from '../../db/tables';
import { idempotencyKeySchema } from '../../../src/schema/sales/idempotency-key';
import { DomainError } from '../../plugins/app/domain-error';

/**
 * `Idempotency-Key` on the money writes (a sale, a debt or instalment paid, a refund), as the IETF draft
 * (draft-ietf-httpapi-idempotency-key-header) and the payment providers define it: a till whose answer was lost
 * sends the same request again with the same key and gets the first one's result, not a second sale. The key is
 * claimed in the write's own transaction, so the key and the write commit or roll back together: a refused write
 * (a 409) leaves the key free for the corrected retry, and two copies sent at once wait on each other's key.
 * A key is the chain's for a day; sent again with another request (another body, target or person) it is refused
 * with 422, as the draft says.
 */

/** The routes' headers: the key is optional; Node gives header names in lower case. */
export const idempotencyHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });

/** A keyed write: the chain the key belongs to, the key, and what was asked under it. */
export type KeyedWrite = { organizationId: number; key: string; fingerprint: string };

/** The request's key with the fingerprint of what it asks (method, path with its ids, person, body); null without one. */
export function keyedWrite(
  request: { method: string; url: string; userId?: number; body: unknown; headers: { 'idempotency-key'?: string } },
  organizationId: number,
): KeyedWrite | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  const asked = JSON.stringify([request.method, request.url, request.userId ?? null, request.body ?? null]);
  return { organizationId, key, fingerprint: createHash('sha256').update(asked).digest('base64url') };
}

/** How many expired keys one write prunes: a chain's keys go as fast as it makes them. */
const prunedPerWrite = 20;

/**
 * Claims the key inside the write's transaction. Null when this request is the first with it: the write goes on
 * and `rememberResult` keeps what it answers. Otherwise the first one's result (its copy sent at once waited here
 * for it to commit); a key of another request is refused.
 */
export async function claimKey(tx: DbTransaction, keyed: KeyedWrite): Promise<{ result: unknown } | null> {
  // Expired keys, skipping any another write is pruning, so writes of one chain never queue on the pruning.
  await tx.execute(sql`
    delete from ${idempotencyKeys}
    where organization_id = ${keyed.organizationId} and key in (
      select key from ${idempotencyKeys}
      where organization_id = ${keyed.organizationId} and created_at < now() - interval '1 day'
      order by created_at limit ${prunedPerWrite} for update skip locked)`);
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ organizationId: keyed.organizationId, key: keyed.key, fingerprint: keyed.fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return null;
  const [earlier] = await tx
    .select({ fingerprint: idempotencyKeys.fingerprint, result: idempotencyKeys.result })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.organizationId, keyed.organizationId), eq(idempotencyKeys.key, keyed.key)));
  if (!earlier || earlier.fingerprint !== keyed.fingerprint) throw new DomainError('key_reused', (m) => m.sales.keyReused);
  return { result: (earlier.result as { answer: unknown }).answer };
}

/**
 * Keeps what the write answered under its key, in the same transaction. Wrapped in an object: Drizzle reads a
 * JSON string back as JSON text again, so a bare "0.00" (the change given) would return as the number 0.
 */
export async function rememberResult(tx: DbTransaction, keyed: KeyedWrite, answer: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ result: { answer } })
    .where(and(eq(idempotencyKeys.organizationId, keyed.organizationId), eq(idempotencyKeys.key, keyed.key)));
}
