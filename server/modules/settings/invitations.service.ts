import { eq } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import { invitationTtlDays, type Invitation, type InvitationCreate } from '../../../src/schema/settings';
import type { Db } from '../../db/client';
import { users } from '../../db/tables';
import { conflict, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { inviteStringsByLanguage } from '../id/i18n/invite-strings';
import { randomToken, sha256 } from '../id/secure-token';
import { enqueueMessage } from '../outbox/outbox.repository';
import { listLiveBranches, lockOrganization } from './chain.repository';
import {
  findPendingInvitation,
  insertInvitation,
  findChainMemberByEmail,
  listPendingInvitations,
  revokeInvitation as markRevoked,
  revokePendingFor,
  type InvitationRow,
} from './invitations.repository';
import { grantedBranchIds, memberScope, requireLiveBranches, requireScopeCovers, scopeCovers } from './member-scope';
import { openChain } from './settings-access';

const ttlMs = invitationTtlDays * 86_400_000;

const toInvitation = (row: InvitationRow, invitedBy: string | null): Invitation => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  role: row.role,
  branchIds: row.branchIds,
  invitedBy,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Builds the link the e-mail carries, from a trusted origin (PUBLIC_URL or the request's own). */
export type InvitationLink = (token: string, lang: Language) => string;

async function inviterOf(db: Db, userId: number) {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, lang: users.isoLanguage }).from(users).where(eq(users.id, userId));
  return { name: row ? `${row.firstName} ${row.lastName}`.trim() || null : null, lang: row?.lang ?? 'EN' };
}

/** Whom an invitation goes to: an e-mail (the invitation e-mail) or a phone in E.164 (an SMS). */
export type InvitationRecipient = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/**
 * Invites an e-mail to the chain with a role and branches. Only the token's SHA-256 is stored; the token
 * itself leaves once, in the e-mail (queued in the outbox in the same transaction). A pending invitation to
 * the same e-mail is replaced; someone who already has access is refused with 409. Sent from a team member's
 * card (`employeeId`), accepting it links the account to that member.
 */
export async function createInvitation(
  db: Db,
  actorUserId: number,
  organizationId: number,
  input: InvitationCreate,
  linkFor: InvitationLink,
  employeeId: number | null = null,
): Promise<Invitation> {
  return (await issueInvitation(db, actorUserId, organizationId, input, linkFor, employeeId)).invitation;
}

/**
 * createInvitation for an e-mail or a phone. A phone invitation queues an SMS (channel `sms`) in the inviter's
 * language; it also answers the link once, for the team member's card to show while no SMS provider delivers
 * (src/schema/staff-account.ts `link`). A pending invitation to the same phone is replaced, as for an e-mail.
 */
export async function issueInvitation(
  db: Db,
  actorUserId: number,
  organizationId: number,
  input: InvitationRecipient & { role: InvitationCreate['role']; branchIds: number[] },
  linkFor: InvitationLink,
  employeeId: number | null = null,
): Promise<{ invitation: Invitation; link: string }> {
  const context = await openChain(db, actorUserId, organizationId);
  const scope = memberScope(context, 'create');
  const branchIds = grantedBranchIds(input.role, input.branchIds);
  requireScopeCovers(scope, input.role, branchIds);
  const inviter = await inviterOf(db, actorUserId);
  const t = inviteStringsByLanguage[inviter.lang];
  const recipient = input.email !== undefined ? { email: input.email, phone: null } : { email: null, phone: input.phone };
  return db.transaction(async (tx) => {
    // Serialises invitations of one chain, so two sent to one e-mail (or phone) at once still leave one pending.
    await lockOrganization(tx, organizationId);
    requireLiveBranches(branchIds, await listLiveBranches(tx, organizationId));
    if (recipient.email !== null && (await findChainMemberByEmail(tx, organizationId, recipient.email)) !== null) {
      throw conflict((m) => m.settings.alreadyMember);
    }
    const replaced = await revokePendingFor(tx, organizationId, recipient);
    const token = randomToken();
    const row = await insertInvitation(tx, {
      organizationId,
      ...recipient,
      role: input.role,
      branchIds,
      tokenHash: sha256(token),
      invitedBy: actorUserId,
      expiresAt: new Date(Date.now() + ttlMs),
      employeeId,
    });
    const link = linkFor(token, inviter.lang);
    const text = { inviter: inviter.name, chain: context.access.name, role: t.roles[input.role], link };
    await enqueueMessage(tx, {
      channel: recipient.email !== null ? 'email' : 'sms',
      organizationId,
      recipient: recipient.email ?? recipient.phone,
      subject: t.mailSubject(context.access.name),
      body: recipient.email !== null ? t.mailBody(text) : t.smsBody(text),
      meta: { kind: 'invitation', invitationId: row.id },
    });
    await recordAudit(tx, {
      organizationId,
      actorUserId,
      entity: 'invitation',
      entityId: row.id,
      action: 'create',
      before: null,
      after: { email: row.email, phone: row.phone, role: row.role, branchIds: row.branchIds, employeeId, replaced },
    });
    return { invitation: toInvitation(row, inviter.name), link };
  });
}

/** Pending invitations the caller manages; `branchId` narrows to those granting that branch (branch settings). */
export async function listInvitations(db: Db, userId: number, organizationId: number, branchId?: number): Promise<Invitation[]> {
  const scope = memberScope(await openChain(db, userId, organizationId), 'view');
  const rows = await listPendingInvitations(db, organizationId);
  return rows
    .filter((row) => scopeCovers(scope, row.role, row.branchIds))
    .filter((row) => branchId === undefined || row.role === 'owner' || row.branchIds.includes(branchId))
    .map((row) => toInvitation(row, row.inviterName));
}

/** Revoked links stop working at once; one the caller does not manage answers 404 like an unknown one. */
export async function revokeInvitation(db: Db, userId: number, organizationId: number, invitationId: number): Promise<void> {
  const scope = memberScope(await openChain(db, userId, organizationId), 'delete');
  await db.transaction(async (tx) => {
    const row = await findPendingInvitation(tx, organizationId, invitationId);
    if (!row || !scopeCovers(scope, row.role, row.branchIds)) throw notFound('invitation');
    await markRevoked(tx, organizationId, invitationId);
    await recordAudit(tx, {
      organizationId,
      actorUserId: userId,
      entity: 'invitation',
      entityId: invitationId,
      action: 'delete',
      before: { email: row.email, phone: row.phone, role: row.role, branchIds: row.branchIds },
      after: null,
    });
  });
}
