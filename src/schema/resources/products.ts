import { z } from 'zod';
import { descriptionSchema, hasNulCharacter, nulCharacterMessage, priceSchema, titleSchema } from '../primitives';
import { booleanMatchModes, defineResource, numberMatchModes, textMatchModes } from '../resource-definition';

/** A stock-keeping code as printed on the shelf label. */
const skuSchema = z.string().trim().max(64, 'At most 64 characters').refine((value) => !hasNulCharacter(value), nulCharacterMessage);

/**
 * Retail products a branch sells at checkout. `stock` is what is on the shelf: a sale draws it down in its own
 * transaction (server/modules/sales), a cancelled sale puts it back; the table's check keeps it from going
 * below zero.
 */
export const productsResource = defineResource({
  name: 'products',
  table: 'products',
  scope: 'branch',
  fields: {
    name: titleSchema,
    sku: skuSchema.nullable().default(null),
    price: priceSchema,
    stock: z.number().int('A whole number').min(0, 'At least 0').max(1_000_000, 'At most 1000000').default(0),
    description: descriptionSchema.nullable().default(null),
    isActive: z.boolean().default(true),
  },
  hints: {
    name: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    sku: { kind: 'text', list: true, filter: textMatchModes, sort: true },
    price: { kind: 'money', list: true, filter: numberMatchModes, sort: true },
    stock: { kind: 'integer', list: true, filter: numberMatchModes, sort: true },
    description: { kind: 'multiline' },
    isActive: { kind: 'boolean', list: true, filter: booleanMatchModes },
  },
  titleFields: ['name'],
  search: ['name', 'sku'],
  defaultSort: [{ field: 'name', order: 'asc' }],
  permission: 'catalog',
  menuKey: 'catalog',
  live: false,
  softDelete: true,
  screens: { area: 'catalog', list: 'products', create: 'products/new', edit: 'products/:productId' },
});
