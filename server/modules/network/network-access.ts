import type { PermissionAction } from '../../../src/schema/access';
import { decideLicence, parseLicenceKey } from '../../../src/schema/licence-gates';
import { licenceMenus } from '../../../src/schema/license-access';
import type { Db } from '../../db/client';
import { findActiveLicense } from '../account/license.repository';
import { openChain, requireLicence, requireRole } from '../settings/settings-access';

/**
 * Network is the chain's menu key `network` (spec §6): a closed key closes the screens and the API, view-only lets
 * one read. Anyone of the chain may read its site's settings (the area has no role of its own, spec §2); what the
 * public reads about the chain is changed by those who change the chain's settings (owners).
 */
const gate = parseLicenceKey('org:network');

export async function authorizeNetwork(db: Db, userId: number, organizationId: number, action: PermissionAction): Promise<{ organizationId: number }> {
  const context = await openChain(db, userId, organizationId);
  requireLicence(context, gate, action);
  if (action !== 'view') requireRole(context.access.role, 'chain-settings', action);
  return { organizationId };
}

/** Whether the chain's licence opens its public site (a closed key: every page of it answers 404). */
export async function siteOpen(db: Db, organizationId: number): Promise<boolean> {
  return decideLicence(licenceMenus(await findActiveLicense(db, organizationId)), gate) !== 'closed';
}
