import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillingPeriod, PlanOpens, PlanPrices, SubscriptionStatus } from '../../../src/schema/billing/plans';
import { organizations } from './organizations';

/**
 * The plans on sale and each chain's subscription (migration 0041, docs/billing.md). Plans are the product's own
 * catalogue, not a chain's (a reference table under a distributed database); a subscription is one row per chain.
 */
export const plans = pgTable(
  'plans',
  {
    code: text('code').primaryKey(),
    title: text('title').notNull(),
    prices: jsonb('prices').$type<PlanPrices>().notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    maxEmployees: integer('max_employees').notNull(),
    maxBranches: integer('max_branches').notNull(),
    opens: jsonb('opens').$type<PlanOpens>().notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('plans_limits_check', sql`${t.maxEmployees} > 0 AND ${t.maxBranches} > 0`)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    organizationId: bigint('organization_id', { mode: 'number' }).notNull(),
    planCode: text('plan_code').notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** A downgrade waits for the period's end. */
    nextPlanCode: text('next_plan_code'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'subscriptions_pkey', columns: [t.organizationId] }),
    foreignKey({ name: 'subscriptions_organization_fk', columns: [t.organizationId], foreignColumns: [organizations.id] }).onDelete('cascade'),
    foreignKey({ name: 'subscriptions_plan_fk', columns: [t.planCode], foreignColumns: [plans.code] }),
    foreignKey({ name: 'subscriptions_next_plan_fk', columns: [t.nextPlanCode], foreignColumns: [plans.code] }),
    check('subscriptions_period_check', sql`${t.period} IN ('month', 'year')`),
    check('subscriptions_status_check', sql`${t.status} IN ('trialing', 'active', 'past_due', 'canceled')`),
    check('subscriptions_dates_check', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);
