import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { IpsSettings, IpsSettingsWrite, IpsSetup } from '../../../src/schema/payments/ips-settings';
import type { Db } from '../../db/client';
import { integrations } from '../../db/tables';
import type { BranchRow } from '../../plugins/app/access';
import { conflict, DomainError, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';

/**
 * A branch's IPS QR settings (docs/payments-ips.md), kept as the branch's `ips` row of `integrations`: plain settings,
 * no secrets (an account number is printed on every bill). Saved only for a branch in dinars; every save and removal
 * goes to the audit trail, since the account decides where clients' money goes.
 */
const provider = 'ips';
type Scope = { organizationId: number; branch: BranchRow };

const scopeOf = ({ organizationId, branch }: Scope) => and(eq(integrations.organizationId, organizationId), eq(integrations.branchId, branch.id), eq(integrations.provider, provider));

const find = async (db: Pick<Db, 'select'>, scope: Scope) => {
  const [row] = await db.select().from(integrations).where(scopeOf(scope));
  return row ?? null;
};

/** The IPS settings a branch's bills carry, or null where IPS is not set up (only a dinar branch can save them). */
export async function ipsSettingsOfBranch(db: Pick<Db, 'select'>, organizationId: number, branchId: number): Promise<IpsSettings | null> {
  const [row] = await db
    .select({ settings: integrations.settings })
    .from(integrations)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.branchId, branchId), eq(integrations.provider, provider)));
  return row ? (row.settings as IpsSettings) : null;
}

const setupOf = (scope: Scope, row: { settings: Record<string, unknown>; version: number } | null): IpsSetup => ({
  branchId: scope.branch.id,
  currency: scope.branch.isoCurrency,
  settings: row ? (row.settings as IpsSettings) : null,
  version: row?.version ?? 0,
});

export async function readIpsSetup(db: Db, scope: Scope): Promise<IpsSetup> {
  return setupOf(scope, await find(db, scope));
}

const staleVersion = () => new DomainError('stale_version', (m) => m.common.staleVersion);

export async function saveIpsSetup(db: Db, actorUserId: number, scope: Scope, write: { settings: IpsSettings; version: IpsSettingsWrite['version'] }): Promise<IpsSetup> {
  if (scope.branch.isoCurrency !== 'RSD') throw conflict((m) => m.integrations.ipsDinarsOnly);
  return db.transaction(async (tx) => {
    const before = await find(tx, scope);
    if ((before?.version ?? 0) !== write.version) throw staleVersion();
    const [row] = before
      ? await tx
          .update(integrations)
          .set({ settings: write.settings, version: sql`${integrations.version} + 1`, updatedAt: sql`now()` })
          .where(and(scopeOf(scope), eq(integrations.version, write.version)))
          .returning()
      : await tx
          .insert(integrations)
          // The callback token is the table's; IPS has no callback, so it only stays unguessable and unused.
          .values({ organizationId: scope.organizationId, branchId: scope.branch.id, provider, settings: write.settings, callbackToken: randomBytes(24).toString('base64url') })
          .onConflictDoNothing()
          .returning();
    if (!row) throw staleVersion();
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      actorUserId,
      entity: 'integration',
      entityId: row.id,
      branchId: scope.branch.id,
      action: before ? 'update' : 'create',
      before: before ? { provider, ...before.settings } : null,
      after: { provider, ...write.settings },
    });
    return setupOf(scope, row);
  });
}

export async function removeIpsSetup(db: Db, actorUserId: number, scope: Scope): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(integrations).where(scopeOf(scope)).returning();
    if (!row) throw notFound('record');
    await recordAudit(tx, { organizationId: scope.organizationId, actorUserId, entity: 'integration', entityId: row.id, branchId: scope.branch.id, action: 'delete', before: { provider, ...row.settings }, after: null });
  });
}
