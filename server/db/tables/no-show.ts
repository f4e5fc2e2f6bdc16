import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NoShowChargeState, NoShowConsequence, NoShowKind, NoShowOutcome, NoShowRules } from '../../../src/schema/orders/no-show-rules';
import { branchIdColumn, createdAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { services } from './catalog';
import { clients } from './clients';
import { sales } from './money';
import { orders } from './schedule';
import { branchKeys } from './tenant-keys';

const bigId = (name: string) => bigint(name, { mode: 'number' });

/** A branch's no-show and late-cancel rules (migration 0035): the default (no service) and per-service overrides. */
export const noShowRules = pgTable(
  'no_show_rules',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    serviceId: bigId('service_id'),
    rules: jsonb('rules').$type<NoShowRules>().notNull(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...branchKeys(t, 'no_show_rules'),
    foreignKey({ name: 'no_show_rules_service_fk', columns: [t.organizationId, t.serviceId], foreignColumns: [services.organizationId, services.id] }).onDelete('cascade'),
    uniqueIndex('no_show_rules_scope_key').on(t.organizationId, t.branchId, sql`coalesce(${t.serviceId}, 0)`),
  ],
);

/**
 * What a late cancellation or a no-show cost one client of one order. The unique key is what makes applying
 * idempotent: marking an order missed twice (or missed, waiting, missed) finds the row and applies nothing.
 */
export const noShowCharges = pgTable(
  'no_show_charges',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    orderId: bigId('order_id').notNull(),
    clientId: bigId('client_id').notNull(),
    kind: text('kind').$type<NoShowKind>().notNull(),
    outcome: text('outcome').$type<NoShowOutcome>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<NoShowChargeState>().notNull(),
    rule: jsonb('rule').$type<NoShowConsequence & { cancelWindowHours: number }>().notNull(),
    saleId: bigId('sale_id'),
    /** How many membership visits were drawn for it (given back on waiving). */
    visitsDrawn: integer('visits_drawn').notNull().default(0),
    waivedReason: text('waived_reason'),
    waivedBy: bigId('waived_by'),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    ...branchKeys(t, 'no_show_charges'),
    foreignKey({ name: 'no_show_charges_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
    foreignKey({ name: 'no_show_charges_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }).onDelete('cascade'),
    foreignKey({ name: 'no_show_charges_sale_fk', columns: [t.organizationId, t.saleId], foreignColumns: [sales.organizationId, sales.id] }),
    check('no_show_charges_kind_check', sql`${t.kind} in ('late_cancel', 'no_show')`),
    check('no_show_charges_state_check', sql`${t.state} in ('applied', 'waived', 'forgiven')`),
    check('no_show_charges_waived_check', sql`(${t.state} = 'waived') = (${t.waivedReason} is not null)`),
    uniqueIndex('no_show_charges_order_client_kind_key').on(t.organizationId, t.orderId, t.clientId, t.kind),
    index('no_show_charges_client_idx').on(t.organizationId, t.clientId),
  ],
);
