import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SaleItemKind, TransactionKind, TransactionMethod } from '../../../src/schema/sales/checkout';
import { branchIdColumn, createdAt, deletedAt, entityId, organizationIdColumn, updatedAt, version } from './columns';
import { branches } from './branches';
import { clients } from './clients';
import { memberships, services } from './catalog';
import { products } from './products';
import { orders, orderServices } from './schedule';
import { employees } from './team';
import { branchKeys } from './tenant-keys';

/**
 * Money (issue 11): sales and their items, payments and refunds, memberships sold and drawn down, cash shifts and
 * staff pay. Amounts are numeric(12,2) in the branch's currency; the checks below are the last word on what the
 * services compute with src/schema/money, so no race can overpay a sale, overdraw a membership or refund more
 * than was paid.
 */
const amount = (name: string) => numeric(name, { precision: 12, scale: 2 });
const bigId = (name: string) => bigint(name, { mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One checkout: its items, who bought (null = a walk-in), and, when it pays a booked visit, the order. `paid` is
 * kept by the payments written under this row's lock and can never pass `total`; `total − paid` is the client's
 * debt on it. `local_date` is the branch-local day of the sale, which every report groups by.
 */
export const sales = pgTable(
  'sales',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    clientId: bigId('client_id'),
    orderId: bigId('order_id'),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    subtotal: amount('subtotal').notNull(),
    discount: amount('discount').notNull().default('0'),
    total: amount('total').notNull(),
    paid: amount('paid').notNull().default('0'),
    /** Everything paid back: the sale stays for history, its items no longer count as revenue. */
    canceledAt: instant('canceled_at'),
    note: text('note'),
    createdBy: bigId('created_by'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...branchKeys(t, 'sales'),
    foreignKey({ name: 'sales_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }),
    foreignKey({ name: 'sales_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }),
    check('sales_amounts', sql`${t.total} >= 0 and ${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.paid} >= 0 and ${t.paid} <= ${t.total}`),
    index('sales_id_idx').on(t.id),
    index('sales_branch_date_idx').on(t.organizationId, t.branchId, t.localDate),
    index('sales_client_idx').on(t.organizationId, t.clientId),
    index('sales_order_idx').on(t.organizationId, t.orderId),
  ],
);

/**
 * A line of a sale, priced once at checkout (src/schema/money/sale-line.ts) and never recomputed: `name`,
 * `unit_price` and `category_id` are copied so that renaming or repricing the catalog leaves history alone.
 * `employee_id` is who is credited (pay schemes). `branch_id` and `local_date` repeat the sale's so that Sales by
 * Day reads this table alone (a covering index in migration 0008).
 */
export const saleItems = pgTable(
  'sale_items',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    saleId: bigId('sale_id').notNull(),
    /** The client-side line id (spec §3 Sale item `uid`), unique within its sale. */
    uid: text('uid').notNull(),
    kind: text('kind').$type<SaleItemKind>().notNull(),
    serviceId: bigId('service_id'),
    membershipId: bigId('membership_id'),
    productId: bigId('product_id'),
    /** The booked line this item pays, when the sale pays an order. */
    orderServiceId: bigId('order_service_id'),
    /** The sale's client, repeated so that each client of a group class pays its line once (the unique index below). */
    clientId: bigId('client_id'),
    categoryId: bigId('category_id'),
    name: text('name').notNull(),
    employeeId: bigId('employee_id'),
    quantity: integer('quantity').notNull().default(1),
    unitPrice: amount('unit_price').notNull(),
    discountKind: text('discount_kind').$type<'none' | 'percent' | 'amount'>().notNull().default('none'),
    discountValue: amount('discount_value').notNull().default('0'),
    discountAmount: amount('discount_amount').notNull().default('0'),
    total: amount('total').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** Copied from the sale when it is cancelled, so reports can leave it out without a join. */
    canceled: boolean('canceled').notNull().default(false),
  },
  (t) => [
    ...branchKeys(t, 'sale_items'),
    foreignKey({ name: 'sale_items_sale_fk', columns: [t.organizationId, t.saleId], foreignColumns: [sales.organizationId, sales.id] }).onDelete('cascade'),
    foreignKey({ name: 'sale_items_service_fk', columns: [t.organizationId, t.serviceId], foreignColumns: [services.organizationId, services.id] }),
    foreignKey({ name: 'sale_items_membership_fk', columns: [t.organizationId, t.membershipId], foreignColumns: [memberships.organizationId, memberships.id] }),
    foreignKey({ name: 'sale_items_product_fk', columns: [t.organizationId, t.productId], foreignColumns: [products.organizationId, products.id] }),
    foreignKey({ name: 'sale_items_order_service_fk', columns: [t.organizationId, t.orderServiceId], foreignColumns: [orderServices.organizationId, orderServices.id] }).onDelete('set null'),
    foreignKey({ name: 'sale_items_employee_fk', columns: [t.organizationId, t.employeeId], foreignColumns: [employees.organizationId, employees.id] }),
    check('sale_items_amounts', sql`${t.quantity} >= 1 and ${t.unitPrice} >= 0 and ${t.discountAmount} >= 0 and ${t.total} >= 0 and ${t.total} = ${t.unitPrice} * ${t.quantity} - ${t.discountAmount}`),
    check('sale_items_kind_reference', sql`(${t.kind} = 'service') = (${t.serviceId} is not null) and (${t.kind} = 'membership') = (${t.membershipId} is not null) and (${t.kind} = 'product') = (${t.productId} is not null)`),
    uniqueIndex('sale_items_sale_uid_key').on(t.organizationId, t.saleId, t.uid),
    index('sale_items_sale_idx').on(t.organizationId, t.saleId),
    index('sale_items_employee_date_idx').on(t.organizationId, t.employeeId, t.localDate),
    // A booked line is paid by one sale per client at a time: a second sale of it (two partial checkouts of one
    // visit) is refused, so a visit can never be paid twice over; its debt is paid on the sale that holds it.
    uniqueIndex('sale_items_order_service_key')
      .on(t.organizationId, t.orderServiceId, sql`coalesce(${t.clientId}, 0)`)
      .where(sql`${t.orderServiceId} is not null and not ${t.canceled}`),
  ],
);

/**
 * A membership a client bought: a copy of its terms at the sale, its dates and how many visits are used. The
 * check keeps concurrent draw-downs from using more visits than it has.
 */
export const soldMemberships = pgTable(
  'sold_memberships',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    clientId: bigId('client_id').notNull(),
    membershipId: bigId('membership_id').notNull(),
    saleId: bigId('sale_id').notNull(),
    saleItemId: bigId('sale_item_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<'visits' | 'period'>().notNull(),
    visitsTotal: integer('visits_total'),
    visitsUsed: integer('visits_used').notNull().default(0),
    serviceIds: bigint('service_ids', { mode: 'number' }).array().notNull().default([]),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    price: amount('price').notNull(),
    paid: amount('paid').notNull().default('0'),
    canceledAt: instant('canceled_at'),
    cancelReason: text('cancel_reason'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    ...branchKeys(t, 'sold_memberships'),
    foreignKey({ name: 'sold_memberships_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }),
    foreignKey({ name: 'sold_memberships_membership_fk', columns: [t.organizationId, t.membershipId], foreignColumns: [memberships.organizationId, memberships.id] }),
    foreignKey({ name: 'sold_memberships_sale_fk', columns: [t.organizationId, t.saleId], foreignColumns: [sales.organizationId, sales.id] }),
    foreignKey({ name: 'sold_memberships_sale_item_fk', columns: [t.organizationId, t.saleItemId], foreignColumns: [saleItems.organizationId, saleItems.id] }),
    check('sold_memberships_visits', sql`${t.visitsUsed} >= 0 and (${t.visitsTotal} is null or ${t.visitsUsed} <= ${t.visitsTotal})`),
    check('sold_memberships_paid', sql`${t.paid} >= 0 and ${t.paid} <= ${t.price} and ${t.endsOn} >= ${t.startsOn}`),
    index('sold_memberships_id_idx').on(t.id),
    index('sold_memberships_client_idx').on(t.organizationId, t.clientId),
  ],
);

/**
 * A visit drawn from a sold membership when its order succeeded; cancelling the order gives it back
 * (`returned_at`), leaving the row as the trail. A booked line draws at most once at a time.
 */
export const membershipVisits = pgTable(
  'membership_visits',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    soldMembershipId: bigId('sold_membership_id').notNull(),
    /** The membership's client, kept here so a group class's line is drawn once per client (migration 0010). */
    clientId: bigId('client_id').notNull(),
    orderId: bigId('order_id').notNull(),
    orderServiceId: bigId('order_service_id').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    drawnAt: createdAt(),
    returnedAt: instant('returned_at'),
  },
  (t) => [
    ...branchKeys(t, 'membership_visits'),
    foreignKey({ name: 'membership_visits_sold_fk', columns: [t.organizationId, t.soldMembershipId], foreignColumns: [soldMemberships.organizationId, soldMemberships.id] }).onDelete('cascade'),
    foreignKey({ name: 'membership_visits_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('cascade'),
    uniqueIndex('membership_visits_line_key').on(t.organizationId, t.orderServiceId, t.clientId).where(sql`${t.returnedAt} is null`),
    index('membership_visits_sold_idx').on(t.organizationId, t.soldMembershipId),
    index('membership_visits_order_idx').on(t.organizationId, t.orderId),
  ],
);

/** A sold membership paid in parts: each instalment is due on a day and paid by one or more payments. */
export const membershipInstalments = pgTable(
  'membership_instalments',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    soldMembershipId: bigId('sold_membership_id').notNull(),
    number: integer('number').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amount: amount('amount').notNull(),
    paid: amount('paid').notNull().default('0'),
  },
  (t) => [
    ...branchKeys(t, 'membership_instalments'),
    foreignKey({ name: 'membership_instalments_sold_fk', columns: [t.organizationId, t.soldMembershipId], foreignColumns: [soldMemberships.organizationId, soldMemberships.id] }).onDelete('cascade'),
    check('membership_instalments_paid', sql`${t.amount} > 0 and ${t.paid} >= 0 and ${t.paid} <= ${t.amount}`),
    uniqueIndex('membership_instalments_number_key').on(t.organizationId, t.soldMembershipId, t.number),
    index('membership_instalments_id_idx').on(t.id),
  ],
);

/** A branch's cash drawer: one shift open at a time (a partial unique index), closed with the counted cash. */
export const cashShifts = pgTable(
  'cash_shifts',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    openedAt: createdAt(),
    openedBy: bigId('opened_by'),
    openingFloat: amount('opening_float').notNull(),
    closedAt: instant('closed_at'),
    closedBy: bigId('closed_by'),
    countedCash: amount('counted_cash'),
    expectedCash: amount('expected_cash'),
    difference: amount('difference'),
    note: text('note'),
    version: version(),
  },
  (t) => [
    ...branchKeys(t, 'cash_shifts'),
    check('cash_shifts_amounts', sql`${t.openingFloat} >= 0 and (${t.countedCash} is null or ${t.countedCash} >= 0)`),
    uniqueIndex('cash_shifts_one_open_key').on(t.organizationId, t.branchId).where(sql`${t.closedAt} is null`),
    index('cash_shifts_id_idx').on(t.id),
  ],
);

/** The branch's cash register setting (settings/cash-register): with it on, cash always lands in a shift (the day's first cash opens one). */
export const cashRegisterSettings = pgTable(
  'cash_register_settings',
  {
    organizationId: organizationIdColumn(),
    branchId: branchIdColumn(),
    enabled: boolean('enabled').notNull().default(false),
    defaultFloat: amount('default_float').notNull().default('0'),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.branchId] }),
    foreignKey({ name: 'cash_register_settings_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
  ],
);

export const paySchemes = pgTable(
  'pay_schemes',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    name: text('name').notNull(),
    fixedAmount: amount('fixed_amount').notNull().default('0'),
    fixedPer: text('fixed_per').$type<'none' | 'shift' | 'month'>().notNull().default('none'),
    servicePercent: numeric('service_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    productPercent: numeric('product_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    categoryPercents: jsonb('category_percents').$type<{ categoryId: number; percent: string }[]>().notNull().default([]),
    minimum: amount('minimum').notNull().default('0'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [...branchKeys(t, 'pay_schemes'), index('pay_schemes_id_idx').on(t.id)],
);

/** Which scheme a team member is paid by, from a day on: the latest one starting on or before a day applies. */
export const payAssignments = pgTable(
  'pay_assignments',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    employeeId: bigId('employee_id').notNull(),
    schemeId: bigId('scheme_id').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    ...branchKeys(t, 'pay_assignments'),
    foreignKey({ name: 'pay_assignments_employee_fk', columns: [t.organizationId, t.employeeId], foreignColumns: [employees.organizationId, employees.id] }).onDelete('cascade'),
    foreignKey({ name: 'pay_assignments_scheme_fk', columns: [t.organizationId, t.schemeId], foreignColumns: [paySchemes.organizationId, paySchemes.id] }),
    uniqueIndex('pay_assignments_employee_day_key').on(t.organizationId, t.employeeId, t.startsOn),
  ],
);

/** A pay calculation for a period: draft (recomputable), approved (frozen), paid (a salary payment each). */
export const payCalculations = pgTable(
  'pay_calculations',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    status: text('status').$type<'draft' | 'approved' | 'paid'>().notNull().default('draft'),
    total: amount('total').notNull().default('0'),
    createdBy: bigId('created_by'),
    approvedBy: bigId('approved_by'),
    approvedAt: instant('approved_at'),
    paidAt: instant('paid_at'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [...branchKeys(t, 'pay_calculations'), check('pay_calculations_period', sql`${t.periodTo} >= ${t.periodFrom}`), index('pay_calculations_id_idx').on(t.id)],
);

/** One earning of one employee in a calculation, with what it was computed from (src/schema/money/pay-scheme.ts). */
export const payCalculationLines = pgTable(
  'pay_calculation_lines',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    calculationId: bigId('calculation_id').notNull(),
    employeeId: bigId('employee_id').notNull(),
    schemeId: bigId('scheme_id'),
    kind: text('kind').$type<'fixed_shift' | 'fixed_month' | 'service_percent' | 'product_percent' | 'minimum_topup'>().notNull(),
    ref: text('ref'),
    label: text('label').notNull(),
    base: amount('base').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    amount: amount('amount').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    ...branchKeys(t, 'pay_calculation_lines'),
    foreignKey({ name: 'pay_calculation_lines_calculation_fk', columns: [t.organizationId, t.calculationId], foreignColumns: [payCalculations.organizationId, payCalculations.id] }).onDelete('cascade'),
    foreignKey({ name: 'pay_calculation_lines_employee_fk', columns: [t.organizationId, t.employeeId], foreignColumns: [employees.organizationId, employees.id] }),
    index('pay_calculation_lines_calculation_idx').on(t.organizationId, t.calculationId, t.employeeId),
  ],
);

/**
 * Money in or out (Sales → Payments): a payment is positive; a refund is negative and names the payment it gives
 * back (`refund_of_id`), whose `refunded` grows and can never pass what it took; staff pay is negative. Nothing is
 * ever edited: a mistake is put right by a refund. Cash movements name the cash shift they fell in.
 */
export const transactions = pgTable(
  'transactions',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    kind: text('kind').$type<TransactionKind>().notNull(),
    method: text('method').$type<TransactionMethod>().notNull(),
    amount: amount('amount').notNull(),
    refunded: amount('refunded').notNull().default('0'),
    refundOfId: bigId('refund_of_id'),
    saleId: bigId('sale_id'),
    orderId: bigId('order_id'),
    clientId: bigId('client_id'),
    soldMembershipId: bigId('sold_membership_id'),
    instalmentId: bigId('instalment_id'),
    employeeId: bigId('employee_id'),
    payCalculationId: bigId('pay_calculation_id'),
    cashShiftId: bigId('cash_shift_id'),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    note: text('note'),
    createdBy: bigId('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    ...branchKeys(t, 'transactions'),
    foreignKey({ name: 'transactions_refund_of_fk', columns: [t.organizationId, t.refundOfId], foreignColumns: [t.organizationId, t.id] }),
    foreignKey({ name: 'transactions_sale_fk', columns: [t.organizationId, t.saleId], foreignColumns: [sales.organizationId, sales.id] }),
    foreignKey({ name: 'transactions_order_fk', columns: [t.organizationId, t.orderId], foreignColumns: [orders.organizationId, orders.id] }).onDelete('set null'),
    foreignKey({ name: 'transactions_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }),
    foreignKey({ name: 'transactions_sold_membership_fk', columns: [t.organizationId, t.soldMembershipId], foreignColumns: [soldMemberships.organizationId, soldMemberships.id] }),
    foreignKey({ name: 'transactions_instalment_fk', columns: [t.organizationId, t.instalmentId], foreignColumns: [membershipInstalments.organizationId, membershipInstalments.id] }),
    foreignKey({ name: 'transactions_employee_fk', columns: [t.organizationId, t.employeeId], foreignColumns: [employees.organizationId, employees.id] }),
    foreignKey({ name: 'transactions_pay_calculation_fk', columns: [t.organizationId, t.payCalculationId], foreignColumns: [payCalculations.organizationId, payCalculations.id] }),
    foreignKey({ name: 'transactions_cash_shift_fk', columns: [t.organizationId, t.cashShiftId], foreignColumns: [cashShifts.organizationId, cashShifts.id] }),
    check(
      'transactions_sign',
      sql`(${t.kind} = 'payment' and ${t.amount} > 0) or (${t.kind} <> 'payment' and ${t.amount} < 0)`,
    ),
    check('transactions_refund_link', sql`(${t.kind} = 'refund') = (${t.refundOfId} is not null)`),
    check('transactions_refunded', sql`${t.refunded} >= 0 and ${t.refunded} <= abs(${t.amount})`),
    index('transactions_id_idx').on(t.id),
    index('transactions_branch_date_idx').on(t.organizationId, t.branchId, t.localDate),
    index('transactions_sale_idx').on(t.organizationId, t.saleId),
    index('transactions_order_idx').on(t.organizationId, t.orderId),
    index('transactions_client_idx').on(t.organizationId, t.clientId),
    index('transactions_cash_shift_idx').on(t.organizationId, t.cashShiftId),
    index('transactions_refund_of_idx').on(t.organizationId, t.refundOfId),
  ],
);
