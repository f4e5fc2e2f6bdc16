import type { IpsSettings, IpsSettingsWrite, IpsSetup } from '../../../src/schema/payments/ips-settings';
import type { Db } from '../../db/client';
import type { BranchRow } from '../../plugins/app/access';
import { conflict } from '../../plugins/app/domain-error';
import { auditBranchIntegration, findBranchIntegration, removeBranchIntegration, writeBranchIntegration } from './branch-integration-row';

/**
 * A branch's IPS QR settings (docs/payments-ips.md), kept as the branch's `ips` row of `integrations`: plain settings,
 * no secrets (an account number is printed on every bill). Saved only for a branch in dinars; every save and removal
 * goes to the audit trail, since the account decides where clients' money goes.
 */
const provider = 'ips';
type Scope = { organizationId: number; branch: BranchRow };

/** The IPS settings a branch's bills carry, or null where IPS is not set up (only a dinar branch can save them). */
export async function ipsSettingsOfBranch(db: Pick<Db, 'select'>, organizationId: number, branchId: number): Promise<IpsSettings | null> {
  const row = await findBranchIntegration(db, { organizationId, branch: { id: branchId } }, provider);
  return row ? (row.settings as IpsSettings) : null;
}

const setupOf = (scope: Scope, row: { settings: Record<string, unknown>; version: number } | null): IpsSetup => ({
  branchId: scope.branch.id,
  currency: scope.branch.isoCurrency,
  settings: row ? (row.settings as IpsSettings) : null,
  version: row?.version ?? 0,
});

export async function readIpsSetup(db: Db, scope: Scope): Promise<IpsSetup> {
  return setupOf(scope, await findBranchIntegration(db, scope, provider));
}

export async function saveIpsSetup(db: Db, actorUserId: number, scope: Scope, write: { settings: IpsSettings; version: IpsSettingsWrite['version'] }): Promise<IpsSetup> {
  if (scope.branch.isoCurrency !== 'RSD') throw conflict((m) => m.integrations.ipsDinarsOnly);
  return db.transaction(async (tx) => {
    const before = await findBranchIntegration(tx, scope, provider);
    const row = await writeBranchIntegration(tx, scope, provider, before, write.version, { settings: write.settings });
    await auditBranchIntegration(tx, actorUserId, scope, row, before ? { provider, ...before.settings } : null, { provider, ...write.settings });
    return setupOf(scope, row);
  });
}

export const removeIpsSetup = (db: Db, actorUserId: number, scope: Scope): Promise<void> => removeBranchIntegration(db, actorUserId, scope, provider);
