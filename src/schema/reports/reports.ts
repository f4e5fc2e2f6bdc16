import { z } from 'zod';
import { businessDateSchema, isoDateSchema } from '../primitives';

/**
 * The reports' contract (issue 11: Sales by Day, Cash inflow summary, key indicators), shared by the server's
 * routes and the screens. Amounts are sums PostgreSQL made in numeric and sent as decimal strings with two
 * places: they may pass the ten digits of a single amount, so their own pattern.
 */
export const reportAmountSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** A report's period, both days included; at most two years (731 days, a leap day included). */
export const reportPeriodQuerySchema = z.object({ from: businessDateSchema, to: businessDateSchema });
export type ReportPeriod = z.infer<typeof reportPeriodQuerySchema>;
export const maxReportDays = 731;

/**
 * Rows are per day and currency: a chain's branches may keep different currencies and their money never adds
 * up across them, so a chain-wide report gives one row per day for each currency in use (one, in the demo chain).
 */
const salesFiguresSchema = z.object({
  currency: z.string(),
  sales: z.number().int(),
  services: reportAmountSchema,
  products: reportAmountSchema,
  memberships: reportAmountSchema,
  discounts: reportAmountSchema,
  total: reportAmountSchema,
  paid: reportAmountSchema,
  debt: reportAmountSchema,
  /** Deposits taken at online booking: money held until the visit, apart from revenue (its sale counts it then). */
  deposits: reportAmountSchema,
});
export const salesByDayRowSchema = salesFiguresSchema.extend({ date: isoDateSchema });
export const salesByDaySchema = z.object({
  period: reportPeriodQuerySchema,
  rows: z.array(salesByDayRowSchema),
  totals: z.array(salesFiguresSchema),
});
export type SalesByDayRow = z.infer<typeof salesByDayRowSchema>;
export type SalesByDay = z.infer<typeof salesByDaySchema>;

export const cashMethods = ['cash', 'card'] as const;
const cashFiguresSchema = z.object({
  currency: z.string(),
  method: z.enum(cashMethods),
  payments: reportAmountSchema,
  refunds: reportAmountSchema,
  net: reportAmountSchema,
});
export const cashFlowRowSchema = cashFiguresSchema.extend({ date: isoDateSchema });
export const cashFlowSchema = z.object({
  period: reportPeriodQuerySchema,
  rows: z.array(cashFlowRowSchema),
  totals: z.array(cashFiguresSchema),
});
export type CashFlowRow = z.infer<typeof cashFlowRowSchema>;
export type CashFlow = z.infer<typeof cashFlowSchema>;

/** One indicator in the period and in the previous period of equal length; `change` in percent, null from zero. */
const comparedSchema = <T extends z.ZodTypeAny>(value: T) =>
  z.object({ current: value, previous: value, change: z.string().nullable() });
export const keyIndicatorsSchema = z.object({
  period: reportPeriodQuerySchema,
  previousPeriod: reportPeriodQuerySchema,
  /** Money per currency (see the rows above); revenue counts sales not cancelled, unpaid is their debt. */
  money: z.array(
    z.object({
      currency: z.string(),
      revenue: comparedSchema(reportAmountSchema),
      paid: comparedSchema(reportAmountSchema),
      unpaid: comparedSchema(reportAmountSchema),
      sales: comparedSchema(z.number().int()),
      averageCheck: comparedSchema(reportAmountSchema),
      /** Deposits taken at online booking: held until the visit, not revenue. */
      deposits: comparedSchema(reportAmountSchema),
    }),
  ),
  visits: comparedSchema(z.number().int()),
  newClients: comparedSchema(z.number().int()),
  returningClients: comparedSchema(z.number().int()),
  /** Booked minutes of order lines over work-slot minutes, in percent with one decimal; null without slots. */
  occupancy: comparedSchema(z.string().nullable()),
});
export type KeyIndicators = z.infer<typeof keyIndicatorsSchema>;
export type Compared<T> = { current: T; previous: T; change: string | null };
