import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  paymentProviderSettingsSchema,
  type PaymentProviderSettings,
  type PaymentProviderSetup,
} from '../../../src/schema/payments/online-payments';
import type { Db, DbExecutor } from '../../db/client';
import { integrations } from '../../db/tables';
import type { BranchRow } from '../../plugins/app/access';
import { badInput, DomainError, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { openSecrets, sealSecrets } from '../integrations/sealed-secrets';
import { createMonriProvider, monriBaseUrls } from './monri';
import type { PaymentProvider } from './payment-provider';

/**
 * A branch's payment provider (docs/online-payments.md), kept as the branch's `monri` row of `integrations`: the
 * environment and authenticity token plain, the merchant key sealed (sealed-secrets.ts) and never sent back. The
 * row's callback token names the branch in the notification address. Saves and removals are audited (the account
 * decides where clients' money goes), without the key.
 */
const provider = 'monri';
type Scope = { organizationId: number; branch: BranchRow };

const scopeOf = ({ organizationId, branch }: Scope) =>
  and(eq(integrations.organizationId, organizationId), eq(integrations.branchId, branch.id), eq(integrations.provider, provider));

const find = async (db: Pick<Db, 'select'>, scope: Scope) => {
  const [row] = await db.select().from(integrations).where(scopeOf(scope));
  return row ?? null;
};

type Row = typeof integrations.$inferSelect;

/** The address Monri posts to for this branch: the integration's unguessable token names it. */
export const paymentCallbackUrl = (origin: string, callbackToken: string) => `${origin}/api/v1/callbacks/payments/${provider}/${callbackToken}`;

const setupOf = (key: Uint8Array, origin: string, scope: Scope, row: Row | null): PaymentProviderSetup => ({
  branchId: scope.branch.id,
  provider,
  currency: scope.branch.isoCurrency,
  settings: row ? paymentProviderSettingsSchema.parse(row.settings) : null,
  secretsSet: { merchantKey: Boolean(row?.sealedSecrets && openSecrets(key, row.sealedSecrets)['merchantKey']) },
  callbackUrl: row ? paymentCallbackUrl(origin, row.callbackToken) : null,
  version: row?.version ?? 0,
});

export type SetupDeps = { db: Db; key: Uint8Array; origin: string };

export async function readPaymentSetup(deps: SetupDeps, scope: Scope): Promise<PaymentProviderSetup> {
  return setupOf(deps.key, deps.origin, scope, await find(deps.db, scope));
}

const staleVersion = () => new DomainError('stale_version', (m) => m.common.staleVersion);

export async function savePaymentSetup(deps: SetupDeps, actorUserId: number, scope: Scope, write: { settings: PaymentProviderSettings; secrets: { merchantKey: string }; version: number }): Promise<PaymentProviderSetup> {
  return deps.db.transaction(async (tx) => {
    const before = await find(tx, scope);
    if ((before?.version ?? 0) !== write.version) throw staleVersion();
    const merchantKey = write.secrets.merchantKey || (before?.sealedSecrets ? openSecrets(deps.key, before.sealedSecrets)['merchantKey'] : undefined);
    if (!merchantKey) throw badInput([{ path: ['secrets', 'merchantKey'], message: (m) => m.integrations.merchantKeyRequired }]);
    const values = { settings: write.settings, sealedSecrets: sealSecrets(deps.key, { merchantKey }), enabled: true };
    const [row] = before
      ? await tx
          .update(integrations)
          .set({ ...values, version: sql`${integrations.version} + 1`, updatedAt: sql`now()` })
          .where(and(scopeOf(scope), eq(integrations.version, write.version)))
          .returning()
      : await tx
          .insert(integrations)
          .values({ organizationId: scope.organizationId, branchId: scope.branch.id, provider, callbackToken: randomBytes(24).toString('base64url'), ...values })
          .onConflictDoNothing()
          .returning();
    if (!row) throw staleVersion();
    const keyChanged = Boolean(before) && write.secrets.merchantKey !== '';
    await recordAudit(tx, {
      organizationId: scope.organizationId,
      actorUserId,
      entity: 'integration',
      entityId: row.id,
      branchId: scope.branch.id,
      action: before ? 'update' : 'create',
      before: before ? { provider, ...before.settings, merchantKey: 'set' } : null,
      after: { provider, ...write.settings, merchantKey: keyChanged ? 'replaced' : 'set' },
    });
    return setupOf(deps.key, deps.origin, scope, row);
  });
}

export async function removePaymentSetup(db: Db, actorUserId: number, scope: Scope): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(integrations).where(scopeOf(scope)).returning();
    if (!row) throw notFound('record');
    await recordAudit(tx, { organizationId: scope.organizationId, actorUserId, entity: 'integration', entityId: row.id, branchId: scope.branch.id, action: 'delete', before: { provider, ...row.settings }, after: null });
  });
}

/** The provider adapter of a saved integration row; `baseUrlOverride` is MONRI_BASE_URL (the tests' stand-in). */
export function providerOfRow(key: Uint8Array, row: Row, baseUrlOverride: string | undefined): PaymentProvider {
  const settings = paymentProviderSettingsSchema.parse(row.settings);
  const merchantKey = row.sealedSecrets ? (openSecrets(key, row.sealedSecrets)['merchantKey'] ?? '') : '';
  return createMonriProvider({ baseUrl: baseUrlOverride ?? monriBaseUrls[settings.environment], authenticityToken: settings.authenticityToken, merchantKey });
}

/** The branch's enabled payment provider row, or null when online payments are not set up there. */
export async function paymentIntegrationOfBranch(db: DbExecutor, organizationId: number, branchId: number): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.organizationId, organizationId), eq(integrations.branchId, branchId), eq(integrations.provider, provider), eq(integrations.enabled, true)));
  return row ?? null;
}

/** The integration a notification address names, with its provider checked. */
export async function paymentIntegrationByToken(db: DbExecutor, token: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.callbackToken, token), eq(integrations.provider, provider)));
  return row ?? null;
}
