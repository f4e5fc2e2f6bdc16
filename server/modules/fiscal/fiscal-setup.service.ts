import { createSecureContext } from 'node:tls';
import { and, eq, sql } from 'drizzle-orm';
import type { FiscalSettings, FiscalSetup, FiscalSetupWrite, FiscalTestResult } from '../../../src/schema/payments/fiscal';
import type { Db, DbExecutor, DbTransaction } from '../../db/client';
import { fiscalReceipts } from '../../db/tables';
import type { BranchRow } from '../../plugins/app/access';
import { badInput, notFound, type FieldIssue } from '../../plugins/app/domain-error';
import { auditBranchIntegration, findBranchIntegration, removeBranchIntegration, staleVersion, writeBranchIntegration, type IntegrationRow } from '../integrations/branch-integration-row';
import { recordIntegrationOutcome } from '../integrations/integrations.repository';
import { openSecrets, sealSecrets } from '../integrations/sealed-secrets';
import { FiscalProcessorError } from './fiscal-processor';
import { createVsdcProcessor, type VsdcCertificate, type VsdcCredentials } from './vsdc-processor';

/**
 * A branch's fiscal integration (Integrations → Fiscal, docs/fiscal-receipts.md), the branch's `fiscal` row of
 * `integrations`: the V-SDC's address and the receipt's tax label plain, the client certificate, its password and
 * the PAC sealed under the server's integration key. The API says only which secrets are set; the audit trail keeps
 * the plain settings and which secrets changed, never a secret.
 */
export const fiscalProvider = 'fiscal';
export type FiscalScope = { organizationId: number; branch: Pick<BranchRow, 'id'> };
type Row = IntegrationRow;

export const findFiscalRow = (db: Pick<DbExecutor, 'select'>, scope: FiscalScope): Promise<Row | null> => findBranchIntegration(db, scope, fiscalProvider);

const setupOf = (scope: FiscalScope, row: Row | null, key: Uint8Array): FiscalSetup => {
  const secrets = row?.sealedSecrets ? openSecrets(key, row.sealedSecrets) : {};
  return {
    branchId: scope.branch.id,
    settings: row ? (row.settings as FiscalSettings) : null,
    secrets: { certificate: Boolean(secrets.certificate), certificatePassword: Boolean(secrets.certificatePassword), pac: Boolean(secrets.pac) },
    enabled: row?.enabled ?? false,
    state: !row ? 'not_set_up' : !row.enabled ? 'off' : row.failingSince ? 'failing' : row.lastSuccessAt ? 'working' : 'not_set_up',
    failingSince: row?.failingSince?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
    lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
    version: row?.version ?? 0,
  };
};

export async function readFiscalSetup(db: Db, key: Uint8Array, scope: FiscalScope): Promise<FiscalSetup> {
  return setupOf(scope, await findFiscalRow(db, scope), key);
}

/** The stored secrets as the V-SDC adapter takes them. */
export function credentialsOf(row: Pick<Row, 'settings' | 'sealedSecrets'>, key: Uint8Array): VsdcCredentials {
  const secrets = row.sealedSecrets ? openSecrets(key, row.sealedSecrets) : {};
  const settings = row.settings as FiscalSettings;
  const password = secrets.certificatePassword ?? '';
  const certificate: VsdcCertificate =
    secrets.certificateFormat === 'pfx' ? { format: 'pfx', pfx: Buffer.from(secrets.certificate ?? '', 'base64'), password } : { format: 'pem', pem: secrets.certificate ?? '', password };
  return { baseUrl: settings.baseUrl, certificate, pac: secrets.pac ?? '' };
}

/** Whether the certificate opens with its password: a wrong one is a 400 here, not a failing receipt later. */
function certificateOpens(certificate: VsdcCertificate): boolean {
  try {
    if (certificate.format === 'pfx') createSecureContext({ pfx: certificate.pfx, passphrase: certificate.password });
    else createSecureContext({ cert: certificate.pem, key: certificate.pem, ...(certificate.password ? { passphrase: certificate.password } : {}) });
    return true;
  } catch {
    return false;
  }
}

export async function saveFiscalSetup(db: Db, key: Uint8Array, actorUserId: number, scope: FiscalScope, write: FiscalSetupWrite & { settings: FiscalSettings }): Promise<FiscalSetup> {
  const before = await findFiscalRow(db, scope);
  if ((before?.version ?? 0) !== write.version) throw staleVersion();
  const given = Object.fromEntries(Object.entries(write.secrets ?? {}).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string>;
  if (given.certificate && !given.certificateFormat) given.certificateFormat = given.certificate.includes('-----BEGIN') ? 'pem' : 'pfx';
  const secrets = { ...(before?.sealedSecrets ? openSecrets(key, before.sealedSecrets) : {}), ...given };
  const issues: FieldIssue[] = [];
  if (!secrets.certificate) issues.push({ path: ['secrets', 'certificate'], message: (m) => m.integrations.fiscalCertificateMissing });
  if (!secrets.pac) issues.push({ path: ['secrets', 'pac'], message: (m) => m.integrations.fiscalPacMissing });
  const row = { settings: write.settings, sealedSecrets: sealSecrets(key, secrets) };
  if (issues.length === 0 && !certificateOpens(credentialsOf(row, key).certificate))
    issues.push({ path: ['secrets', given.certificatePassword !== undefined && !given.certificate ? 'certificatePassword' : 'certificate'], message: (m) => m.integrations.fiscalCertificateUnreadable });
  if (issues.length > 0) throw badInput(issues);
  const enabled = write.enabled ?? true;
  return db.transaction(async (tx) => {
    // A save starts the state afresh: the next answer of the V-SDC says whether it works.
    const saved = await writeBranchIntegration(tx, scope, fiscalProvider, before, write.version, { settings: write.settings, sealedSecrets: row.sealedSecrets, enabled, lastError: null, failingSince: null });
    await reviseWaitingReceipts(tx, scope, write.settings);
    const shown = (settings: unknown, on: boolean) => ({ provider: fiscalProvider, enabled: on, ...(settings as object) });
    await auditBranchIntegration(tx, actorUserId, scope, saved, before ? shown(before.settings, before.enabled) : null, {
      ...shown(write.settings, enabled),
      ...(Object.keys(given).length > 0 ? { secretsChanged: Object.keys(given).sort().join(', ') } : {}),
    });
    return setupOf(scope, saved, key);
  });
}

/**
 * Receipts still waiting take the settings just saved and are tried at once: a receipt the V-SDC refused for its tax
 * label (it stays first in line, holding the branch's later ones) goes out once the label is put right. Nothing
 * else of a waiting request changes: its lines, payments and request id are the ones written with the payment.
 */
async function reviseWaitingReceipts(tx: DbTransaction, scope: FiscalScope, settings: FiscalSettings): Promise<void> {
  const waiting = await tx
    .select({ id: fiscalReceipts.id, request: fiscalReceipts.request })
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.organizationId, scope.organizationId), eq(fiscalReceipts.branchId, scope.branch.id), eq(fiscalReceipts.status, 'pending')))
    .for('update');
  for (const { id, request } of waiting) {
    const { cashier: _before, ...rest } = request;
    const revised = { ...rest, ...(settings.cashier ? { cashier: settings.cashier } : {}), items: request.items.map((item) => ({ ...item, labels: [settings.taxLabel] })) };
    await tx
      .update(fiscalReceipts)
      .set({ request: revised, nextAttemptAt: sql`now()` })
      .where(and(eq(fiscalReceipts.organizationId, scope.organizationId), eq(fiscalReceipts.id, id)));
  }
}

export const removeFiscalSetup = (db: Db, actorUserId: number, scope: FiscalScope): Promise<void> => removeBranchIntegration(db, actorUserId, scope, fiscalProvider);

/** The setup's "test": asks the V-SDC for its status with the stored certificate and PAC; the outcome is the state. */
export async function testFiscalSetup(db: Db, key: Uint8Array, scope: FiscalScope, timeoutMs?: number): Promise<FiscalTestResult> {
  const row = await findFiscalRow(db, scope);
  if (!row) throw notFound('record');
  try {
    const status = await createVsdcProcessor(credentialsOf(row, key), timeoutMs ? { timeoutMs } : {}).status();
    await recordIntegrationOutcome(db, row, null);
    return { ok: true, uid: status.uid, sdcDateTime: status.sdcDateTime, error: null };
  } catch (error) {
    const message = error instanceof FiscalProcessorError ? error.message : 'The V-SDC could not be asked';
    await recordIntegrationOutcome(db, row, message);
    return { ok: false, uid: null, sdcDateTime: null, error: message };
  }
}
