import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, entityId, knownRoleCheck, organizationIdColumn, roleColumn } from './columns';
import { organizationKeys } from './tenant-keys';

/**
 * An invitation to join a chain with a role (and branches): sent by e-mail or by SMS (`phone`, E.164; exactly one of
 * the two) through the outbox; accepting it signs the person up or links their existing account. Only the token's
 * SHA-256 hash is stored.
 */
export const invitations = pgTable(
  'invitations',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    email: text('email'),
    phone: text('phone'),
    role: roleColumn(),
    branchIds: bigint('branch_ids', { mode: 'number' }).array().notNull().default([]),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: bigint('accepted_user_id', { mode: 'number' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Sent from a team member's card: accepting it links the account to that member (src/schema/staff-account.ts). */
    employeeId: bigint('employee_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    ...organizationKeys(t, 'invitations'),
    index('invitations_email_idx').on(t.organizationId, t.email),
    index('invitations_phone_idx').on(t.organizationId, t.phone).where(sql`${t.phone} IS NOT NULL`),
    check('invitations_email_or_phone', sql`num_nonnulls(${t.email}, ${t.phone}) = 1`),
    knownRoleCheck('invitations_role_check', t.role),
  ],
);
