import { z } from 'zod';
import { roleSchema } from './enums';
import { branchCreateSchema, branchSchema, slotStepMinutesSchema, workingHoursSchema } from './organization';
import {
  currencyCodeSchema,
  emailSchema,
  idSchema,
  personNameSchema,
  phoneSchema,
  timeZoneSchema,
  titleSchema,
} from './primitives';

/**
 * Chain and branch settings (spec §2 chain settings, settings/general, settings/users, settings/users/invite and
 * the branch's settings and users pages): the contracts the settings API answers and its forms send.
 */

/** The version a record was read at; a change against an older one answers 409. */
export const versionSchema = z.number().int().positive();

/** Branch ids chosen for an administrator or employee; owners reach every branch and carry none. */
export const branchIdsSchema = z.array(idSchema).max(200, 'At most 200 branches');

/** A branch as its settings page edits it: the public branch, its slot step and the version it was read at. */
export const branchSettingsSchema = branchSchema.extend({ slotStepMinutes: slotStepMinutesSchema, version: versionSchema });
export type BranchSettings = z.infer<typeof branchSettingsSchema>;

/** GET /organizations/{orgId}: the chain's general settings, its branches and the plan's branch limit. */
export const organizationSettingsSchema = z.object({
  id: idSchema,
  name: z.string(),
  version: versionSchema,
  role: roleSchema,
  maxBranches: z.number().int().nonnegative(),
  branches: z.array(branchSettingsSchema),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/** PATCH /organizations/{orgId}. */
export const organizationUpdateSchema = z.object({ name: titleSchema, version: versionSchema }).strict();
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;

/**
 * The branch's phone as people write it: the server stores it in E.164, read with the country of the branch's time
 * zone (server/modules/settings/chain.service.ts), as the resource engine does for clients' numbers.
 */
const branchPhoneSchema = phoneSchema.nullable();

/** POST /organizations/{orgId}/branches: the onboarding branch form and the branch's phone, unknown keys refused. */
export const branchAddSchema = branchCreateSchema.extend({ phone: branchPhoneSchema.default(null) }).strict();
export type BranchAdd = z.infer<typeof branchAddSchema>;

/** PATCH /branches/{branchId}: any of the branch's fields plus the version it was read at. */
export const branchUpdateSchema = z
  .object({
    name: titleSchema.optional(),
    ISOCurrency: currencyCodeSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    workingHours: workingHoursSchema.optional(),
    address: z.string().trim().max(300, 'At most 300 characters').nullable().optional(),
    phone: branchPhoneSchema.optional(),
    slotStepMinutes: slotStepMinutesSchema.optional(),
    version: versionSchema,
  })
  .strict();
export type BranchUpdate = z.infer<typeof branchUpdateSchema>;

/** Administrators and employees need at least one branch; an owner's list is ignored (they reach all). */
const requireBranchesUnlessOwner = (value: { role: z.infer<typeof roleSchema>; branchIds: number[] }, ctx: z.RefinementCtx) => {
  if (value.role !== 'owner' && value.branchIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['branchIds'], message: 'Choose at least one branch' });
  }
  if (new Set(value.branchIds).size !== value.branchIds.length) {
    ctx.addIssue({ code: 'custom', path: ['branchIds'], message: 'A branch is listed twice' });
  }
};

/** A person with access to the chain (settings/users). `branchIds` is empty for owners: they reach every branch. */
export const memberSchema = z.object({
  userId: idSchema,
  name: z.string(),
  login: z.string(),
  role: roleSchema,
  branchIds: z.array(idSchema),
});
export type Member = z.infer<typeof memberSchema>;

/** PATCH /organizations/{orgId}/users/{userId}. */
export const memberUpdateSchema = z
  .object({ role: roleSchema, branchIds: branchIdsSchema.default([]) })
  .strict()
  .superRefine(requireBranchesUnlessOwner);
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;
export type MemberUpdateInput = z.input<typeof memberUpdateSchema>;

/** POST /organizations/{orgId}/invitations. */
export const invitationCreateSchema = z
  .object({ email: emailSchema, role: roleSchema, branchIds: branchIdsSchema.default([]) })
  .strict()
  .superRefine(requireBranchesUnlessOwner);
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;
export type InvitationCreateInput = z.input<typeof invitationCreateSchema>;

/** A pending invitation as the users page lists it; the token itself only ever travels in the e-mail. */
export const invitationSchema = z.object({
  id: idSchema,
  /** The invited e-mail, or null for an invitation by phone (sent from a team member's card). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: roleSchema,
  branchIds: z.array(idSchema),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** How long an invitation link works. */
export const invitationTtlDays = 7;

/** GET /organizations/{orgId}/invitations: optionally only those that grant a given branch. */
export const invitationListQuerySchema = z.object({
  branchId: z
    .string()
    .regex(/^\d+$/, 'Digits only')
    .transform(Number)
    .pipe(idSchema)
    .optional(),
});

/** The invitation page of the sign-in service: a new person names themself and picks a password. */
export const invitationSignUpSchema = z.object({
  token: z.string().min(16).max(200),
  firstName: personNameSchema,
  lastName: personNameSchema,
  password: z.string().min(8, 'At least 8 characters').max(200, 'At most 200 characters'),
});
/** An existing account accepts with its password (and its code when two-step verification is on). */
export const invitationSignInSchema = z.object({
  token: z.string().min(16).max(200),
  password: z.string().min(1, 'Required').max(200),
});
