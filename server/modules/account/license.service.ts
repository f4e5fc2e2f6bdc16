import type { License } from '../../../src/schema/license';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/app/domain-error';
import { requireOrganization } from '../../plugins/app/access';
import { toLicense } from './account.mappers';
import { findActiveLicense } from './license.repository';

/** Another chain's licence answers 404 exactly like an unknown chain (requireOrganization). */
export async function getActiveLicense(db: Db, userId: number, organizationId: number): Promise<License> {
  await requireOrganization(db, userId, organizationId);
  const license = await findActiveLicense(db, organizationId);
  if (!license) throw notFound('licence');
  return toLicense(license);
}
