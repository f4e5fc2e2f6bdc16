import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { branchIdColumn, createdAt, deletedAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { branchKeys } from './tenant-keys';

/**
 * Spec §3 Client. The trigram indexes serve the list's contains / startsWith / endsWith filters and search; the
 * name and e-mail ones are on `search_fold(…)` (migration 0007: lower case, no accents, đ and dj alike), the form
 * the search compares, so "ilic" finds Ilić through the index.
 */
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
    /** Consents to marketing messages, one a channel (migration 0014); the audit trail says who changed one and when. */
    marketingEmail: boolean('marketing_email').notNull().default(false),
    marketingSms: boolean('marketing_sms').notNull().default(false),
    marketingTelegram: boolean('marketing_telegram').notNull().default(false),
    /** The current photo, stored as `photos/<photo_id>.webp`; a new upload gets a new id, so its URL never changes. */
    photoId: uuid('photo_id'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    ...branchKeys(t, 'clients'),
    index('clients_name_sort_idx').on(t.organizationId, t.branchId, t.lastName, t.firstName),
    index('clients_first_name_fold_trgm_idx').using('gin', sql`search_fold(${t.firstName}) gin_trgm_ops`),
    index('clients_last_name_fold_trgm_idx').using('gin', sql`search_fold(${t.lastName}) gin_trgm_ops`),
    index('clients_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('clients_email_fold_trgm_idx').using('gin', sql`search_fold(${t.email}) gin_trgm_ops`),
  ],
);
