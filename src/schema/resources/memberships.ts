import { licenceKeys } from '../licence-gates';
import { z } from 'zod';
import { descriptionSchema, idSchema, priceSchema, titleSchema } from '../primitives';
import {
  booleanMatchModes,
  choiceMatchModes,
  defineResource,
  numberMatchModes,
  textMatchModes,
} from '../resource-definition';

/**
 * A membership counts visits or runs for a period; `validityDays` is how long a sold one may be used. Its kind
 * decides which of `visits` and `periodDays` it has: the other stays empty.
 */
export const membershipKinds = ['visits', 'period'] as const;

export const membershipsResource = defineResource({
  name: 'memberships',
  table: 'memberships',
  scope: 'branch',
  fields: {
    name: titleSchema,
    kind: z.enum(membershipKinds).default('visits'),
    visits: z.number().int().min(1, 'At least 1').max(1000, 'At most 1000').nullable().default(null),
    periodDays: z.number().int().min(1, 'At least 1').max(3660, 'At most 3660').nullable().default(null),
    serviceIds: z.array(idSchema).max(200).default([]),
    price: priceSchema,
    validityDays: z.number().int().min(1, 'At least 1').max(3660, 'At most 3660').default(30),
    description: descriptionSchema.nullable().default(null),
    isActive: z.boolean().default(true),
  },
  hints: {
    name: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    kind: { kind: 'enum', options: membershipKinds, list: true, filter: choiceMatchModes },
    visits: { kind: 'integer', list: true, filter: numberMatchModes, sort: true },
    periodDays: { kind: 'integer', filter: numberMatchModes, sort: true },
    serviceIds: { kind: 'references', references: 'services' },
    price: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
    validityDays: { kind: 'integer', list: true, filter: numberMatchModes, sort: true },
    description: { kind: 'multiline' },
    isActive: { kind: 'boolean', list: true, filter: booleanMatchModes },
  },
  titleFields: ['name'],
  search: ['name'],
  defaultSort: [{ field: 'name', order: 'asc' }],
  permission: 'catalog',
  menuKey: licenceKeys.catalogMemberships,
  live: false,
  softDelete: true,
  rules: [
    { when: { field: 'kind', equals: 'visits' }, require: ['visits'], empty: ['periodDays'] },
    { when: { field: 'kind', equals: 'period' }, require: ['periodDays'], empty: ['visits'] },
  ],
  screens: { area: 'catalog', list: 'memberships', create: 'memberships/create', edit: 'memberships/edit/:membershipId' },
});
