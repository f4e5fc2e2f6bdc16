import type { StaffAccount, StaffAccountInvite } from '../../../src/schema/staff-account';
import type { PermissionAction } from '../../../src/schema/access';
import type { Db } from '../../db/client';
import { badInput, conflict, notFound } from '../../plugins/app/domain-error';
import { defaultPhoneCountry, invalidPhoneMessage, toE164 } from '../../../src/schema/phone';
import { phoneCountrySource } from '../../crud/crud-phones';
import { verbatim } from '../../i18n/sentence';
import { recordAudit } from '../audit/audit.service';
import { lockOrganization } from './chain.repository';
import { issueInvitation, type InvitationLink } from './invitations.service';
import { findChainMemberByEmail, revokeInvitation as markRevoked } from './invitations.repository';
import { memberScope, requireScopeCovers } from './member-scope';
import { openBranch } from './settings-access';
import {
  findLinkedAccount,
  findLiveMember,
  findMemberOfAccount,
  findPendingMemberInvitation,
  grantBranch,
  linkMember,
  unlinkMember,
  withdrawBranch,
  type MemberHome,
} from './staff-accounts.repository';

/**
 * A team member's own account, managed from their card by whoever manages the people of the branch (owners; the
 * branch's administrators). An employee sees no one's account, their own included: the card's settings tab is the
 * managers'. Another chain's or an unreachable member answers 404 like an unknown one.
 */
async function openMember(db: Db, userId: number, employeeId: number, action: PermissionAction) {
  const member = await findLiveMember(db, employeeId);
  if (!member) throw notFound('teamMember');
  const context = await openBranch(db, userId, member.branchId, 'teamMember');
  if (context.access.organizationId !== member.organizationId) throw notFound('teamMember');
  return { member, scope: memberScope(context, action) };
}

/** The member's history (the card's history tab) names who linked or unlinked their account. */
const auditAccount = (tx: Parameters<typeof recordAudit>[0], member: MemberHome, actorUserId: number, before: Record<string, unknown>, after: Record<string, unknown>) =>
  recordAudit(tx, { organizationId: member.organizationId, branchId: member.branchId, actorUserId, entity: 'employees', entityId: member.id, action: 'update', before, after });

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

async function accountOf(db: Db, member: MemberHome): Promise<StaffAccount> {
  const none: StaffAccount = { state: 'none', email: null, phone: null, role: null, userId: null, name: null, invitationId: null, expiresAt: null };
  if (member.userId !== null) {
    const account = await findLinkedAccount(db, member.organizationId, member.userId);
    if (account) return { ...none, state: 'active', email: account.login, role: account.role, userId: account.userId, name: fullName(account) || null };
  }
  const invitation = await findPendingMemberInvitation(db, member.organizationId, member.id);
  if (!invitation) return none;
  return { ...none, state: 'invited', email: invitation.email, phone: invitation.phone, role: invitation.role, invitationId: invitation.id, expiresAt: invitation.expiresAt.toISOString() };
}

export async function readStaffAccount(db: Db, userId: number, employeeId: number): Promise<StaffAccount> {
  const { member } = await openMember(db, userId, employeeId, 'view');
  return accountOf(db, member);
}

/**
 * The phone in E.164: a number written without its country code is the member's branch's country's (its time
 * zone's, src/schema/phone.ts), as the CRUD engine reads the branch's phones. Not a phone number: 400 naming `phone`.
 */
async function invitedPhone(db: Db, member: MemberHome, text: string): Promise<string> {
  const country = /^\s*(\+|00)/.test(text) ? defaultPhoneCountry : await phoneCountrySource(db, member)();
  const e164 = toE164(text, country);
  if (!e164) throw badInput([{ path: ['phone'], message: verbatim(invalidPhoneMessage) }]);
  return e164;
}

/**
 * Invites the member by e-mail or by phone. Someone who already signs in to the chain with the e-mail (they work
 * in another branch) is linked at once and granted this branch, keeping their role; anyone else gets the chain's
 * invitation, which links the account it is accepted with (server/modules/id/invitation-acceptance.service.ts).
 * Sending again replaces the pending invitation: that is "resend". An invitation by phone answers its link once
 * (no SMS provider delivers yet: the manager passes it on).
 */
export async function inviteStaffAccount(
  db: Db,
  actorUserId: number,
  employeeId: number,
  input: StaffAccountInvite,
  linkFor: InvitationLink,
): Promise<StaffAccount> {
  const { member, scope } = await openMember(db, actorUserId, employeeId, 'create');
  requireScopeCovers(scope, input.role, [member.branchId]);
  if (member.userId !== null) throw conflict((m) => m.settings.memberHasAccount);
  const invite = { role: input.role, branchIds: [member.branchId] };
  if (input.email === undefined) {
    const phone = await invitedPhone(db, member, input.phone ?? '');
    const { link } = await issueInvitation(db, actorUserId, member.organizationId, { ...invite, phone }, linkFor, member.id);
    return { ...(await accountOf(db, member)), link };
  }
  const existing = await findChainMemberByEmail(db, member.organizationId, input.email);
  if (!existing) {
    await issueInvitation(db, actorUserId, member.organizationId, { ...invite, email: input.email }, linkFor, member.id);
    return accountOf(db, member);
  }
  await db.transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    const other = await findMemberOfAccount(tx, member, existing.userId);
    if (other) throw conflict((m) => m.settings.accountIsAnotherMember({ name: fullName(other) }));
    if (!(await linkMember(tx, member, existing.userId))) throw conflict((m) => m.settings.memberHasAccount);
    if (existing.role !== 'owner') await grantBranch(tx, member.organizationId, existing.userId, member.branchId);
    await auditAccount(tx, member, actorUserId, { userId: null }, { userId: existing.userId });
  });
  return accountOf(db, { ...member, userId: existing.userId });
}

/**
 * Revokes: a pending invitation stops working; a linked account is unlinked and loses this branch (an owner keeps
 * the chain). Someone left with no branch leaves the chain. Returns the account whose access changed, if any.
 */
export async function revokeStaffAccount(db: Db, actorUserId: number, employeeId: number): Promise<number | null> {
  const { member } = await openMember(db, actorUserId, employeeId, 'delete');
  return db.transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    const invitation = await findPendingMemberInvitation(tx, member.organizationId, member.id);
    if (invitation) await markRevoked(tx, member.organizationId, invitation.id);
    const fresh = await findLiveMember(tx, employeeId);
    const userId = fresh?.userId ?? null;
    if (userId !== null) {
      await unlinkMember(tx, member.organizationId, member.id);
      await withdrawBranch(tx, member.organizationId, userId, member.branchId);
    }
    if (!invitation && userId === null) throw notFound('staffAccount');
    await auditAccount(tx, member, actorUserId, { userId, invitationId: invitation?.id ?? null }, { userId: null, invitationId: null });
    return userId;
  });
}
