import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** Where ManyChat reaches the client on Instagram (migration 0020): unique among the chain's live clients. */
    manychatSubscriberId: text('manychat_subscriber_id'),
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
    // The balance pays at checkout and never goes below zero (migration 0043, client-balance.ledger.ts).
    check('clients_balance_not_negative', sql`${t.balance} >= 0`),
    index('clients_name_sort_idx').on(t.organizationId, t.branchId, t.lastName, t.firstName),
    // Keyed by chain and branch first (btree_gin, migration 0048), so a branch's search walks the branch's clients.
    index('clients_first_name_fold_trgm_idx').using('gin', t.organizationId, t.branchId, sql`search_fold(${t.firstName}) gin_trgm_ops`),
    index('clients_last_name_fold_trgm_idx').using('gin', t.organizationId, t.branchId, sql`search_fold(${t.lastName}) gin_trgm_ops`),
    index('clients_phone_trgm_idx').using('gin', t.organizationId, t.branchId, sql`${t.phone} gin_trgm_ops`),
    index('clients_email_fold_trgm_idx').using('gin', t.organizationId, t.branchId, sql`search_fold(${t.email}) gin_trgm_ops`),
    // Lower-cased as the engine's unique check compares (crud-rules.ts), so the check finds a taken id through it.
    uniqueIndex('clients_manychat_subscriber_idx')
      .on(t.organizationId, sql`lower(${t.manychatSubscriberId})`)
      .where(sql`${t.manychatSubscriberId} is not null and ${t.deletedAt} is null`),
    // The birthday planner's lookup (daily/birthdays.ts), its month-and-day expression written exactly as it asks.
    index('clients_birthday_idx')
      .on(t.organizationId, t.branchId, sql`(date_part('month', ${t.birthDate}) * 100 + date_part('day', ${t.birthDate}))`)
      .where(sql`${t.deletedAt} is null and ${t.birthDate} is not null`),
  ],
);
