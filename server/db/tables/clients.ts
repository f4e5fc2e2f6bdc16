import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { branchIdColumn, createdAt, deletedAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { branchKeys } from './tenant-keys';

/** Spec §3 Client. The trigram indexes serve the list's contains / startsWith / endsWith filters and search. */
export const clients = pgTable(
  'clients',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    dialCode: text('dial_code'),
    email: text('email'),
    birthDate: date('birth_date', { mode: 'string' }),
    description: text('description'),
    visitCount: integer('visit_count').notNull().default(0),
    missedVisitCount: integer('missed_visit_count').notNull().default(0),
    balance: numeric('balance', { precision: 12, scale: 2 }).notNull().default('0'),
    tgChatId: text('tg_chat_id'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    ...branchKeys(t, 'clients'),
    index('clients_name_sort_idx').on(t.organizationId, t.branchId, t.lastName, t.firstName),
    index('clients_first_name_trgm_idx').using('gin', sql`${t.firstName} gin_trgm_ops`),
    index('clients_last_name_trgm_idx').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('clients_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('clients_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);
