import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import type { Db, DbTransaction } from '../../db/client';
import { branches, organizationUserBranches, organizationUsers, users } from '../../db/tables';
import { hashPassword } from '../../plugins/app/passwords';
import { recordAudit } from '../audit/audit.service';
import { findLiveMember, linkMember } from '../settings/staff-accounts.repository';
import {
  findInvitationByTokenHash,
  lockInvitationByTokenHash,
  markInvitationAccepted,
  type InvitationRow,
  type InvitationWithNames,
} from '../settings/invitations.repository';
import { findCredentialsByLogin } from './credentials.repository';
import { sha256 } from './secure-token';

/** An invitation link is good while it is neither accepted, nor revoked, nor expired. */
const usable = (row: Pick<InvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'> | null): boolean =>
  !!row && !row.acceptedAt && !row.revokedAt && row.expiresAt.getTime() > Date.now();

const plausibleToken = (token: string) => token.length >= 16 && token.length <= 200;

export type OpenInvitation = InvitationWithNames & {
  /**
   * The existing account of the invited e-mail, if any: it accepts with its password. An invitation by phone has
   * none: the person gives the e-mail they sign in with on the page.
   */
  accountUserId: number | null;
  branchNames: string[];
};

/** What the invitation page shows, or null for a link that cannot be used (whatever the reason). */
export async function readInvitation(db: Db, token: string): Promise<OpenInvitation | null> {
  if (!plausibleToken(token)) return null;
  const invitation = await findInvitationByTokenHash(db, sha256(token));
  if (!invitation || !usable(invitation)) return null;
  const [account, branchRows] = await Promise.all([
    invitation.email === null ? Promise.resolve(undefined) : findCredentialsByLogin(db, invitation.email),
    invitation.branchIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ name: branches.name })
          .from(branches)
          .where(and(eq(branches.organizationId, invitation.organizationId), inArray(branches.id, invitation.branchIds), isNull(branches.deletedAt)))
          .orderBy(branches.id),
  ]);
  return { ...invitation, accountUserId: account?.id ?? null, branchNames: branchRows.map((b) => b.name) };
}

export type Accepted = { kind: 'accepted'; userId: number; organizationId: number; firstBranchId: number | null; role: InvitationRow['role'] };
export type AcceptOutcome = Accepted | { kind: 'invalid' } | { kind: 'account-exists' };

/**
 * Grants the invitation's access in the caller's transaction and marks it accepted, under a lock on the
 * invitation so a form sent twice grants once. Someone who meanwhile got access keeps what they have.
 */
async function grantInvitation(tx: DbTransaction, invitation: InvitationRow, userId: number): Promise<Accepted> {
  const { organizationId } = invitation;
  const liveBranches = invitation.branchIds.length === 0
    ? []
    : (
        await tx
          .select({ id: branches.id })
          .from(branches)
          .where(and(eq(branches.organizationId, organizationId), inArray(branches.id, invitation.branchIds), isNull(branches.deletedAt)))
          .orderBy(branches.id)
      ).map((b) => b.id);
  const inserted = await tx
    .insert(organizationUsers)
    .values({ organizationId, userId, role: invitation.role })
    .onConflictDoNothing()
    .returning({ userId: organizationUsers.userId });
  if (inserted.length > 0 && invitation.role !== 'owner' && liveBranches.length > 0) {
    await tx.insert(organizationUserBranches).values(liveBranches.map((branchId) => ({ organizationId, userId, branchId })));
  }
  await markInvitationAccepted(tx, organizationId, invitation.id, userId);
  const linkedMemberId = await linkInvitedMember(tx, invitation, userId);
  await recordAudit(tx, {
    organizationId,
    actorUserId: userId,
    entity: 'member',
    entityId: userId,
    action: 'create',
    before: null,
    after: { login: invitation.email, phone: invitation.phone, role: invitation.role, branchIds: liveBranches, invitationId: invitation.id, linkedMemberId },
  });
  return { kind: 'accepted', userId, organizationId, firstBranchId: liveBranches[0] ?? null, role: invitation.role };
}

/**
 * An invitation sent from a team member's card makes the account that member (src/schema/staff-account.ts), unless
 * the member was removed, or linked, or the account became another member of that branch meanwhile: access is
 * granted all the same, and the card shows no account.
 */
async function linkInvitedMember(tx: DbTransaction, invitation: InvitationRow, userId: number): Promise<number | null> {
  if (invitation.employeeId === null) return null;
  const member = await findLiveMember(tx, invitation.employeeId);
  if (!member || member.organizationId !== invitation.organizationId) return null;
  return (await linkMember(tx, member, userId)) ? member.id : null;
}

/** An existing account, its password (and code) already checked, joins the chain. */
export async function acceptAsExistingUser(db: Db, token: string, userId: number): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const invitation = await lockInvitationByTokenHash(tx, sha256(token));
    if (!invitation || !usable(invitation)) return { kind: 'invalid' };
    return grantInvitation(tx, invitation, userId);
  });
}

export type NewPerson = {
  firstName: string;
  lastName: string;
  password: string;
  isoLanguage: Language;
  /** The e-mail they sign in with, given on the page of an invitation by phone; an e-mail invitation's own is used otherwise. */
  login?: string | undefined;
};

/**
 * A new person signs up through the invitation: the account (no onboarding: they join a chain instead of
 * creating one), the access and the accepted mark commit together or not at all.
 */
export async function acceptAsNewUser(db: Db, token: string, person: NewPerson): Promise<AcceptOutcome> {
  if (!plausibleToken(token)) return { kind: 'invalid' };
  const passwordHash = await hashPassword(person.password);
  return db.transaction(async (tx) => {
    const invitation = await lockInvitationByTokenHash(tx, sha256(token));
    if (!invitation || !usable(invitation)) return { kind: 'invalid' };
    const login = invitation.email ?? person.login;
    if (!login) return { kind: 'invalid' };
    const [row] = await tx
      .insert(users)
      .values({
        login: login.toLowerCase(),
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        isoLanguage: person.isoLanguage,
        needShowOnboarding: false,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) return { kind: 'account-exists' };
    return grantInvitation(tx, invitation, row.id);
  });
}

/** Where the new member lands: owners on the chain, others on their first branch. */
export const landingPath = (accepted: Accepted): string =>
  accepted.role === 'owner' || accepted.firstBranchId === null
    ? `/chain/${accepted.organizationId}`
    : `/chain/${accepted.organizationId}/branch/${accepted.firstBranchId}`;
