import type { ResourceAction } from '../../../src/schema/resource-definition';
import { payCalculationListDefinition, paySchemeListDefinition } from '../../../src/schema/pay/pay-lists';
import type { Db } from '../../db/client';
import { employees, payAssignments, payCalculations, paySchemes } from '../../db/tables';
import { areaResource, authorizeBranchCaller, authorizeRecordHome, type BranchCaller } from '../../crud/branch-records';

/**
 * Staff pay is the team area's (src/schema/access.ts: owners and administrators change it, employees view it)
 * under the licence's `team` menu: the engine's own `authorize` decides with the pay definitions standing for
 * the area, so a view-only licence answers 403 to writes and a foreign branch 404.
 */
export const paySchemesResource = areaResource(paySchemeListDefinition, paySchemes);
export const payCalculationsResource = areaResource(payCalculationListDefinition, payCalculations);

export type PayCaller = BranchCaller;

/** `/branches/{id}/…`: the caller's access to the branch (schemes and calculations share the area's rules). */
export const authorizePayBranch = (db: Db, userId: number, branchId: number, action: ResourceAction, resource = paySchemesResource): Promise<PayCaller> =>
  authorizeBranchCaller(db, resource, userId, branchId, action);

/**
 * `/pay-schemes/{id}`, `/pay-calculations/{id}`, `/pay-assignments/{id}`, `/employees/{id}/…` name no chain: the
 * record is found by id alone, then the caller's access to its branch is checked (another chain's id: 404).
 */
const authorizeIn = (db: Db, userId: number, action: ResourceAction, resource = paySchemesResource) => (branchId: number) =>
  authorizePayBranch(db, userId, branchId, action, resource);

export const authorizeScheme = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeRecordHome(db, paySchemes, id, 'payScheme', authorizeIn(db, userId, action));

export const authorizeCalculation = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeRecordHome(db, payCalculations, id, 'payCalculation', authorizeIn(db, userId, action, payCalculationsResource));

export const authorizeAssignment = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeRecordHome(db, payAssignments, id, 'payAssignment', authorizeIn(db, userId, action));

/** A team member, removed ones too: their pay history stays readable. */
export const authorizeEmployee = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeRecordHome(db, employees, id, 'teamMember', authorizeIn(db, userId, action));
