import { bigint, boolean, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { branchIdColumn, createdAt, deletedAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { branchKeys } from './tenant-keys';

/** The catalog: categories, services ("units"), memberships. References to them are checked by server/crud. */
export const serviceCategories = pgTable(
  'service_categories',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#5b6b8c'),
    description: text('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => branchKeys(t, 'service_categories'),
);

export const services = pgTable(
  'services',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    name: text('name').notNull(),
    /** No foreign key: a deleted category leaves its (soft-deleted) services behind; server/crud checks live ones. */
    categoryId: bigint('category_id', { mode: 'number' }),
    duration: integer('duration').notNull().default(60),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    description: text('description'),
    bookableOnline: boolean('bookable_online').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => branchKeys(t, 'services'),
);

export const memberships = pgTable(
  'memberships',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    name: text('name').notNull(),
    kind: text('kind').$type<'visits' | 'period'>().notNull().default('visits'),
    visits: integer('visits'),
    periodDays: integer('period_days'),
    serviceIds: bigint('service_ids', { mode: 'number' }).array().notNull().default([]),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    validityDays: integer('validity_days').notNull().default(30),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => branchKeys(t, 'memberships'),
);
