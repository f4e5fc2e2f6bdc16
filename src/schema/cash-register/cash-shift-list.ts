import { moneyTextSchema } from '../money/decimal';
import { dateMatchModes, defineResource, numberMatchModes } from '../resource-definition';
import { z } from 'zod';

/**
 * What `GET /branches/{id}/cash-shifts` filters and sorts on, in the resource engine's list grammar (the same
 * rules, match modes and 400s as every engine list; server/modules/cash-register/cash-shift-list.query.ts).
 * Shifts are opened and closed by their own calls, not by the engine: this definition is not in the registry.
 * They are the sales area's (role `sales`, licence menu `sales`), shown on the branch's cash register settings.
 */
export const cashShiftListDefinition = defineResource({
  name: 'cash-shifts',
  table: 'cash_shifts',
  scope: 'branch',
  fields: {
    openedAt: z.string(),
    closedAt: z.string().nullable(),
    openingFloat: moneyTextSchema,
    expectedCash: moneyTextSchema.nullable(),
    countedCash: moneyTextSchema.nullable(),
    difference: moneyTextSchema.nullable(),
  },
  readOnly: ['openedAt', 'closedAt', 'openingFloat', 'expectedCash', 'countedCash', 'difference'],
  hints: {
    openedAt: { kind: 'dateTime', list: true, filter: dateMatchModes, sort: true },
    closedAt: { kind: 'dateTime', list: true, filter: dateMatchModes, sort: true },
    openingFloat: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
    expectedCash: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
    countedCash: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
    difference: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
  },
  titleFields: ['openedAt'],
  search: [],
  defaultSort: [{ field: 'openedAt', order: 'desc' }],
  permission: 'sales',
  menuKey: 'sales',
  live: false,
  softDelete: false,
  screens: { area: 'settings', list: 'cash-register' },
});
