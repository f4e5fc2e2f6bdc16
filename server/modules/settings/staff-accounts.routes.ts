import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { employeeRulesSchema, type PermissionAction } from '../../../src/schema/access';
import { staffAccountInviteSchema, staffAccountSchema } from '../../../src/schema/staff-account';
import type { Db } from '../../db/client';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { idConfig } from '../id/id-config';
import { linkOrigin } from '../id/request-helpers';
import { readEmployeeRules, saveEmployeeRules } from './employee-view';
import { licenceGates, openBranch, requireGate } from './settings-access';
import { inviteStaffAccount, readStaffAccount, revokeStaffAccount } from './staff-accounts.service';

/** The branch's people settings (licence block `users` of branch settings, role area `branch-users`). */
async function openBranchUsers(db: Db, userId: number, branchId: number, action: PermissionAction) {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.branchUsers, 'branch-users', action);
  return { organizationId: context.access.organizationId, branchId };
}

const params = z.object({ id: idParamSchema });
const branchParams = z.object({ branchId: idParamSchema });
const noContent = z.null().describe('No content');
const docs = (summary: string) => ({ tags: ['settings'], summary, security: bearerAuth });

/** A team member's own account (the member card's settings tab): its state, an invitation, revoking it. */
export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employees/:id/account',
    { preHandler: app.authenticate, schema: { ...docs("The team member's account: none, invited or active"), params, response: { 200: staffAccountSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => readStaffAccount(app.db, request.userId, request.params.id),
  );

  app.post(
    '/employees/:id/account',
    {
      preHandler: app.authenticate,
      schema: {
        ...docs('Invite the team member to sign in as themselves (again: resend); an e-mail already in the chain is linked at once'),
        params,
        body: staffAccountInviteSchema,
        response: { 200: staffAccountSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => {
      const origin = linkOrigin(app, request);
      const linkFor = (token: string, lang: string) => `${origin}${idConfig.basePath}/invite?${new URLSearchParams({ token, lang })}`;
      return inviteStaffAccount(app.db, request.userId, request.params.id, request.body, linkFor);
    },
  );

  app.delete(
    '/employees/:id/account',
    { preHandler: app.authenticate, schema: { ...docs("Withdraw the invitation, or the account's access to the branch"), params, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const withdrawn = await revokeStaffAccount(app.db, request.userId, request.params.id);
      if (withdrawn !== null) await app.live.accessChanged(withdrawn);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/branches/:branchId/employee-rules',
    { preHandler: app.authenticate, schema: { ...docs("What the branch's employees may do"), params: branchParams, response: { 200: employeeRulesSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => readEmployeeRules(app.db, await openBranchUsers(app.db, request.userId, request.params.branchId, 'view')),
  );

  app.put(
    '/branches/:branchId/employee-rules',
    { preHandler: app.authenticate, schema: { ...docs("Change what the branch's employees may do"), params: branchParams, body: employeeRulesSchema, response: { 200: employeeRulesSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => saveEmployeeRules(app.db, await openBranchUsers(app.db, request.userId, request.params.branchId, 'edit'), request.userId, request.body),
  );
};
