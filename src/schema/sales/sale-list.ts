import { idSchema, isoDateSchema } from '../primitives';
import { moneyTextSchema } from '../money/decimal';
import { choiceMatchModes, dateMatchModes, defineResource, numberMatchModes } from '../resource-definition';

/**
 * What `GET /branches/{id}/sales` filters and sorts on (the client card's sales tab filters by `clientId`), in
 * the engine's list grammar. Sales are written by the checkout calls, not the engine: not in the registry.
 */
export const saleListDefinition = defineResource({
  name: 'sales',
  table: 'sales',
  scope: 'branch',
  fields: {
    date: isoDateSchema,
    clientId: idSchema.nullable(),
    orderId: idSchema.nullable(),
    total: moneyTextSchema,
    paid: moneyTextSchema,
  },
  readOnly: ['date', 'clientId', 'orderId', 'total', 'paid'],
  hints: {
    date: { kind: 'date', list: true, filter: dateMatchModes, sort: true },
    clientId: { kind: 'reference', references: 'clients', list: true, filter: choiceMatchModes },
    orderId: { kind: 'integer', filter: ['equals'] },
    total: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
    paid: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
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
