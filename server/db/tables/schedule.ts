import { sql } from 'drizzle-orm';
import { bigint, boolean, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { cancelerOriginSchema, orderModeSchema, orderOriginSchema, orderStatusSchema, paymentStatusSchema, workSlotTypeSchema } from '../../../src/schema/enums';
import { clients } from './clients';
import { branchIdColumn, createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { services } from './catalog';
import { employees, resources } from './team';
import { branchKeys } from './tenant-keys';

const instant = (name: string) => timestamp(name, { withTimezone: true }).notNull();
const bigId = (name: string) => bigint(name, { mode: 'number' });

/**
 * An order (spec §3): a single visit, a group class, or a break (mode `order.break`: an employee's time kept
 * free, stored as an order so that the one exclusion constraint on `order_services` keeps orders and breaks
 * apart). Times are instants; `local_date` is the branch-local date the order falls on, which the schedule
 * and the live events address it by. `starts_at` / `ends_at` span its lines.
 */
export const orders = pgTable(
  'orders',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    mode: text('mode').$type<Exclude<z.infer<typeof orderModeSchema>, 'order.single_editing'>>().notNull(),
    /** The client of a single order; null for a walk-in, a group (see order_clients) or a break. */
    clientId: bigId('client_id'),
    status: text('status').$type<z.infer<typeof orderStatusSchema>>().notNull().default('order_status.waiting'),
    origin: text('origin').$type<z.infer<typeof orderOriginSchema>>().notNull().default('order_origin.internal'),
    cancelerOrigin: text('canceler_origin').$type<z.infer<typeof cancelerOriginSchema>>(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    paymentStatus: text('payment_status').$type<z.infer<typeof paymentStatusSchema>>().notNull().default('payment.no'),
    description: text('description'),
    /** Group orders: how many clients may join. */
    capacity: integer('capacity'),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    /** The branch's currency when booked: prices stay in it if the branch later changes its own. */
    currency: text('currency').notNull(),
    createdBy: bigId('created_by'),
    /**
     * A time held for a client booking online until this instant (migration 0022): the order's lines hold the time,
     * so nobody else can take it, and every staff read leaves the order out (`notHeld`). Confirming clears it; an
     * expired hold is deleted.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** The version of the branch's booking terms the client accepted online. */
    termsVersion: integer('terms_version'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...branchKeys(t, 'orders'),
    foreignKey({ name: 'orders_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }),
    // `/orders/{id}` names no chain: the order is found by id, then the caller's access to its branch is checked.
    index('orders_id_idx').on(t.id),
    index('orders_branch_date_idx').on(t.organizationId, t.branchId, t.localDate),
    index('orders_branch_starts_idx').on(t.organizationId, t.branchId, t.startsAt),
    // The missed-visits job looks for open orders that have ended.
    index('orders_held_until_idx').on(t.heldUntil).where(sql`${t.heldUntil} is not null`),
    index('orders_open_ends_idx').on(t.endsAt).where(sql`${t.status} in ('order_status.waiting', 'order_status.approved', 'order_status.has_started')`),
  ],
);

/**
 * One service of an order, with its employee, optional resource and time; a break has one line and no service.
 * No employee holds two lines that overlap while both hold time: an exclusion constraint in migration 0006
 * (btree_gist), so concurrent bookings of one slot give one order, whichever process they reach. A resource holds
 * as many as its capacity (migration 0011 dropped its exclusion constraint): every writer takes the resource's
 * advisory lock and counts under it (orders/resource-capacity.ts), reading through `order_services_resource_time_idx`.
 * `holds_time` turns false when the order is cancelled, which frees the time.
 */
export const orderServices = pgTable(
  'order_services',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    orderId: bigId('order_id').notNull(),
    serviceId: bigId('service_id'),
    employeeId: bigId('employee_id').notNull(),
    resourceId: bigId('resource_id'),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    /** The employee's own price or the service's, as booked (null for a break). */
    price: numeric('price', { precision: 12, scale: 2 }),
    holdsTime: boolean('holds_time').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    ...branchKeys(t, 'order_services'),
    foreignKey({ name: 'order_services_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
    foreignKey({ name: 'order_services_service_fk', columns: [t.organizationId, t.serviceId], foreignColumns: [services.organizationId, services.id] }),
    foreignKey({ name: 'order_services_employee_fk', columns: [t.organizationId, t.employeeId], foreignColumns: [employees.organizationId, employees.id] }),
    foreignKey({ name: 'order_services_resource_fk', columns: [t.organizationId, t.resourceId], foreignColumns: [resources.organizationId, resources.id] }),
    index('order_services_order_idx').on(t.organizationId, t.orderId),
    // Migration 0022 adds order_services_employee_held_idx beside it, the same keys INCLUDE (ends_at) WHERE holds_time,
    // which Drizzle's index builder cannot say: free times read it alone.
    index('order_services_employee_starts_idx').on(t.organizationId, t.employeeId, t.startsAt),
    // The lines of a resource that hold time in an interval (the capacity check and availability): the index the
    // dropped resource exclusion constraint had.
    index('order_services_resource_time_idx')
      .using('gist', t.organizationId, t.resourceId, sql`tstzrange(${t.startsAt}, ${t.endsAt})`)
      .where(sql`${t.holdsTime} and ${t.resourceId} is not null`),
  ],
);

/** The clients of a group order, up to its capacity. */
export const orderClients = pgTable(
  'order_clients',
  {
    organizationId: organizationIdColumn(),
    orderId: bigId('order_id').notNull(),
    clientId: bigId('client_id').notNull(),
    /** The booking page's terms, in the version the client accepted when joining online (migration 0030). */
    termsVersion: integer('terms_version'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.orderId, t.clientId] }),
    foreignKey({ name: 'order_clients_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
    foreignKey({ name: 'order_clients_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }),
    index('order_clients_client_idx').on(t.organizationId, t.clientId),
  ],
);

/** An employee's work slot (shift) on a branch-local date: at most one per employee and date. */
export const workSlots = pgTable(
  'work_slots',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    employeeId: bigId('employee_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').$type<z.infer<typeof workSlotTypeSchema>>().notNull().default('work_slot.active'),
    /** Branch wall-clock HH:mm; set for active slots only. */
    slotStart: text('slot_start'),
    slotEnd: text('slot_end'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...branchKeys(t, 'work_slots'),
    foreignKey({ name: 'work_slots_employee_fk', columns: [t.organizationId, t.employeeId], foreignColumns: [employees.organizationId, employees.id] }).onDelete('cascade'),
    unique('work_slots_employee_date_key').on(t.organizationId, t.employeeId, t.date),
    index('work_slots_id_idx').on(t.id),
    index('work_slots_branch_date_idx').on(t.organizationId, t.branchId, t.date),
  ],
);

/**
 * Live events written in the transaction of the change they announce, published after commit by the process that
 * wrote them and, should it die first, by whichever process finds them unpublished: none is lost, none is sent for
 * a change that rolled back.
 */
export const liveOutbox = pgTable(
  'live_outbox',
  {
    id: entityId().primaryKey(),
    organizationId: organizationIdColumn(),
    /** The branch guid: the live channel's name. */
    channel: uuid('channel').notNull(),
    event: text('event').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('live_outbox_unpublished_idx').on(t.createdAt).where(sql`${t.publishedAt} is null`)],
);
