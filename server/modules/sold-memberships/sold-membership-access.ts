import type { ResourceAction } from '../../../src/schema/resource-definition';
import { soldMembershipListDefinition } from '../../../src/schema/memberships/sold-membership';
import type { Db } from '../../db/client';
import { clients, membershipInstalments, soldMemberships } from '../../db/tables';
import { areaResource, authorizeBranchCaller, authorizeRecordHome, type BranchCaller } from '../../crud/branch-records';

/**
 * Sold memberships are the sales area's (src/schema/access.ts) under the licence's `sales` menu: the engine's
 * `authorize` decides with this resource standing for the area (view-only licence → 403 on writes, a foreign
 * branch → 404).
 */
export const soldMembershipsResource = areaResource(soldMembershipListDefinition, soldMemberships);

export type MembershipCaller = BranchCaller;

/** `/branches/{id}/…`: the caller's access to the branch, with its clock and currency. */
export const authorizeBranch = (db: Db, userId: number, branchId: number, action: ResourceAction): Promise<MembershipCaller> =>
  authorizeBranchCaller(db, soldMembershipsResource, userId, branchId, action);

/** A record found by id alone, then the caller's access to its branch: another chain's id is a 404 like an unknown one. */
const authorizeIn = (db: Db, userId: number, action: ResourceAction) => (branchId: number) => authorizeBranch(db, userId, branchId, action);

export const authorizeSoldMembership = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeRecordHome(db, soldMemberships, id, 'soldMembership', authorizeIn(db, userId, action));

export const authorizeInstalment = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeRecordHome(db, membershipInstalments, id, 'instalment', authorizeIn(db, userId, action));

/** `/clients/{id}/…`: the client's own branch decides (a client belongs to one branch). */
export const authorizeClient = (db: Db, userId: number, id: number, action: ResourceAction) =>
  authorizeRecordHome(db, clients, id, 'client', authorizeIn(db, userId, action));
