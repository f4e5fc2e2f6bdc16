import { licenceKeys } from '../licence-gates';
import { descriptionSchema, titleSchema } from '../primitives';
import { defineResource, textMatchModes } from '../resource-definition';

/** Job titles of a branch (stylist, nurse…); a title still held by a member cannot be deleted (409). */
export const jobTitlesResource = defineResource({
  name: 'jobTitles',
  table: 'job_titles',
  scope: 'branch',
  fields: {
    name: titleSchema,
    description: descriptionSchema.nullable().default(null),
  },
  hints: {
    name: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    description: { kind: 'multiline', list: true, filter: ['contains', 'notContains'] },
  },
  titleFields: ['name'],
  search: ['name'],
  defaultSort: [{ field: 'name', order: 'asc' }],
  permission: 'branch-settings',
  menuKey: licenceKeys.jobTitles,
  live: false,
  softDelete: false,
  unique: ['name'],
  screens: { area: 'settings', list: 'jobTitles' },
});
