import { z } from 'zod';
import { emailSchema, idSchema } from './primitives';

/**
 * A team member's own account (spec §1: users are owners and staff). A team member is a record of one branch; the
 * account is the person who signs in. One account may be the team member of several branches of a chain (one row
 * per branch, each linked to it); a branch has at most one member per account.
 *
 * The member's `settings` tab invites them (the chain's invitation flow, by e-mail), shows the account's state,
 * resends the invitation or revokes the access.
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
  role: z.enum(['owner', 'administrator', 'employee']).nullable(),
  /** The linked account (state `active`). */
  userId: idSchema.nullable(),
  name: z.string().nullable(),
  /** The pending invitation (state `invited`). */
  invitationId: idSchema.nullable(),
  expiresAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/**
 * POST /employees/{id}/account: invites the e-mail as this member. An e-mail that already signs in to the chain
 * (the same person working in another branch) is linked at once and granted this branch; any other gets an
 * invitation whose acceptance links the account it signs in with.
 */
export const staffAccountInviteSchema = z
  .object({ email: emailSchema, role: staffAccountRoleSchema.default('employee') })
  .strict();
export type StaffAccountInvite = z.infer<typeof staffAccountInviteSchema>;
export type StaffAccountInviteInput = z.input<typeof staffAccountInviteSchema>;
