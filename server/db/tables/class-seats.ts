import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ClassSeatState } from '../../../src/schema/online-booking/class-seats';
import { branches } from './branches';
import { clients } from './clients';
import { branchIdColumn, entityId, organizationIdColumn, updatedAt } from './columns';
import { orders } from './schedule';

const bigId = (name: string) => bigint(name, { mode: 'number' });

/**
 * A place in a group class asked for from the booking page (migration 0030, docs/online-booking.md "Built: joining a
 * group class"): the contact proved by a code like a booking's (`verifying` until then, the code kept as its HMAC),
 * then `joined` with the client's card — the place itself is the class's `order_clients` row — or `left`. Its id is
 * what the seat's link signs.
 */
export const classSeats = pgTable(
  'class_seats',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    orderId: bigId('order_id').notNull(),
    clientId: bigId('client_id'),
    state: text('state').$type<ClassSeatState>().notNull().default('verifying'),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    target: text('target').notNull(),
    details: jsonb('details').$type<{ firstName?: string; lastName?: string; comment?: string; language?: string; termsVersion?: number }>().notNull().default({}),
    codeHash: text('code_hash'),
    codeTriesLeft: smallint('code_tries_left').notNull().default(5),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'class_seats_pkey', columns: [t.organizationId, t.id] }),
    check('class_seats_state_check', sql`${t.state} IN ('verifying', 'joined', 'left')`),
    check('class_seats_channel_check', sql`${t.channel} IN ('sms', 'email')`),
    index('class_seats_order_idx').on(t.organizationId, t.orderId, t.state),
    index('class_seats_client_idx').on(t.organizationId, t.clientId).where(sql`${t.clientId} IS NOT NULL`),
    foreignKey({ name: 'class_seats_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    foreignKey({ name: 'class_seats_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
    foreignKey({ name: 'class_seats_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }).onDelete('cascade'),
  ],
);
