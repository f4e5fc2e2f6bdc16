import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionAction } from '../../../src/schema/access';
import { parseLicenceKey } from '../../../src/schema/licence-gates';
import { integrationSchema, integrationTestResultSchema, integrationTestSchema, integrationWriteSchema, telegramWebhookStateSchema } from '../../../src/schema/messages/integration';
import { messageProviderSchema } from '../../../src/schema/messages/provider-settings';
import { idParamSchema, idSchema } from '../../../src/schema/primitives';
import { notFound } from '../../plugins/app/domain-error';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { serverOrigin } from '../id/request-helpers';
import { openChain, requireGate } from '../settings/settings-access';
import { openIntegration, type IntegrationRow } from './integrations.repository';
import { deleteIntegration, findIntegration, integrationOf, saveIntegration, sendTestMessage } from './integrations.service';
import { connectTelegramWebhook, telegramWebhookState, type BotAddress } from './telegram-bot';

const chainParams = z.object({ orgId: idParamSchema });
const providerParams = chainParams.extend({ provider: messageProviderSchema });
const branchQuery = z.object({ branchId: z.coerce.number().pipe(idSchema).optional() });
const docs = (summary: string) => ({ tags: ['integrations'], summary, security: bearerAuth });
const integrationsGate = parseLicenceKey('integrations');

/**
 * The chain's messaging integrations under /api/v1 (issue 17): SMTP, Infobip, Twilio, its Telegram bot and ManyChat,
 * for the whole chain or one branch. The Integrations area's licence key and role decide (administrators read, owners
 * change); a branch named must be one of the chain's the caller reaches. Secrets go in and never come out.
 */
export const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { preHandler: app.authenticate };
  const key = app.secrets.integrationKey;
  const apis = { telegramApiRoot: app.env.TELEGRAM_API_ROOT, manychatApiUrl: app.env.MANYCHAT_API_URL };
  const botOf = (row: IntegrationRow): BotAddress => ({ token: openIntegration(key, row).secrets.token ?? '', apiRoot: apis.telegramApiRoot, origin: serverOrigin(app), callbackToken: row.callbackToken });
  const open = async (userId: number, organizationId: number, action: PermissionAction, branchId: number | null = null) => {
    const context = await openChain(db, userId, organizationId);
    requireGate(context, integrationsGate, 'integrations', action);
    if (branchId !== null && !context.access.branches.some((branch) => branch.id === branchId)) throw notFound('branch');
  };

  app.get(
    '/organizations/:orgId/integrations',
    { ...auth, schema: { ...docs('The chain’s messaging integrations, with their health (secrets only as set or not)'), params: chainParams, response: { 200: z.object({ items: z.array(integrationSchema) }), ...errorResponses(401, 403, 404) } } },
    async (request) => {
      await open(request.userId, request.params.orgId, 'view');
      // A branch's IPS settings share the table but are no message channel: they have their own routes (ips.routes.ts).
      const rows = await db.query.integrations.findMany({ where: (t, { and, eq, inArray }) => and(eq(t.organizationId, request.params.orgId), inArray(t.provider, messageProviderSchema.options)) });
      return { items: rows.map((row) => integrationOf(row, key, serverOrigin(app))) };
    },
  );
  app.put(
    '/organizations/:orgId/integrations/:provider',
    { ...auth, schema: { ...docs('Set up or change an integration (the version read; 0 for a new one)'), params: providerParams, body: integrationWriteSchema, response: { 200: integrationSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      const { orgId, provider } = request.params;
      await open(request.userId, orgId, 'edit', request.body.branchId);
      const row = await saveIntegration(db, key, orgId, provider, request.body, apis);
      app.messageTransports.forget(orgId);
      // The bot's updates come to us from now on; when Telegram refuses (no https address), the screen shows why.
      if (provider === 'telegram') await connectTelegramWebhook(botOf(row)).catch(() => undefined);
      return integrationOf(row, key, serverOrigin(app));
    },
  );
  app.delete(
    '/organizations/:orgId/integrations/:provider',
    { ...auth, schema: { ...docs('Remove an integration: its messages go through the chain’s (or the log) again'), params: providerParams, querystring: branchQuery, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const { orgId, provider } = request.params;
      const branchId = request.query.branchId ?? null;
      await open(request.userId, orgId, 'edit', branchId);
      await deleteIntegration(db, orgId, provider, branchId);
      app.messageTransports.forget(orgId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/organizations/:orgId/integrations/:provider/test',
    { ...auth, schema: { ...docs('Send a test message through the integration as saved, else through what the branch’s messages of its channel take now'), params: providerParams, body: integrationTestSchema, response: { 200: integrationTestResultSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const { orgId, provider } = request.params;
      const { branchId, to } = request.body;
      await open(request.userId, orgId, 'edit', branchId);
      const row = await findIntegration(db, orgId, provider, branchId);
      const route = row ? { row, apis } : { resolve: app.messageTransports.transportFor };
      return sendTestMessage(db, key, serverOrigin(app), { organizationId: orgId, branchId, provider }, route, to);
    },
  );

  const botRow = async (orgId: number) => {
    const row = await findIntegration(db, orgId, 'telegram', null);
    if (!row) throw notFound('record');
    return row;
  };
  const webhookSchema = (summary: string) => ({ ...docs(summary), params: chainParams, response: { 200: telegramWebhookStateSchema, ...errorResponses(401, 403, 404) } });
  app.get('/organizations/:orgId/integrations/telegram/webhook', { ...auth, schema: webhookSchema('Where Telegram delivers the chain bot’s updates, as Telegram reports it') }, async (request) => {
    await open(request.userId, request.params.orgId, 'view');
    return telegramWebhookState(botOf(await botRow(request.params.orgId)));
  });
  app.post('/organizations/:orgId/integrations/telegram/webhook', { ...auth, schema: webhookSchema('Point the chain bot’s updates at this server again') }, async (request) => {
    await open(request.userId, request.params.orgId, 'edit');
    const bot = botOf(await botRow(request.params.orgId));
    await connectTelegramWebhook(bot).catch(() => undefined);
    return telegramWebhookState(bot);
  });
};
