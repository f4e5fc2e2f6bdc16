import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor, DbTransaction } from '../../db/client';
import { integrations } from '../../db/tables';
import { DomainError, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';

/**
 * One branch's row of `integrations` for one provider (IPS, the payment provider, the fiscal processor): found,
 * written under the version the person edited, removed, and each change audited. The services say what goes in the
 * row and what the audit shows of it (never a secret).
 */
export type BranchIntegrationScope = { organizationId: number; branch: { id: number } };
export type IntegrationRow = typeof integrations.$inferSelect;
type Writable = Pick<IntegrationRow, 'settings'> & Partial<Pick<IntegrationRow, 'sealedSecrets' | 'enabled' | 'lastError' | 'failingSince'>>;

const rowOf = ({ organizationId, branch }: BranchIntegrationScope, provider: string) =>
  and(eq(integrations.organizationId, organizationId), eq(integrations.branchId, branch.id), eq(integrations.provider, provider));

export async function findBranchIntegration(db: Pick<DbExecutor, 'select'>, scope: BranchIntegrationScope, provider: string): Promise<IntegrationRow | null> {
  const [row] = await db.select().from(integrations).where(rowOf(scope, provider));
  return row ?? null;
}

export const staleVersion = () => new DomainError('stale_version', (m) => m.common.staleVersion);

/**
 * Saves the row `before` was read as, if it still has the version the person edited (0: none yet): an update raises
 * the version, a first save inserts with an unguessable callback token (unused by providers that call nothing back).
 * A save that lost a race answers stale_version.
 */
export async function writeBranchIntegration(tx: DbTransaction, scope: BranchIntegrationScope, provider: string, before: IntegrationRow | null, version: number, values: Writable): Promise<IntegrationRow> {
  if ((before?.version ?? 0) !== version) throw staleVersion();
  const [row] = before
    ? await tx
        .update(integrations)
        .set({ ...values, version: sql`${integrations.version} + 1`, updatedAt: sql`now()` })
        .where(and(rowOf(scope, provider), eq(integrations.version, version)))
        .returning()
    : await tx
        .insert(integrations)
        .values({ organizationId: scope.organizationId, branchId: scope.branch.id, provider, callbackToken: randomBytes(24).toString('base64url'), ...values })
        .onConflictDoNothing()
        .returning();
  if (!row) throw staleVersion();
  return row;
}

/** The audit entry of a save: what the row showed before (null: created) and after, as the service words them. */
export const auditBranchIntegration = (tx: DbTransaction, actorUserId: number, scope: BranchIntegrationScope, row: IntegrationRow, before: Record<string, unknown> | null, after: Record<string, unknown>) =>
  recordAudit(tx, { organizationId: scope.organizationId, actorUserId, entity: 'integration', entityId: row.id, branchId: scope.branch.id, action: before ? 'update' : 'create', before, after });

/** Removes the row (404 when there is none), audited with its plain settings. */
export async function removeBranchIntegration(db: Db, actorUserId: number, scope: BranchIntegrationScope, provider: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(integrations).where(rowOf(scope, provider)).returning();
    if (!row) throw notFound('record');
    await recordAudit(tx, { organizationId: scope.organizationId, actorUserId, entity: 'integration', entityId: row.id, branchId: scope.branch.id, action: 'delete', before: { provider, ...row.settings }, after: null });
  });
}
