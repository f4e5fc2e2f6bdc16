import { z } from 'zod';
import { idSchema } from '../primitives';
import { choiceMatchModes, dateMatchModes, defineResource } from '../resource-definition';

/**
 * Sales → Events: the branch's money events, read from the audit trail rows that name a branch (sale created or
 * cancelled, payment, refund, membership sold or cancelled, visit drawn or given back, cash shift opened or
 * closed, register settings, pay schemes and their assignments, pay calculation approved or paid), newest first. Every money writer audits WITH its branch, so this
 * list needs no table of its own. Not in the registry: the definition feeds the list rules and the filter bar.
 */
/** What the branch's money writers audit under (a visit drawn or given back is a change of its sold membership). */
export const moneyEventEntities = [
  'sale',
  'transaction',
  'sold_membership',
  'cash_shift',
  'cash_register_settings',
  'pay_scheme',
  'pay_assignment',
  'pay_calculation',
] as const;
export const moneyEventActions = ['create', 'update', 'delete'] as const;

export const eventListDefinition = defineResource({
  name: 'events',
  table: 'audit_log',
  scope: 'branch',
  fields: {
    at: z.string(),
    entity: z.string(),
    action: z.enum(moneyEventActions),
  },
  readOnly: ['at', 'entity', 'action'],
  hints: {
    at: { kind: 'dateTime', list: true, filter: dateMatchModes, sort: true },
    entity: { kind: 'enum', options: moneyEventEntities, list: true, filter: choiceMatchModes, sort: true },
    action: { kind: 'enum', options: moneyEventActions, list: true, filter: choiceMatchModes },
  },
  titleFields: ['at'],
  search: [],
  defaultSort: [{ field: 'at', order: 'desc' }],
  permission: 'sales',
  menuKey: 'sales',
  live: false,
  softDelete: false,
  screens: { area: 'sales', list: 'events' },
});

/** A row of Sales → Events. `amount` is the money the event moved, when it moved any; `changes` what it changed. */
export const moneyEventSchema = z.object({
  id: idSchema,
  at: z.string(),
  entity: z.string(),
  entityId: idSchema,
  action: z.enum(moneyEventActions),
  actorName: z.string().nullable(),
  amount: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type MoneyEvent = z.infer<typeof moneyEventSchema>;
