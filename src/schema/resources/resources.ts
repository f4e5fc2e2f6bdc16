import { licenceKeys } from '../licence-gates';
import { z } from 'zod';
import { descriptionSchema, titleSchema } from '../primitives';
import { choiceMatchModes, defineResource, numberMatchModes, textMatchModes } from '../resource-definition';

/** Rooms and equipment a booking may need besides a person. */
export const resourceKinds = ['room', 'equipment'] as const;

export const resourcesResource = defineResource({
  name: 'resources',
  table: 'resources',
  scope: 'branch',
  fields: {
    name: titleSchema,
    kind: z.enum(resourceKinds).default('room'),
    capacity: z.number().int().min(1, 'At least 1').max(1000, 'At most 1000').default(1),
    description: descriptionSchema.nullable().default(null),
  },
  hints: {
    name: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    kind: { kind: 'enum', options: resourceKinds, list: true, filter: choiceMatchModes, sort: true },
    capacity: { kind: 'integer', list: true, filter: numberMatchModes, sort: true },
    description: { kind: 'multiline' },
  },
  titleFields: ['name'],
  search: ['name'],
  defaultSort: [{ field: 'name', order: 'asc' }],
  permission: 'branch-settings',
  menuKey: licenceKeys.resources,
  live: false,
  softDelete: false,
  unique: ['name'],
  screens: { area: 'settings', list: 'resources' },
});
