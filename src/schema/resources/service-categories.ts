import { licenceKeys } from '../licence-gates';
import { z } from 'zod';
import { colorSchema, descriptionSchema, titleSchema } from '../primitives';
import { defineResource, textMatchModes } from '../resource-definition';

/**
 * Groups of services in the catalog; the catalog's sort screen orders them (sortOrder). The services page
 * shows the services grouped by them; their own list (a table) is the catalog's Categories tab.
 */
export const serviceCategoriesResource = defineResource({
  name: 'serviceCategories',
  table: 'service_categories',
  scope: 'branch',
  fields: {
    name: titleSchema,
    color: colorSchema.default('#5b6b8c'),
    description: descriptionSchema.nullable().default(null),
    sortOrder: z.number().int(),
  },
  readOnly: ['sortOrder'],
  hints: {
    name: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    color: { kind: 'color', list: true },
    description: { kind: 'multiline' },
    sortOrder: { kind: 'integer', sort: true },
  },
  titleFields: ['name'],
  search: ['name'],
  defaultSort: [
    { field: 'sortOrder', order: 'asc' },
    { field: 'name', order: 'asc' },
  ],
  permission: 'catalog',
  menuKey: licenceKeys.catalogServices,
  live: false,
  softDelete: false,
  unique: ['name'],
  screens: { area: 'catalog', list: 'categories', create: 'services/new', show: 'services/:categoryId' },
});
