import { licenceKeys } from '../licence-gates';
import { z } from 'zod';
import { descriptionSchema, idSchema, priceSchema, titleSchema } from '../primitives';
import { booleanMatchModes, choiceMatchModes, defineResource, numberMatchModes, textMatchModes } from '../resource-definition';

/**
 * Services ("units" in the catalog's routes). Which employees perform one, each at their own price, is kept
 * beside it (server/modules/catalog, the member's services tab).
 */
export const servicesResource = defineResource({
  name: 'services',
  table: 'services',
  scope: 'branch',
  fields: {
    name: titleSchema,
    categoryId: idSchema.nullable().default(null),
    duration: z.number().int().min(5, 'At least 5 minutes').max(1440, 'At most 24 hours').default(60),
    price: priceSchema,
    description: descriptionSchema.nullable().default(null),
    bookableOnline: z.boolean().default(true),
    sortOrder: z.number().int(),
  },
  readOnly: ['sortOrder'],
  hints: {
    name: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    categoryId: { kind: 'reference', references: 'serviceCategories', list: true, filter: choiceMatchModes },
    duration: { kind: 'duration', list: true, filter: numberMatchModes, sort: true },
    price: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
    description: { kind: 'multiline' },
    bookableOnline: { kind: 'boolean', list: true, filter: booleanMatchModes },
    sortOrder: { kind: 'integer', sort: true },
  },
  titleFields: ['name'],
  search: ['name', 'description'],
  defaultSort: [
    { field: 'sortOrder', order: 'asc' },
    { field: 'name', order: 'asc' },
  ],
  permission: 'catalog',
  menuKey: licenceKeys.catalogServices,
  fieldLicences: { bookableOnline: licenceKeys.bookableServices },
  live: false,
  softDelete: true,
  screens: {
    area: 'catalog',
    list: 'services/:categoryId',
    create: 'units/new',
    edit: 'units/:itemId',
    parent: { field: 'categoryId', param: 'categoryId' },
  },
});
