import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionAction } from '../../../src/schema/access';
import { parseLicenceKey } from '../../../src/schema/licence-gates';
import { ipsSettingsWriteSchema, ipsSetupSchema } from '../../../src/schema/payments/ips-settings';
import { idParamSchema } from '../../../src/schema/primitives';
import type { Db } from '../../db/client';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { openBranch, requireGate } from '../settings/settings-access';
import { readIpsSetup, removeIpsSetup, saveIpsSetup } from './ips.service';

const params = z.object({ branchId: idParamSchema });
const docs = (summary: string) => ({ tags: ['integrations'], summary, security: bearerAuth });
const integrationsGate = parseLicenceKey('integrations');

/** A branch's integration page: the Integrations area's licence key and role decide; another chain's branch is 404. */
export async function openIntegrationsBranch(db: Db, userId: number, branchId: number, action: PermissionAction) {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, integrationsGate, 'integrations', action);
  return { organizationId: context.access.organizationId, branch: context.branch };
}

/**
 * Integrations → IPS of a branch under /api/v1: the account and payee its IPS QR codes carry (docs/payments-ips.md).
 * The Integrations area's licence key and role decide, as for the chain's other integrations (administrators read,
 * which is what the checkout needs to draw a code; owners change); another chain's branch answers 404.
 */
export const ipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { preHandler: app.authenticate };
  const open = (userId: number, branchId: number, action: PermissionAction) => openIntegrationsBranch(db, userId, branchId, action);

  app.get(
    '/branches/:branchId/integrations/ips',
    { ...auth, schema: { ...docs('The branch’s IPS QR settings and currency (settings null while none are saved)'), params, response: { 200: ipsSetupSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => readIpsSetup(db, await open(request.userId, request.params.branchId, 'view')),
  );
  app.put(
    '/branches/:branchId/integrations/ips',
    { ...auth, schema: { ...docs('Save the branch’s IPS QR settings (the version read; 0 for the first save); dinar branches only'), params, body: ipsSettingsWriteSchema, response: { 200: ipsSetupSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => saveIpsSetup(db, request.userId, await open(request.userId, request.params.branchId, 'edit'), request.body),
  );
  app.delete(
    '/branches/:branchId/integrations/ips',
    { ...auth, schema: { ...docs('Remove the branch’s IPS QR settings: the checkout shows no IPS QR code again'), params, response: { 204: z.null(), ...errorResponses(401, 403, 404) } } },
    async (request, reply) => {
      await removeIpsSetup(db, request.userId, await open(request.userId, request.params.branchId, 'edit'));
      return reply.status(204).send(null);
    },
  );
};
