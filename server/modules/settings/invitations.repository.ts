import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '../../../src/schema/enums';
import { invitations, organizationUsers, organizations, users } from '../../db/tables';
import type { DbExecutor } from '../../db/client';

export type InvitationRow = typeof invitations.$inferSelect;
export type InvitationWithNames = InvitationRow & { organizationName: string; inviterName: string | null };

const inviter = alias(users, 'inviter');
const inviterName = sql<string | null>`nullif(trim(${inviter.firstName} || ' ' || ${inviter.lastName}), '')`;

/** Not accepted, not revoked, not expired. */
const pending = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`));
/** The same e-mail (in any case), or the same phone (both in E.164). */
const sameRecipient = (to: { email: string | null; phone: string | null }) =>
  to.email !== null ? sql`lower(${invitations.email}) = lower(${to.email})` : eq(invitations.phone, to.phone ?? '');

/** The chain's member signing in with this e-mail, if any (an invitation to them is refused; a card links them). */
export async function findChainMemberByEmail(db: DbExecutor, organizationId: number, email: string) {
  const [row] = await db
    .select({ userId: organizationUsers.userId, role: organizationUsers.role })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(and(eq(organizationUsers.organizationId, organizationId), sql`lower(${users.login}) = lower(${email})`))
    .limit(1);
  return row ?? null;
}

/** A new invitation to the same e-mail (or phone) replaces the pending one: its link stops working. */
export async function revokePendingFor(db: DbExecutor, organizationId: number, to: { email: string | null; phone: string | null }): Promise<number[]> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.organizationId, organizationId), sameRecipient(to), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return rows.map((r) => r.id);
}

export async function insertInvitation(
  db: DbExecutor,
  values: { organizationId: number; email: string | null; phone: string | null; role: Role; branchIds: number[]; tokenHash: string; invitedBy: number; expiresAt: Date; employeeId?: number | null },
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

const withNames = (db: DbExecutor) =>
  db
    .select({ invitation: invitations, organizationName: organizations.name, inviterName })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy));

const flatten = (row: { invitation: InvitationRow; organizationName: string; inviterName: string | null }): InvitationWithNames => ({
  ...row.invitation,
  organizationName: row.organizationName,
  inviterName: row.inviterName,
});

export async function listPendingInvitations(db: DbExecutor, organizationId: number): Promise<InvitationWithNames[]> {
  const rows = await withNames(db)
    .where(and(eq(invitations.organizationId, organizationId), pending()))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(flatten);
}

export async function findPendingInvitation(db: DbExecutor, organizationId: number, id: number): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id), pending()))
    .limit(1);
  return row ?? null;
}

export async function revokeInvitation(db: DbExecutor, organizationId: number, id: number): Promise<void> {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)));
}

/** The invitation behind a link, whatever its state (the page says why it cannot be used). */
export async function findInvitationByTokenHash(db: DbExecutor, tokenHash: string): Promise<InvitationWithNames | null> {
  const [row] = await withNames(db).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return row ? flatten(row) : null;
}

/** Locked so that a link submitted twice at once is accepted once. */
export async function lockInvitationByTokenHash(db: DbExecutor, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1).for('update');
  return row ?? null;
}

export async function markInvitationAccepted(db: DbExecutor, organizationId: number, id: number, userId: number): Promise<void> {
  await db
    .update(invitations)
    .set({ acceptedAt: sql`now()`, acceptedUserId: userId })
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.id, id)));
}
