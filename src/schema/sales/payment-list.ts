import { z } from 'zod';
import { moneyTextSchema } from '../money/decimal';
import { idSchema, isoDateSchema } from '../primitives';
import { choiceMatchModes, dateMatchModes, defineResource, numberMatchModes } from '../resource-definition';
import { transactionKinds, transactionMethods } from './checkout';

/**
 * What `GET /branches/{id}/transactions` (Sales → Payments) filters and sorts on, in the resource engine's list
 * grammar. Transactions are written by the money calls (server/modules/sales, server/modules/money), never by
 * the engine: this definition is not in the registry; it feeds the list rules, the role and licence checks
 * (area and menu `sales`) and the screen's filter bar. `date` is the branch-local day the money moved.
 */
export const paymentListDefinition = defineResource({
  name: 'transactions',
  table: 'transactions',
  scope: 'branch',
  fields: {
    date: isoDateSchema,
    kind: z.enum(transactionKinds),
    method: z.enum(transactionMethods),
    amount: moneyTextSchema,
    clientId: idSchema.nullable(),
    employeeId: idSchema.nullable(),
    saleId: idSchema.nullable(),
    orderId: idSchema.nullable(),
  },
  readOnly: ['date', 'kind', 'method', 'amount', 'clientId', 'employeeId', 'saleId', 'orderId'],
  hints: {
    date: { kind: 'date', list: true, filter: dateMatchModes, sort: true },
    kind: { kind: 'enum', options: transactionKinds, list: true, filter: choiceMatchModes, sort: true },
    method: { kind: 'enum', options: transactionMethods, list: true, filter: choiceMatchModes, sort: true },
    amount: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
    clientId: { kind: 'reference', references: 'clients', list: true, filter: choiceMatchModes },
    employeeId: { kind: 'reference', references: 'employees', list: true, filter: choiceMatchModes },
    saleId: { kind: 'integer', list: true, filter: ['equals'] },
    orderId: { kind: 'integer', list: true, filter: ['equals'] },
  },
  titleFields: ['date'],
  search: [],
  defaultSort: [{ field: 'createdAt', order: 'desc' }],
  permission: 'sales',
  menuKey: 'sales',
  live: false,
  softDelete: false,
  screens: { area: 'sales', list: 'transactions' },
});
