import { z } from 'zod';
import { payFixedPeriods } from '../money/pay-scheme';
import { isoDateSchema } from '../primitives';
import { choiceMatchModes, dateMatchModes, defineResource, textMatchModes } from '../resource-definition';
import { payCalculationStatuses } from './pay-api';

/**
 * What `GET /branches/{id}/pay-schemes` and `…/pay-calculations` filter and sort on, in the resource engine's
 * list grammar (its rules, match modes and 400s). Both are written by their own calls (server/modules/pay), not
 * by the engine: these definitions are not in the registry; they feed the list rules and the role and licence
 * checks: the pay area (owners and administrators; employees read only their own, server/modules/pay/pay-access.ts)
 * under the licence's `team` menu.
 */
export const paySchemeListDefinition = defineResource({
  name: 'paySchemes',
  table: 'pay_schemes',
  scope: 'branch',
  fields: { name: z.string(), fixedPer: z.enum(payFixedPeriods) },
  readOnly: ['name', 'fixedPer'],
  hints: {
    name: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    fixedPer: { kind: 'enum', options: payFixedPeriods, list: true, filter: choiceMatchModes, sort: true },
  },
  titleFields: ['name'],
  search: ['name'],
  defaultSort: [{ field: 'name', order: 'asc' }],
  permission: 'pay',
  menuKey: 'team',
  live: false,
  softDelete: true,
  screens: { area: 'team', list: 'salary' },
});

export const payCalculationListDefinition = defineResource({
  name: 'payCalculations',
  table: 'pay_calculations',
  scope: 'branch',
  fields: { periodFrom: isoDateSchema, periodTo: isoDateSchema, status: z.enum(payCalculationStatuses) },
  readOnly: ['periodFrom', 'periodTo', 'status'],
  hints: {
    periodFrom: { kind: 'date', list: true, filter: dateMatchModes, sort: true },
    periodTo: { kind: 'date', list: true, filter: dateMatchModes, sort: true },
    status: {
      kind: 'enum',
      options: payCalculationStatuses,
      list: true,
      filter: choiceMatchModes,
      sort: true,
    },
  },
  titleFields: ['periodFrom'],
  search: [],
  defaultSort: [{ field: 'periodFrom', order: 'desc' }],
  permission: 'pay',
  menuKey: 'team',
  live: false,
  softDelete: false,
  screens: { area: 'team', list: 'calculation' },
});
