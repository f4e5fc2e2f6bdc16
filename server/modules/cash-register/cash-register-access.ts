import type { PermissionAction } from '../../../src/schema/access';
import { canOpenCashRegisterSettings } from '../../../src/schema/license-access';
import { parseLicenceKey } from '../../../src/schema/licence-gates';
import type { ResourceAction } from '../../../src/schema/resource-definition';
import { cashShiftListDefinition } from '../../../src/schema/cash-register/cash-shift-list';
import type { Db } from '../../db/client';
import { cashShifts } from '../../db/tables';
import { DomainError } from '../../plugins/app/domain-error';
import { areaResource, authorizeBranchCaller, authorizeRecordHome, type BranchCaller, type BranchScope } from '../../crud/branch-records';
import { openBranch, requireLicence, requireRole } from '../settings/settings-access';

/**
 * Two gates. The setting is branch settings' (role `branch-settings`) and, by spec §6, opens only when the
 * licence's branch settings carry both the finance_settings and cash_register blocks. Shifts are the sales
 * area's (role `sales`, licence menu `sales`): the engine's own `authorize` decides, with the shift list's
 * definition standing for the area (a view-only licence answers 403 to writes, a foreign branch 404).
 */

export const cashShiftsResource = areaResource(cashShiftListDefinition, cashShifts);

export type CashCaller = BranchCaller;

const settingsGate = parseLicenceKey('settings');
const blocksClosed = () =>
  new DomainError('license_forbidden', (m) => m.cashRegister.planExcludes);

/** The setting: the branch among the caller's, branch settings open in the licence with both blocks, then the role. */
export async function authorizeSettings(db: Db, userId: number, branchId: number, action: PermissionAction): Promise<BranchScope> {
  const context = await openBranch(db, userId, branchId);
  requireLicence(context, settingsGate, action);
  if (!canOpenCashRegisterSettings(context.menus.branchMenu)) throw blocksClosed();
  requireRole(context.access.role, 'branch-settings', action);
  return { organizationId: context.access.organizationId, branchId };
}

/** `/branches/{id}/…` shift calls: the caller's sales access to the branch, with its clock. */
export const authorizeShifts = (db: Db, userId: number, branchId: number, action: ResourceAction): Promise<CashCaller> =>
  authorizeBranchCaller(db, cashShiftsResource, userId, branchId, action);

/**
 * The register's state is read by the settings page and by the sales pages' shift panel: either gate lets it
 * through (the settings one first); when both refuse, the settings' reason is given.
 */
export async function authorizeStateRead(db: Db, userId: number, branchId: number): Promise<BranchScope> {
  try {
    return await authorizeSettings(db, userId, branchId, 'view');
  } catch (settingsRefusal) {
    if (settingsRefusal instanceof DomainError && settingsRefusal.code === 'not_found') throw settingsRefusal;
    try {
      return (await authorizeShifts(db, userId, branchId, 'list')).scope;
    } catch {
      throw settingsRefusal;
    }
  }
}

/** `/cash-shifts/{id}`: found by id, then the caller's access to its branch (another chain's id: 404). */
export const authorizeShift = (db: Db, userId: number, id: number, action: ResourceAction): Promise<CashCaller> =>
  authorizeRecordHome(db, cashShifts, id, 'cashShift', (branchId) => authorizeShifts(db, userId, branchId, action));
