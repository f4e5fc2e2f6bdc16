import type { PermissionAction } from '../../../src/schema/access';
import { parseLicenceKey } from '../../../src/schema/licence-gates';
import { clientsResource } from '../../../src/schema/resources/clients';
import { areaResource, authorizeBranchCaller, authorizeRecordHome } from '../../crud/branch-records';
import type { Db } from '../../db/client';
import { clients } from '../../db/tables';
import { forbidden } from '../../plugins/app/domain-error';
import { openBranch, openChain, requireGate } from '../settings/settings-access';
import type { MessageBranch } from './message-text';
import type { RuleScope } from './notification-rules.repository';

/**
 * Notification rules and templates are the marketing area's: the licence's branch menu `marketing` (view-only lets
 * one read them), then the role table's `marketing`. The chain's defaults are the owner's (the only role whose
 * marketing reaches every branch); a branch's own, anyone's whose marketing reaches that branch.
 */
const marketingGate = parseLicenceKey('marketing');

/** `branch`: the branch a template preview takes its name, address and phone from (none at the chain's level). */
export type MarketingScope = RuleScope & { timeZone: string | null; branch: MessageBranch | null };

export async function authorizeBranchMarketing(db: Db, userId: number, branchId: number, action: PermissionAction): Promise<MarketingScope & { branchId: number; timeZone: string }> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, marketingGate, 'marketing', action);
  return { organizationId: context.access.organizationId, branchId, timeZone: context.branch.timeZone, branch: context.branch };
}

export async function authorizeChainMarketing(db: Db, userId: number, organizationId: number, action: PermissionAction): Promise<MarketingScope> {
  const context = await openChain(db, userId, organizationId);
  requireGate(context, marketingGate, 'marketing', action);
  if (action !== 'view' && context.access.role !== 'owner') requireGate(context, marketingGate, 'chain-settings', action);
  return { organizationId, branchId: null, timeZone: null, branch: null };
}

const clientCardResource = areaResource(clientsResource, clients);

/**
 * A client's messages, on their card: whoever may open the client in its branch, but not an employee (messages
 * carry the contacts a branch may hide from them). Another chain's client answers 404 like an unknown one.
 */
export async function authorizeClientMessages(db: Db, userId: number, clientId: number): Promise<{ organizationId: number; clientId: number }> {
  const caller = await authorizeRecordHome(db, clients, clientId, 'client', (branchId) => authorizeBranchCaller(db, clientCardResource, userId, branchId, 'show'));
  if (caller.role === 'employee') throw forbidden();
  return { organizationId: caller.organizationId, clientId };
}
