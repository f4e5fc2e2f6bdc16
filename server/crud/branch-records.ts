import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { WorkingHours } from '../../src/schema/organization';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import type { AnyResourceDefinition, ResourceAction } from '../../src/schema/resource-definition';
import type { Db, DbExecutor } from '../db/client';
import { branches } from '../db/tables';
import { DomainError, notFound, type MissingThing } from '../plugins/app/domain-error';
import { authorize, type CrudCaller } from './crud-access';
import type { CrudResource } from './crud-registry';

/**
 * The access rules of the modules that are not generic CRUD (orders, sales, memberships sold, cash register, pay):
 * a list definition outside the registry stands for its area, so the engine's own `authorize` decides (role
 * table, licence menu, view-only licence → 403 on writes, a foreign branch → 404), and a record addressed by id
 * alone (`/sales/{id}`) is found first, then the caller's access to its branch is checked.
 */

export type BranchScope = { organizationId: number; branchId: number };

/** What a branch's rules need of it: its clock, hours, currency and live channel. */
export type BranchInfo = { id: number; guid: string; timeZone: string; workingHours: WorkingHours; currency: string };

/** The branch's own date now (YYYY-MM-DD): the business day a write falls on, whatever the server's clock says. */
export const branchToday = (caller: { branch: Pick<BranchInfo, 'timeZone'> }): string => instantToZoned(Date.now(), caller.branch.timeZone).date;

export const branchInfoColumns = { id: branches.id, guid: branches.guid, timeZone: branches.timeZone, workingHours: branches.workingHours, currency: branches.isoCurrency };

export async function findBranch(db: DbExecutor, scope: BranchScope): Promise<BranchInfo | null> {
  const [row] = await db
    .select(branchInfoColumns)
    .from(branches)
    .where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId), isNull(branches.deletedAt)));
  return row ?? null;
}

/** A table's rows under a list definition's rules, as `authorize` takes a resource. */
export const areaResource = (definition: AnyResourceDefinition, table: PgTable & { id: PgColumn }): CrudResource => ({
  definition,
  table,
  columns: getTableColumns(table) as Record<string, PgColumn>,
  recordColumns: { id: table.id },
  softDelete: definition.softDelete,
  referencedBy: [],
});

export type BranchCaller = CrudCaller & { organizationId: number; branchId: number; scope: BranchScope; branch: BranchInfo };

/** `/branches/{id}/…`: the caller's access to the branch, with its clock, currency and channel. */
export async function authorizeBranchCaller(db: Db, resource: CrudResource, userId: number, branchId: number, action: ResourceAction): Promise<BranchCaller> {
  const caller = await authorize(db, resource, userId, { branchId }, action);
  const scope = { organizationId: caller.scope.organizationId, branchId };
  const branch = await findBranch(db, scope);
  if (!branch) throw notFound('branch');
  return { ...caller, organizationId: scope.organizationId, branchId, scope, branch };
}

type HomeTable = PgTable & { id: PgColumn; organizationId: PgColumn; branchId: PgColumn };

/**
 * A record named by id alone (`/sales/{id}`): where it lives, then the caller's access to that branch, which
 * `authorizeIn` gives. Another chain's id, or a branch the caller does not reach, answers the same 404 as an
 * unknown id (`what`: "The sale").
 */
export async function authorizeRecordHome<Caller extends { organizationId: number }>(
  db: Db,
  table: HomeTable,
  id: number,
  what: MissingThing,
  authorizeIn: (branchId: number) => Promise<Caller>,
): Promise<Caller> {
  const missing = notFound(what);
  const [home] = await db.select({ organizationId: table.organizationId, branchId: table.branchId }).from(table).where(eq(table.id, id)).limit(1);
  if (!home) throw missing;
  try {
    const caller = await authorizeIn(home.branchId as number);
    if (caller.organizationId !== home.organizationId) throw missing;
    return caller;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') throw missing;
    throw error;
  }
}
