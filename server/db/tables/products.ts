import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { branchIdColumn, createdAt, deletedAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { branchKeys } from './tenant-keys';

/**
 * Retail products a branch sells at checkout (shampoo, nail polish). `stock` is what is on the shelf; a sale
 * draws it down in its own transaction, and the check keeps two sales of the last bottle from both succeeding.
 */
export const products = pgTable(
  'products',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    name: text('name').notNull(),
    sku: text('sku'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    stock: integer('stock').notNull().default(0),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [...branchKeys(t, 'products'), check('products_stock_not_negative', sql`${t.stock} >= 0`)],
);
