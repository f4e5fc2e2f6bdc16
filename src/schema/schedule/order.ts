import { z } from 'zod';
import { cancelerOriginSchema, orderModeSchema, orderOriginSchema, orderStatusSchema, paymentStatusSchema } from '../enums';
import type { scheduledOrderDataSchema } from '../live';
import { amountTooLargeMessage, maxEnteredAmount } from '../money/money-text';
import { businessDateSchema, currencyCodeSchema, descriptionSchema, idSchema, isoDateSchema, priceSchema, timeOfDaySchema } from '../primitives';
import { systemFieldsShape } from '../resource-definition';
import { outsideHoursReasonSchema } from './availability';
import { type IsoDate, addDays, datesOnWeekdays, daysBetween, isReversedTimeRange, minutesOfTime } from './calendar';
import { moneyText, moneyTextSchema } from '../money/decimal';
import { paymentMethods, transactionMethods } from '../sales/checkout';
import { fiscalReceiptSchema } from '../payments/fiscal';

/**
 * Orders, group orders and breaks as the API speaks them (spec §3). Dates and times are the branch's wall
 * clock (YYYY-MM-DD, HH:mm); the server turns them into instants with `time-zone.ts` and stores those.
 * Bodies are strict: an unknown field answers 400, as the resource engine's do.
 */

export const durationSchema = z.number().int().min(5, 'At least 5 minutes').max(1440, 'At most 24 hours');

/** Spec §9: a group order takes one client unless told otherwise. */
export const defaultGroupCapacity = 1;
export const groupCapacitySchema = z.number().int().min(1, 'At least 1').max(500, 'At most 500');

/**
 * Asked for when a line falls outside the branch's working hours or the employee's work slot: without it
 * the server answers 409 with the reasons (`outsideHoursReasons`), and the drawer asks the person to confirm.
 */
const confirmOutsideWorkingHours = z.boolean().default(false);

/** A service booked at a time: who does it, when, for how long, in which room or on what. */
const bookedServiceShape = {
  serviceId: idSchema,
  employeeId: idSchema,
  resourceId: idSchema.nullable().default(null),
  date: businessDateSchema,
  startTime: timeOfDaySchema,
  duration: durationSchema,
};

/** One service of an order, at the employee's own price for it, else the service's (the drawer fills it in;
 * staff may edit). */
export const orderServiceLineSchema = z.strictObject({ ...bookedServiceShape, price: priceSchema });
export type OrderServiceLine = z.infer<typeof orderServiceLineSchema>;

/** An order is one visit on one date; an employee's lines in it may not overlap one another. */
const linesOfOneVisit = <Line extends z.ZodType<OrderServiceLine>>(line: Line) =>
  z
    .array(line)
    .min(1, 'Choose at least one service')
    .max(20, 'At most 20 services')
    .superRefine((lines, ctx) => {
      const first = lines[0];
      lines.forEach((line, index) => {
        if (first && line.date !== first.date) ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'All services of an order are on one date' });
        const start = minutesOfTime(line.startTime);
        const overlaps = lines.some((other, j) => {
          if (j >= index || other.employeeId !== line.employeeId) return false;
          const otherStart = minutesOfTime(other.startTime);
          return start < otherStart + other.duration && otherStart < start + line.duration;
        });
        if (overlaps) ctx.addIssue({ code: 'custom', path: [index, 'startTime'], message: 'Overlaps another service of this employee' });
      });
    });
export const orderServiceLinesSchema = linesOfOneVisit(orderServiceLineSchema);

/**
 * A line of an edit names the booked line it changes by `id`, so that line keeps its id and with it the sale
 * that pays it; a line without one is new, and a booked line no line names is removed. An edit whose lines name
 * no id at all changes the booked lines in place, position by position (the schedule's drag does so).
 */
export const orderServiceLineEditSchema = orderServiceLineSchema.extend({ id: idSchema.optional() });
export type OrderServiceLineEdit = z.infer<typeof orderServiceLineEditSchema>;

/**
 * `POST /branches/{id}/orders`: a single order. Its origin is the server's to set (internal for staff, the
 * default; external from online booking), never the body's. No client is a walk-in.
 */
export const orderCreateSchema = z.strictObject({
  clientId: idSchema.nullable().default(null),
  services: orderServiceLinesSchema,
  description: descriptionSchema.nullable().default(null),
  confirmOutsideWorkingHours,
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/**
 * `PATCH /orders/{id}`: any of the fields, with the version read (a stale one answers 409). A status change
 * is checked by `checkOrderTransition`; cancelling has its own call. `capacity` is a group class's, and may not
 * go below the clients who have joined it (409).
 */
export const orderUpdateSchema = z.strictObject({
  version: systemFieldsShape.version,
  clientId: idSchema.nullable().optional(),
  services: linesOfOneVisit(orderServiceLineEditSchema).optional(),
  description: descriptionSchema.nullable().optional(),
  status: orderStatusSchema.optional(),
  capacity: groupCapacitySchema.optional(),
  confirmOutsideWorkingHours,
});
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

/** `PATCH /orders/{id}/cancel`: the spec sends nothing; our screens send the version they read. Who
 * cancelled (`cancelerOrigin`) is the server's to record from the caller. */
export const orderCancelSchema = z.strictObject({ version: systemFieldsShape.version.optional() });

/** What the server answers instead of saving, until `confirmOutsideWorkingHours` is sent. */
export const outsideHoursConflictSchema = z.object({
  lines: z.array(z.object({ index: z.number().int(), reasons: z.array(outsideHoursReasonSchema).min(1) })),
});

export const orderSchema = z.object({
  ...systemFieldsShape,
  branchId: idSchema,
  mode: orderModeSchema,
  clientId: idSchema.nullable(),
  date: isoDateSchema,
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  description: descriptionSchema.nullable(),
  /**
   * `onSale`: a sale holds the line (checked out, paid in full or in part), so its price is the sale's and the
   * line stays on the visit (server/modules/orders/paid-lines.ts). Answered by `/orders/{id}` and its writes; the
   * schedule's lists leave it out.
   */
  services: z.array(orderServiceLineSchema.extend({ id: idSchema, onSale: z.boolean().optional() })),
  status: orderStatusSchema,
  isCanceled: z.boolean(),
  cancelerOrigin: cancelerOriginSchema.nullable(),
  origin: orderOriginSchema,
  paymentStatus: paymentStatusSchema,
  currency: currencyCodeSchema,
  /** Group orders only: how many clients may join, and who has. */
  capacity: z.number().int().positive().nullable(),
  clientIds: z.array(idSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * How a visit may be paid: the tenders the checkout takes (`paymentMethods`: cash and card, the only ones
 * src/schema/money knows; no bank transfer is recorded anywhere yet) and a membership's visits, drawn when the
 * visit is completed (server/modules/sold-memberships/membership-draw-down.ts).
 */
/** How a visit can be paid: the till's cash and card, a membership's visits, online by link on the provider's page, or the client's balance. */
export const orderPaymentMethods = [...paymentMethods, 'membership', 'online', 'balance'] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];

/** A payment or refund of a sale that pays the visit, as the order drawer lists it. */
export const orderTransactionSchema = z.object({
  id: idSchema,
  kind: z.enum(['payment', 'refund']),
  method: z.enum(transactionMethods),
  /** Signed, as stored: payments positive, refunds negative. */
  amount: moneyTextSchema,
  currency: currencyCodeSchema,
  /** The instant (ISO 8601, UTC); screens show it on the branch's clock. */
  createdAt: z.string(),
  saleId: idSchema.nullable(),
  refundOfId: idSchema.nullable(),
  /** Who the money is credited to: the payment's own team member, else those the sale's lines credit. */
  creditedEmployees: z.array(z.object({ id: idSchema, name: z.string() })),
  /** Its fiscal receipt (pending or issued; null when none was made), only where the branch fiscalises (docs/fiscal-receipts.md). */
  fiscalReceipt: fiscalReceiptSchema.nullable().optional(),
});
export type OrderTransaction = z.infer<typeof orderTransactionSchema>;

/** A sale paying the visit, in brief: whose it is and what of it is paid. */
export const orderSaleSchema = z.object({ id: idSchema, clientId: idSchema.nullable(), total: moneyTextSchema, paid: moneyTextSchema });
export type OrderSale = z.infer<typeof orderSaleSchema>;

/**
 * Spec §3's payment fields of an order. Only `GET /orders/{id}` (the drawer's read) answers them: the schedule's
 * lists and the writes stay lean, and the drawer keeps the ones it read across a write's answer.
 */
export const orderPaymentShape = {
  /** The method of the visit's last payment; `membership` when none was taken and a membership's visit paid it. */
  paymentMethodSelected: z.enum(orderPaymentMethods).nullable(),
  availablePaymentMethods: z.array(z.enum(orderPaymentMethods)),
  /** The branch's fiscal integration is on: its payments and refunds get fiscal receipts (docs/fiscal-receipts.md). */
  hasFiscalIntegration: z.boolean(),
  /** Oldest first. Empty for a caller who may not see the branch's sales (an employee). */
  transactions: z.array(orderTransactionSchema),
  /** True while an online payment is awaited; none are taken online yet, so always false. */
  requiredPolling: z.boolean(),
  /**
   * The sales that pay the visit and are not cancelled (a group class: one per client who paid), so the drawer
   * takes the rest of a partly paid one on that same sale. Empty for a caller who may not see the branch's sales.
   */
  sales: z.array(orderSaleSchema),
  /** A group class's clients whose place a membership's visit paid. */
  membershipClientIds: z.array(idSchema),
  /**
   * A deposit paid online at booking and not yet on a sale (docs/online-payments.md "Deposits"): the visit's checkout
   * counts it, so the tender takes the rest. Absent (none) for a caller who may not see the branch's sales.
   */
  heldDeposit: moneyTextSchema.optional(),
};
export const orderDetailSchema = orderSchema.extend(orderPaymentShape);
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** The live channel's message data (spec §3 "Scheduled order message") for an order (or a break: one employee). */
export const scheduledOrderDataOf = <Line extends Pick<OrderServiceLine, 'employeeId'>>(order: Pick<Order, 'id' | 'date'> & { services: readonly Line[] }): z.infer<typeof scheduledOrderDataSchema> => ({
  date: order.date,
  id: order.id,
  orderServices: order.services.map(({ employeeId }) => ({ employeeId })),
});

/** A group class's price per client, rounded to 2 decimals as the spec says (a split price may have more). */
export const groupPriceSchema = z
  .string()
  .regex(/^\d{1,10}(\.\d+)?$/, { message: 'Use an amount such as 12.50', abort: true })
  .refine((value) => Number(value.split('.')[0]) <= Math.trunc(Number(maxEnteredAmount)), amountTooLargeMessage)
  .transform(moneyText);

/** The 7-day repeat of a group class: the weekdays (0 = Sunday) it runs on, up to an end date. */
export const weeklyRepeatSchema = z.strictObject({
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'Choose at least one weekday')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'A weekday is chosen twice'),
  endDate: businessDateSchema,
});
export type WeeklyRepeat = z.infer<typeof weeklyRepeatSchema>;

/** A repeat runs for at most a year: each occurrence is checked and written on its own. */
export const maxRepeatDays = 366;

/** The dates a group class takes place on: its own date, then each chosen weekday up to the end date. */
export const occurrenceDates = (date: IsoDate, repeat: WeeklyRepeat | null): IsoDate[] =>
  repeat ? [date, ...datesOnWeekdays(addDays(date, 1), repeat.endDate, repeat.weekdays)] : [date];

/** `POST /branches/{id}/group-orders`: one service and one employee, clients joining up to capacity. */
export const groupOrderCreateSchema = z
  .strictObject({
    ...bookedServiceShape,
    price: groupPriceSchema,
    capacity: groupCapacitySchema.default(defaultGroupCapacity),
    clientIds: z.array(idSchema).max(500).default([]),
    description: descriptionSchema.nullable().default(null),
    repeat: weeklyRepeatSchema.nullable().default(null),
    confirmOutsideWorkingHours,
  })
  .superRefine((group, ctx) => {
    if (group.clientIds.length > group.capacity) ctx.addIssue({ code: 'custom', path: ['clientIds'], message: 'More clients than places' });
    if (new Set(group.clientIds).size !== group.clientIds.length) ctx.addIssue({ code: 'custom', path: ['clientIds'], message: 'A client is listed twice' });
    if (!group.repeat) return;
    const span = daysBetween(group.date, group.repeat.endDate);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['repeat', 'endDate'], message: 'Must not be before the first date' });
    if (span > maxRepeatDays) ctx.addIssue({ code: 'custom', path: ['repeat', 'endDate'], message: 'At most a year ahead' });
  });
export type GroupOrderCreate = z.infer<typeof groupOrderCreateSchema>;

/** Why one occurrence of a repeated group class was not created; the others are. */
export const occurrenceRefusalSchema = z.object({
  date: isoDateSchema,
  reason: z.enum(['employee_busy', 'resource_busy', ...outsideHoursReasonSchema.options]),
});
export const groupOrderCreatedSchema = z.object({
  created: z.array(z.object({ date: isoDateSchema, id: idSchema })),
  refused: z.array(occurrenceRefusalSchema),
});

/** A client joins or leaves a group order (`group-order:add-customer` / `cancel-customer`). */
export const groupOrderClientSchema = z.strictObject({ clientId: idSchema });

/** A break: an employee's time kept free of orders (lunch, a meeting). */
const breakTimes = (value: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx) => {
  if (isReversedTimeRange(value.startTime, value.endTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'Must be after the start' });
};
const breakShape = {
  employeeId: idSchema,
  date: businessDateSchema,
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  description: descriptionSchema.nullable().default(null),
};
export const breakCreateSchema = z.strictObject({ ...breakShape, confirmOutsideWorkingHours }).superRefine(breakTimes);
export type BreakCreate = z.infer<typeof breakCreateSchema>;
/** A change names only what changes (no defaults fill the rest in); the server checks the merged times. */
export const breakUpdateSchema = z
  .strictObject({
    version: systemFieldsShape.version,
    employeeId: idSchema.optional(),
    date: businessDateSchema.optional(),
    startTime: timeOfDaySchema.optional(),
    endTime: timeOfDaySchema.optional(),
    description: descriptionSchema.nullable().optional(),
    confirmOutsideWorkingHours,
  })
  .superRefine(breakTimes);
export type BreakUpdate = z.infer<typeof breakUpdateSchema>;
export const breakSchema = z.object({ ...systemFieldsShape, branchId: idSchema, ...breakShape });
export type Break = z.infer<typeof breakSchema>;
