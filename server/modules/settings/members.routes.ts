import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { itemsResponseSchema } from '../../../src/schema/protocol';
import {
  invitationCreateSchema,
  invitationListQuerySchema,
  invitationSchema,
  memberSchema,
  memberUpdateSchema,
} from '../../../src/schema/settings';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { idConfig } from '../id/id-config';
import { linkOrigin } from '../id/request-helpers';
import { createInvitation, listInvitations, revokeInvitation } from './invitations.service';
import { listBranchMembers, listMembers, removeMember, updateMember } from './members.service';

const orgParams = z.object({ orgId: idParamSchema });
const memberParams = orgParams.extend({ userId: idParamSchema });
const invitationParams = orgParams.extend({ invitationId: idParamSchema });
const noContent = z.null().describe('No content');
const docs = (summary: string) => ({ tags: ['settings'], summary, security: bearerAuth });

/** Who has access to a chain and its branches, and invitations to join. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:orgId/users',
    { preHandler: app.authenticate, schema: { ...docs('People with access to the chain, with role and branches'), params: orgParams, response: { 200: itemsResponseSchema(memberSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ items: await listMembers(app.db, request.userId, request.params.orgId) }),
  );

  app.get(
    '/branches/:branchId/users',
    { preHandler: app.authenticate, schema: { ...docs('People who reach the branch: owners and those granted it'), params: z.object({ branchId: idParamSchema }), response: { 200: itemsResponseSchema(memberSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ items: await listBranchMembers(app.db, request.userId, request.params.branchId) }),
  );

  app.patch(
    '/organizations/:orgId/users/:userId',
    { preHandler: app.authenticate, schema: { ...docs("Change someone's role and branches (never your own; never the last owner)"), params: memberParams, body: memberUpdateSchema, response: { 200: memberSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      const member = await updateMember(app.db, request.userId, request.params.orgId, request.params.userId, request.body);
      // After the commit: sockets opened under the old role and branches would otherwise follow them until the token expires.
      await app.live.accessChanged(request.params.userId);
      return member;
    },
  );

  app.delete(
    '/organizations/:orgId/users/:userId',
    { preHandler: app.authenticate, schema: { ...docs("Remove someone's access to the chain (never your own; never the last owner)"), params: memberParams, response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      await removeMember(app.db, request.userId, request.params.orgId, request.params.userId);
      await app.live.accessChanged(request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/organizations/:orgId/invitations',
    { preHandler: app.authenticate, schema: { ...docs('Pending invitations (optionally only those granting one branch)'), params: orgParams, querystring: invitationListQuerySchema, response: { 200: itemsResponseSchema(invitationSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ items: await listInvitations(app.db, request.userId, request.params.orgId, request.query.branchId) }),
  );

  app.post(
    '/organizations/:orgId/invitations',
    { preHandler: app.authenticate, schema: { ...docs('Invite an e-mail with a role and branches; the link is e-mailed and works for 7 days'), params: orgParams, body: invitationCreateSchema, response: { 201: invitationSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const origin = linkOrigin(app, request);
      const linkFor = (token: string, lang: string) => `${origin}${idConfig.basePath}/invite?${new URLSearchParams({ token, lang })}`;
      return reply.status(201).send(await createInvitation(app.db, request.userId, request.params.orgId, request.body, linkFor));
    },
  );

  app.delete(
    '/organizations/:orgId/invitations/:invitationId',
    { preHandler: app.authenticate, schema: { ...docs('Withdraw a pending invitation: its link stops working'), params: invitationParams, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await revokeInvitation(app.db, request.userId, request.params.orgId, request.params.invitationId);
      return reply.status(204).send(null);
    },
  );
};
