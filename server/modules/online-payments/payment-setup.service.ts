import { and, eq } from 'drizzle-orm';
import {
  paymentProviderSettingsSchema,
  type PaymentProviderSettings,
  type PaymentProviderSetup,
} from '../../../src/schema/payments/online-payments';
import type { Db, DbExecutor } from '../../db/client';
import { integrations } from '../../db/tables';
import type { BranchRow } from '../../plugins/app/access';
import { badInput } from '../../plugins/app/domain-error';
import { auditBranchIntegration, findBranchIntegration, removeBranchIntegration, staleVersion, writeBranchIntegration, type IntegrationRow } from '../integrations/branch-integration-row';
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

type Row = IntegrationRow;

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
  return setupOf(deps.key, deps.origin, scope, await findBranchIntegration(deps.db, scope, provider));
}

export async function savePaymentSetup(deps: SetupDeps, actorUserId: number, scope: Scope, write: { settings: PaymentProviderSettings; secrets: { merchantKey: string }; version: number }): Promise<PaymentProviderSetup> {
  return deps.db.transaction(async (tx) => {
    const before = await findBranchIntegration(tx, scope, provider);
    if ((before?.version ?? 0) !== write.version) throw staleVersion();
    const merchantKey = write.secrets.merchantKey || (before?.sealedSecrets ? openSecrets(deps.key, before.sealedSecrets)['merchantKey'] : undefined);
    if (!merchantKey) throw badInput([{ path: ['secrets', 'merchantKey'], message: (m) => m.integrations.merchantKeyRequired }]);
    const row = await writeBranchIntegration(tx, scope, provider, before, write.version, { settings: write.settings, sealedSecrets: sealSecrets(deps.key, { merchantKey }), enabled: true });
    const keyChanged = Boolean(before) && write.secrets.merchantKey !== '';
    await auditBranchIntegration(tx, actorUserId, scope, row, before ? { provider, ...before.settings, merchantKey: 'set' } : null, { provider, ...write.settings, merchantKey: keyChanged ? 'replaced' : 'set' });
    return setupOf(deps.key, deps.origin, scope, row);
  });
}

export const removePaymentSetup = (db: Db, actorUserId: number, scope: Scope): Promise<void> => removeBranchIntegration(db, actorUserId, scope, provider);

/** The provider adapter of a saved integration row; `baseUrlOverride` is MONRI_BASE_URL (the tests' stand-in). */
export function providerOfRow(key: Uint8Array, row: Row, baseUrlOverride: string | undefined): PaymentProvider {
  const settings = paymentProviderSettingsSchema.parse(row.settings);
  const merchantKey = row.sealedSecrets ? (openSecrets(key, row.sealedSecrets)['merchantKey'] ?? '') : '';
  return createMonriProvider({ baseUrl: baseUrlOverride ?? monriBaseUrls[settings.environment], authenticityToken: settings.authenticityToken, merchantKey });
}

/** The branch's enabled payment provider row, or null when online payments are not set up there. */
export async function paymentIntegrationOfBranch(db: DbExecutor, organizationId: number, branchId: number): Promise<Row | null> {
  const row = await findBranchIntegration(db, { organizationId, branch: { id: branchId } }, provider);
  return row?.enabled ? row : null;
}

/** The integration a notification address names, with its provider checked. */
export async function paymentIntegrationByToken(db: DbExecutor, token: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.callbackToken, token), eq(integrations.provider, provider)));
  return row ?? null;
}
