import { z } from 'zod';
import { payFixedPeriods, paySchemeSchema } from '../money/pay-scheme';
import { moneyTextSchema } from '../money/decimal';
import { paymentMethods } from '../sales/checkout';
import { businessDateSchema, idSchema } from '../primitives';
import { daysBetween } from '../schedule/calendar';

/**
 * The staff pay API (server/modules/pay, screens in src/custom-screens/pay): pay schemes, who is paid by which
 * from which day, and pay calculations with their lines. The rules of a scheme and the figures of a line are
 * src/schema/money/pay-scheme.ts's; this file only says what travels.
 */

export const paySchemeRecordSchema = z.object({
  id: idSchema,
  branchId: idSchema,
  name: z.string(),
  fixedAmount: z.string(),
  fixedPer: z.enum(payFixedPeriods),
  servicePercent: z.string(),
  productPercent: z.string(),
  categoryPercents: z.array(z.object({ categoryId: idSchema, percent: z.string() })),
  minimum: z.string(),
  /** Team members whose scheme this is today or from a later day. */
  assignedCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaySchemeRecord = z.infer<typeof paySchemeRecordSchema>;

export const paySchemeCreateSchema = paySchemeSchema.strict();
export const paySchemeUpdateSchema = paySchemeSchema
  .extend({ version: z.number().int().positive() })
  .strict();
export type PaySchemeInput = z.input<typeof paySchemeCreateSchema>;

export const payAssignmentSchema = z.object({
  id: idSchema,
  employeeId: idSchema,
  schemeId: idSchema,
  schemeName: z.string(),
  /** The scheme was deleted since: the assignment stays as history. */
  schemeDeleted: z.boolean(),
  startsOn: z.string(),
  createdAt: z.string(),
});
export type PayAssignment = z.infer<typeof payAssignmentSchema>;

/** Assigning on a day that already has an assignment replaces it: it was a correction of that day's choice. */
export const payAssignmentCreateSchema = z
  .object({ schemeId: idSchema, startsOn: businessDateSchema })
  .strict();

/** The longest period one calculation covers. */
export const maxPayPeriodDays = 366;

export const payCalculationCreateSchema = z
  .object({
    periodFrom: businessDateSchema,
    periodTo: businessDateSchema,
  })
  .strict()
  .superRefine((period, ctx) => {
    if (!businessDateSchema.safeParse(period.periodFrom).success || !businessDateSchema.safeParse(period.periodTo).success) return;
    if (period.periodTo < period.periodFrom)
      ctx.addIssue({ code: 'custom', path: ['periodTo'], message: 'The period ends before it starts.' });
    else if (daysBetween(period.periodFrom, period.periodTo) >= maxPayPeriodDays)
      ctx.addIssue({
        code: 'custom',
        path: ['periodTo'],
        message: `A calculation covers at most ${maxPayPeriodDays} days.`,
      });
  });
export type PayCalculationCreate = z.infer<typeof payCalculationCreateSchema>;

export const payCalculationStatuses = ['draft', 'approved', 'paid'] as const;
export type PayCalculationStatus = (typeof payCalculationStatuses)[number];

export const payCalculationSchema = z.object({
  id: idSchema,
  branchId: idSchema,
  periodFrom: z.string(),
  periodTo: z.string(),
  status: z.enum(payCalculationStatuses),
  total: moneyTextSchema,
  employeeCount: z.number().int(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayCalculation = z.infer<typeof payCalculationSchema>;

export const payLineKinds = [
  'fixed_shift',
  'fixed_month',
  'service_percent',
  'product_percent',
  'minimum_topup',
] as const;

/** A line as stored: payLines' line, the scheme it came from and, for a sale item, the day it was sold. */
export const payCalculationLineSchema = z.object({
  id: idSchema,
  kind: z.enum(payLineKinds),
  ref: z.string().nullable(),
  label: z.string(),
  base: moneyTextSchema,
  percent: z.string().nullable(),
  amount: moneyTextSchema,
  schemeId: idSchema.nullable(),
  schemeName: z.string().nullable(),
  date: z.string().nullable(),
});
export type PayCalculationLine = z.infer<typeof payCalculationLineSchema>;

export const payEmployeeShareSchema = z.object({
  employeeId: idSchema,
  name: z.string(),
  subtotal: moneyTextSchema,
  /** The salary payment made for this share, once the calculation is paid. */
  transactionId: idSchema.nullable(),
  lines: z.array(payCalculationLineSchema),
});
export type PayEmployeeShare = z.infer<typeof payEmployeeShareSchema>;

export const payCalculationDetailSchema = payCalculationSchema.extend({
  employees: z.array(payEmployeeShareSchema),
});
export type PayCalculationDetail = z.infer<typeof payCalculationDetailSchema>;

/** A member's calculations (their card's documents): each with the member's own share. */
export const employeePayDocumentSchema = payCalculationSchema.extend({ subtotal: moneyTextSchema });
export type EmployeePayDocument = z.infer<typeof employeePayDocumentSchema>;

export const payCalculationPaySchema = z
  .object({ method: z.enum(paymentMethods), version: z.number().int().positive().optional() })
  .strict();
export const payCalculationVersionSchema = z
  .object({ version: z.number().int().positive().optional() })
  .strict();
