import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { branchIdColumn, createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { orders } from './schedule';
import { branchKeys } from './tenant-keys';

const bigId = (name: string) => bigint(name, { mode: 'number' });
const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A link asking one client of a completed visit for a review (issue 15). Made when staff ask for it, one per
 * request: only the token's SHA-256 is stored, so a link cannot be shown twice, and each copy handed out stays
 * valid until it expires. Once the visit has its review, every link of it shows that review instead of the form.
 */
export const reviewLinks = pgTable(
  'review_links',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    orderId: bigId('order_id').notNull(),
    clientId: bigId('client_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdBy: bigId('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    ...branchKeys(t, 'review_links'),
    unique('review_links_token_hash_key').on(t.tokenHash),
    foreignKey({ name: 'review_links_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
    foreignKey({ name: 'review_links_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }).onDelete('cascade'),
    index('review_links_order_idx').on(t.organizationId, t.orderId, t.clientId),
  ],
);

/**
 * A client's review of a visit: one per (order, client). `employee_ids` are the visit's employees when it was
 * given (a member's average reads them). A manager may reply and hide it (with a reason); each change is audited
 * and bumps `version`.
 */
export const reviews = pgTable(
  'reviews',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    orderId: bigId('order_id').notNull(),
    clientId: bigId('client_id').notNull(),
    employeeIds: bigId('employee_ids').array().notNull().default(sql`'{}'::bigint[]`),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedBy: bigId('replied_by'),
    repliedAt: moment('replied_at'),
    hiddenAt: moment('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: bigId('hidden_by'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...branchKeys(t, 'reviews'),
    unique('reviews_order_client_key').on(t.organizationId, t.orderId, t.clientId),
    foreignKey({ name: 'reviews_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
    foreignKey({ name: 'reviews_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }).onDelete('cascade'),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    // `/reviews/{id}` names no chain: found by id, then the caller's access to its branch is checked.
    index('reviews_id_idx').on(t.id),
    index('reviews_branch_created_idx').on(t.organizationId, t.branchId, t.createdAt),
    index('reviews_client_idx').on(t.organizationId, t.clientId),
    index('reviews_employee_ids_idx').using('gin', t.employeeIds),
  ],
);
