import { roleCan, type PermissionAction } from '../../../src/schema/access';
import { decideLicence, parseLicenceKey } from '../../../src/schema/licence-gates';
import type { Db } from '../../db/client';
import { openBranch, openChain, requireGate, type BranchContext } from '../settings/settings-access';

/**
 * Online booking's settings are the area `onlineBooking`: the licence's branch menu key of that name (view-only lets
 * one read them), then the role table. The chain's defaults and its page's address are the owner's, behind the
 * chain menu's key of the same name.
 */
const branchGate = parseLicenceKey('onlineBooking');
const chainGate = parseLicenceKey('org:onlineBooking');

export async function authorizeBranchBooking(db: Db, userId: number, branchId: number, action: PermissionAction): Promise<BranchContext> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, branchGate, 'onlineBooking', action);
  return context;
}

export async function authorizeChainBooking(db: Db, userId: number, organizationId: number, action: PermissionAction): Promise<{ organizationId: number }> {
  const context = await openChain(db, userId, organizationId);
  requireGate(context, chainGate, 'onlineBooking', action);
  if (action !== 'view') requireGate(context, chainGate, 'chain-settings', action);
  return { organizationId };
}

/** Whether the person may change the chain's defaults and address (shown on the branch's screens). */
export const mayEditChain = (context: BranchContext): boolean =>
  decideLicence(context.menus, chainGate) === 'open' && roleCan(context.access.role, 'onlineBooking', 'edit') && roleCan(context.access.role, 'chain-settings', 'edit');
