import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceAction } from '../../../src/schema/resource-definition';
import { orderListDefinition } from '../../../src/schema/schedule/order-list';
import type { Db } from '../../db/client';
import { orders } from '../../db/tables';
import { authorize, type CrudCaller } from '../../crud/crud-access';
import type { CrudResource } from '../../crud/crud-registry';
import { DomainError, notFound } from '../../plugins/app/domain-error';
import { findBranch, findOrderHome, type BranchScope } from './orders.repository';
import type { OrderActor } from './order-writer';

/**
 * Orders and breaks are the schedule area's (src/schema/access.ts: owners and administrators all, employees
 * view, create and edit) under the licence's `schedule` menu: the engine's own `authorize` decides, with the
 * orders table standing for the area (a view-only licence answers 403 to writes, a foreign branch 404).
 */
export const ordersResource: CrudResource = {
  definition: orderListDefinition,
  table: orders,
  columns: getTableColumns(orders) as Record<string, PgColumn>,
  recordColumns: { id: orders.id },
  softDelete: false,
  referencedBy: [],
};

export type OrderCaller = CrudCaller & OrderActor & { scope: BranchScope };

async function callerIn(db: Db, userId: number, branchId: number, action: ResourceAction): Promise<OrderCaller> {
  const caller = await authorize(db, ordersResource, userId, { branchId }, action);
  const scope = { organizationId: caller.scope.organizationId, branchId };
  const branch = await findBranch(db, scope);
  if (!branch) throw notFound('The branch');
  return { ...caller, scope, organizationId: scope.organizationId, branch };
}

/** `/branches/{id}/…`: the caller's access to the branch, with its clock and channel. */
export const authorizeBranch = (db: Db, userId: number, branchId: number, action: ResourceAction) => callerIn(db, userId, branchId, action);

export type RecordKind = 'order' | 'break';
const kindOf = (mode: string): RecordKind => (mode === 'order.break' ? 'break' : 'order');

/**
 * `/orders/{id}`, `/breaks/{id}`: the record is found by id alone, then the caller's access to its branch is
 * checked; another chain's id, or a break asked for as an order, answers 404 exactly like an unknown one.
 */
export async function authorizeRecord(db: Db, userId: number, id: number, kind: RecordKind, action: ResourceAction): Promise<OrderCaller> {
  const missing = notFound(kind === 'order' ? 'The order' : 'The break');
  const home = await findOrderHome(db, id);
  if (!home || kindOf(home.mode) !== kind) throw missing;
  try {
    const caller = await callerIn(db, userId, home.branchId, action);
    if (caller.organizationId !== home.organizationId) throw missing;
    return caller;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') throw missing;
    throw error;
  }
}
