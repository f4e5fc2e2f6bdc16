import { z } from 'zod';
import { roleSchema } from './enums';
import { currencyCodeSchema, idSchema, timeOfDaySchema, timeZoneSchema, titleSchema } from './primitives';

export const workingHoursSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine((h) => h.start < h.end, { message: 'The day must end after it starts', path: ['end'] });
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/**
 * How often free times are offered (the drawer's suggestions, the availability call): every 5, 10 or 15 minutes
 * from midnight, besides the start of each gap. Existing and new branches offer the quarter hour unless set.
 */
export const slotStepChoices = [5, 10, 15] as const;
export const slotStepMinutesSchema = z.literal(slotStepChoices, { error: 'Choose 5, 10 or 15 minutes' });
export type SlotStepMinutes = z.infer<typeof slotStepMinutesSchema>;
export const defaultSlotStepMinutes: SlotStepMinutes = 15;

export const branchSchema = z.object({
  id: idSchema,
  guid: z.uuid(),
  name: z.string(),
  ISOCurrency: currencyCodeSchema,
  timeZone: timeZoneSchema,
  workingHours: workingHoursSchema,
  address: z.string().nullable(),
  /** In E.164 (src/schema/phone.ts); messages name it as `{{branchPhone}}`. */
  phone: z.string().nullable(),
});
export type Branch = z.infer<typeof branchSchema>;

/**
 * A branch as anyone in the chain may name it: chain-level records (a vacancy) point at branches a person may
 * not open, and still show the branch's name and amounts in its currency (GET /organizations/{id}/branch-names).
 */
export const branchNameSchema = branchSchema.pick({ id: true, name: true, ISOCurrency: true });
export type BranchName = z.infer<typeof branchNameSchema>;

/** An organisation (chain) as the signed-in user sees it: only the branches they may access. */
export const organizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  role: roleSchema,
  branches: z.array(branchSchema),
  /** The team members the user is (src/schema/staff-account.ts), one per branch at most: their own column, card and pay. */
  teamMembers: z.array(z.object({ branchId: idSchema, employeeId: idSchema })).default([]),
});
export type Organization = z.infer<typeof organizationSchema>;

export const branchCreateSchema = z.object({
  name: titleSchema,
  ISOCurrency: currencyCodeSchema,
  timeZone: timeZoneSchema,
  workingHours: workingHoursSchema.default({ start: '09:00', end: '21:00' }),
  address: z.string().trim().max(300).nullable().default(null),
  slotStepMinutes: slotStepMinutesSchema.default(defaultSlotStepMinutes),
});
export type BranchCreate = z.infer<typeof branchCreateSchema>;

/** Onboarding: a signed-up user creates their chain and its first branch in one step. */
export const organizationCreateSchema = z.object({
  name: titleSchema,
  branch: branchCreateSchema,
  /** The referral code of the link the chain was created through (docs/chain-referrals.md); one not found is ignored. */
  referralCode: z.string().max(64).optional(),
});
export type OrganizationCreate = z.infer<typeof organizationCreateSchema>;
