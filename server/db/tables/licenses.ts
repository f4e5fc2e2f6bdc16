import { boolean, foreignKey, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MenuTree } from '../../../src/schema/license';
import { createdAt, entityId, organizationIdColumn } from './columns';
import { organizations } from './organizations';

/** The organisation's licence; the newest active one is in force. */
export const licenses = pgTable(
  'licenses',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    title: text('title').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isTrial: boolean('is_trial').notNull().default(false),
    maxEmployees: integer('max_employees').notNull(),
    maxBranches: integer('max_branches').notNull(),
    organizationMenu: jsonb('organization_menu').$type<MenuTree>().notNull(),
    branchMenu: jsonb('branch_menu').$type<MenuTree>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    foreignKey({ columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
  ],
);
