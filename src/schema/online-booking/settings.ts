import { z } from 'zod';
import { idSchema, isoDateSchema, timeOfDaySchema } from '../primitives';
import { outsideHoursReasonSchema } from '../schedule/availability';
import { onlineBookingRulesSchema, ruleLevelSchema, ruleOverridesSchema, type RuleLevel } from './rules';
import { slugSchema } from './slug';

/**
 * What the staff's Online booking → Settings screens read and write (docs/online-booking.md, slice 1): the booking
 * page's address, the rules each level keeps, and "why is this time not bookable online?".
 */

/** One level's stored overrides (a level with none has no row: `version` 0 creates it). */
export const ruleRowSchema = z.object({
  level: ruleLevelSchema,
  /** The service's or employee's id; null for the chain and the branch. */
  refId: idSchema.nullable(),
  overrides: onlineBookingRulesSchema.partial(),
  version: z.number().int().min(1),
});
export type RuleRow = z.infer<typeof ruleRowSchema>;

/** A service or an employee of the branch as the settings list them. Its own on/off switch is `bookableOnline`,
 * the field of the catalog's and the team's forms (written there, through their resources, with `version`). */
const bookableThingSchema = z.object({ id: idSchema, name: z.string(), bookableOnline: z.boolean(), version: z.number().int() });

export const branchOnlineBookingSchema = z.object({
  branchId: idSchema,
  /** The branch page's slug and full address; null before one is set. */
  slug: z.string().nullable(),
  pageUrl: z.string().nullable(),
  /** The chain's page (pick a branch first). */
  chainSlug: z.string().nullable(),
  chainPageUrl: z.string().nullable(),
  /** The chain's row, the branch's, and those of its services and employees that override anything. */
  rules: z.array(ruleRowSchema),
  services: z.array(bookableThingSchema.extend({ categoryName: z.string().nullable() })),
  employees: z.array(bookableThingSchema),
  /** Whether the caller may change the chain's defaults and slug (the owner's). */
  canEditChain: z.boolean(),
  /** The branch's own step, which a step left to "the branch's" means. */
  slotStepMinutes: z.number().int(),
});
export type BranchOnlineBooking = z.infer<typeof branchOnlineBookingSchema>;

export const slugUpdateSchema = z.object({ slug: slugSchema });
export const bookingAddressSchema = z.object({ slug: z.string(), pageUrl: z.string() });

/** A level's rules replaced: the whole set it overrides (a rule left out inherits again), with the version read. */
export const ruleUpdateSchema = (level: RuleLevel) => z.object({ overrides: ruleOverridesSchema(level), version: z.number().int().min(0) });

/**
 * Why a time is not bookable online, the first thing that stops it, in the order a client meets them: the rules
 * that close things, then the time's own place (hours, shifts, other bookings), then the rules about time.
 */
export const whyNotCodeSchema = z.enum([
  'branch_closed_online',
  'service_not_bookable',
  'employee_not_bookable',
  'employee_does_not_perform',
  ...outsideHoursReasonSchema.options,
  'taken',
  'min_notice',
  'horizon',
  'off_step',
]);
export type WhyNotCode = z.infer<typeof whyNotCodeSchema>;

export const whyNotQuerySchema = z.object({
  employeeId: z.coerce.number().pipe(idSchema),
  serviceIds: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map(Number))
    .pipe(z.array(idSchema).min(1).max(10)),
  date: isoDateSchema,
  time: timeOfDaySchema,
});
export type WhyNotQuery = z.infer<typeof whyNotQuerySchema>;

export const whyNotAnswerSchema = z.object({
  bookable: z.boolean(),
  /** Null when the time is bookable. */
  code: whyNotCodeSchema.nullable(),
  /** The rule that stops it and the level it was set at (`default` when nobody set it), for the rule codes. */
  rule: z.string().nullable(),
  source: z.enum(['default', 'chain', 'branch', 'service', 'employee']).nullable(),
  /** That rule's value for the visit (the strictest of its services): minutes of notice, days ahead, the step's
   * minutes (null: the branch's own step). Null for the codes that name no rule. */
  value: z.number().nullable(),
  /** The service or employee it concerns, for the codes that name one. */
  refId: idSchema.nullable(),
});
export type WhyNotAnswer = z.infer<typeof whyNotAnswerSchema>;
