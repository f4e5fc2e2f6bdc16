import { z } from 'zod';
import { emailSchema, idSchema, phoneSchema } from './primitives';

/**
 * A team member's own account (spec §1: users are owners and staff). A team member is a record of one branch; the
 * account is the person who signs in. One account may be the team member of several branches of a chain (one row
 * per branch, each linked to it); a branch has at most one member per account.
 *
 * The member's `settings` tab invites them (the chain's invitation flow, by e-mail or by phone), shows the account's
 * state, resends the invitation or revokes the access.
 */
export const staffAccountStates = ['none', 'invited', 'active'] as const;
export type StaffAccountState = (typeof staffAccountStates)[number];

/** Staff accounts are employees or administrators of the member's branch: an owner is never invited from a card. */
export const staffAccountRoleSchema = z.enum(['employee', 'administrator']);
export type StaffAccountRole = z.infer<typeof staffAccountRoleSchema>;

/** GET /employees/{id}/account. */
export const staffAccountSchema = z.object({
  state: z.enum(staffAccountStates),
  /** The invited e-mail, or the linked account's login. */
  email: z.string().nullable(),
  /** The invited phone (E.164) of an invitation by phone. */
  phone: z.string().nullable(),
  role: z.enum(['owner', 'administrator', 'employee']).nullable(),
  /** The linked account (state `active`). */
  userId: idSchema.nullable(),
  name: z.string().nullable(),
  /** The pending invitation (state `invited`). */
  invitationId: idSchema.nullable(),
  expiresAt: z.string().nullable(),
  /**
   * The invitation link of an invitation by phone, in the POST's answer only (never in GET): until SMS providers
   * exist, the manager sends it by any messenger. Its token is stored only as a hash, so it cannot be shown again.
   */
  link: z.string().optional(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** The one sentence for an invitation with both an e-mail and a phone, or neither. */
export const emailOrPhoneMessage = 'Give an e-mail or a phone number (one of them)';

/**
 * POST /employees/{id}/account: invites the e-mail or the phone (exactly one) as this member. An e-mail that
 * already signs in to the chain (the same person working in another branch) is linked at once and granted this
 * branch; any other gets an invitation whose acceptance links the account it signs in with. A phone number
 * without its country code is read with the member's branch's country (src/schema/phone.ts) and stored in E.164.
 */
export const staffAccountInviteSchema = z
  .object({ email: emailSchema.optional(), phone: phoneSchema.optional(), role: staffAccountRoleSchema.default('employee') })
  .strict()
  .superRefine((value, ctx) => {
    if ((value.email === undefined) === (value.phone === undefined)) {
      for (const path of ['email', 'phone']) ctx.addIssue({ code: 'custom', path: [path], message: emailOrPhoneMessage });
    }
  });
export type StaffAccountInvite = z.infer<typeof staffAccountInviteSchema>;
export type StaffAccountInviteInput = z.input<typeof staffAccountInviteSchema>;
