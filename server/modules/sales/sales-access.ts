import type { ResourceAction } from '../../../src/schema/resource-definition';
import { paymentListDefinition } from '../../../src/schema/sales/payment-list';
import type { Db } from '../../db/client';
import { sales, transactions } from '../../db/tables';
import { areaResource, authorizeBranchCaller, authorizeRecordHome, type BranchCaller } from '../../crud/branch-records';

/**
 * Sales, payments and refunds are the sales area's (src/schema/access.ts: owners and administrators) under the
 * licence's `sales` menu: the engine's own `authorize` decides, with the transactions list standing for the area
 * (a view-only licence answers 403 to writes, another chain's or branch's ids 404).
 */
export const salesResource = areaResource(paymentListDefinition, transactions);

export type SalesCaller = BranchCaller;

/** `/branches/{id}/…`: the caller's access to the branch, with its clock and currency. */
export const authorizeSalesBranch = (db: Db, userId: number, branchId: number, action: ResourceAction): Promise<SalesCaller> =>
  authorizeBranchCaller(db, salesResource, userId, branchId, action);

const homes = {
  sale: { table: sales, what: 'sale' },
  transaction: { table: transactions, what: 'payment' },
} as const;

/** `/sales/{id}`, `/transactions/{id}`: found by id, then the caller's access to its branch (another chain's id: 404). */
export function authorizeSalesRecord(db: Db, userId: number, kind: keyof typeof homes, id: number, action: ResourceAction): Promise<SalesCaller> {
  const { table, what } = homes[kind];
  return authorizeRecordHome(db, table, id, what, (branchId) => authorizeSalesBranch(db, userId, branchId, action));
}
