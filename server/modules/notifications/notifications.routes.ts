import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSchema } from '../../../src/schema/enums';
import { listQuerySchema } from '../../../src/schema/list-query';
import { messageLogEntrySchema } from '../../../src/schema/messages/message-log';
import { messageTemplateSchema, messageTemplateWriteSchema, templatePreviewRequestSchema, templatePreviewSchema } from '../../../src/schema/messages/message-template';
import { messageChannelSchema, notificationEventKeySchema, type NotificationEventKey } from '../../../src/schema/messages/notification-events';
import { channelsOutsideEvent, notificationRuleSchema, notificationRuleWriteSchema } from '../../../src/schema/messages/notification-rule';
import { idParamSchema } from '../../../src/schema/primitives';
import { listResponseSchema } from '../../../src/schema/protocol';
import { DomainError } from '../../plugins/app/domain-error';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { branchOfMessage, listMessages, resendMessage } from './message-log.query';
import { forgetTemplate, saveTemplate, templatesOfEvent } from './message-templates.repository';
import { previewTemplate } from './template-preview';
import { authorizeBranchMarketing, authorizeChainMarketing, authorizeClientMessages, type MarketingScope } from './notifications-access';
import { effectiveRules, forgetRule, saveRule } from './notification-rules.repository';

const branchParams = z.object({ branchId: idParamSchema });
const chainParams = z.object({ orgId: idParamSchema });
const eventParam = { event: notificationEventKeySchema };
const templateParams = { ...eventParam, channel: messageChannelSchema, language: languageSchema };
const idParams = z.object({ id: idParamSchema });
const docs = (summary: string) => ({ tags: ['messages'], summary, security: bearerAuth });
const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(400, 401, 403, 404, 409);
const rulesResponse = z.object({ items: z.array(notificationRuleSchema) });
const templatesResponse = z.object({ items: z.array(messageTemplateSchema) });

/** A channel the event cannot use is refused by name, before anything is kept. */
function checkChannels(event: NotificationEventKey, channels: readonly z.infer<typeof messageChannelSchema>[]) {
  const outside = channelsOutsideEvent(event, channels);
  if (outside.length > 0)
    throw new DomainError('bad_request', (m) => m.messages.channelNotForEvent({ channels: outside.join(', ') }), [{ path: ['channels'], message: (m) => m.messages.channelNotForEvent({ channels: outside.join(', ') }) }]);
}

/**
 * Issue 17's settings and log under /api/v1: each notification's rule (a branch's own, or the chain's defaults),
 * its templates per channel and language with a live preview, and the message log of a branch and of a client.
 * The same handlers serve a branch and the chain: only the scope differs.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { preHandler: app.authenticate };
  const scopes = [
    { path: '/branches/:branchId', params: branchParams, open: (userId: number, params: { branchId?: number; orgId?: number }, action: 'view' | 'edit') => authorizeBranchMarketing(db, userId, params.branchId!, action) },
    { path: '/organizations/:orgId', params: chainParams, open: (userId: number, params: { branchId?: number; orgId?: number }, action: 'view' | 'edit') => authorizeChainMarketing(db, userId, params.orgId!, action) },
  ] as const;

  for (const scope of scopes) {
    const open = (request: { userId: number; params: unknown }, action: 'view' | 'edit'): Promise<MarketingScope> => scope.open(request.userId, request.params as { branchId?: number; orgId?: number }, action);
    const withEvent = scope.params.extend(eventParam);
    const withTemplate = scope.params.extend(templateParams);

    app.get(`${scope.path}/notification-rules`, { ...auth, schema: { ...docs('Every notification’s rule as this scope reads it (own, chain or default)'), params: scope.params, response: { 200: rulesResponse, ...read } } }, async (request) => {
      const rules = await effectiveRules(db, await open(request, 'view'));
      return { items: Object.values(rules) };
    });
    app.put(
      `${scope.path}/notification-rules/:event`,
      { ...auth, schema: { ...docs('Keep this scope’s own rule for a notification (version 0 when it had none)'), params: withEvent, body: notificationRuleWriteSchema, response: { 200: notificationRuleSchema, ...write } } },
      async (request) => {
        const where = await open(request, 'edit');
        const { event } = request.params;
        checkChannels(event, request.body.channels);
        return saveRule(db, where, event, request.body, request.body.version);
      },
    );
    app.delete(
      `${scope.path}/notification-rules/:event`,
      { ...auth, schema: { ...docs('Follow the level above again for a notification'), params: withEvent, response: { 204: z.null(), ...write } } },
      async (request, reply) => {
        await forgetRule(db, await open(request, 'edit'), request.params.event);
        return reply.status(204).send(null);
      },
    );
    app.get(
      `${scope.path}/message-templates/:event`,
      { ...auth, schema: { ...docs('A notification’s words per channel and language, with where each comes from'), params: withEvent, response: { 200: templatesResponse, ...read } } },
      async (request) => ({ items: await templatesOfEvent(db, await open(request, 'view'), request.params.event) }),
    );
    app.put(
      `${scope.path}/message-templates/:event/:channel/:language`,
      { ...auth, schema: { ...docs('Keep this scope’s own words for one channel and language'), params: withTemplate, body: z.object({ subject: z.string(), body: z.string(), version: z.number().int().min(0) }), response: { 200: templatesResponse, ...write } } },
      async (request) => {
        const where = await open(request, 'edit');
        const { event, channel, language } = request.params;
        checkChannels(event, [channel]);
        const { version, ...text } = messageTemplateWriteSchema(event).parse(request.body);
        await saveTemplate(db, where, { event, channel, language }, text, version);
        return { items: await templatesOfEvent(db, where, event) };
      },
    );
    app.delete(
      `${scope.path}/message-templates/:event/:channel/:language`,
      { ...auth, schema: { ...docs('Use the level above’s words again for one channel and language'), params: withTemplate, response: { 200: templatesResponse, ...write } } },
      async (request) => {
        const where = await open(request, 'edit');
        const { event, channel, language } = request.params;
        await forgetTemplate(db, where, { event, channel, language });
        return { items: await templatesOfEvent(db, where, event) };
      },
    );
    app.post(
      `${scope.path}/message-templates/preview`,
      { ...auth, schema: { ...docs('A template rendered with the branch’s data, and for SMS its characters and parts'), params: scope.params, body: templatePreviewRequestSchema, response: { 200: templatePreviewSchema, ...read } } },
      async (request) => previewTemplate(await open(request, 'view'), request.body),
    );
  }

  app.get(
    '/branches/:branchId/messages',
    { ...auth, schema: { ...docs('The branch’s message log (paging, sort, filters by channel, status, event, recipient, clientId, orderId, createdAt)'), params: branchParams, querystring: listQuerySchema, response: { 200: listResponseSchema(messageLogEntrySchema), ...read } } },
    async (request) => {
      const where = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'view');
      return listMessages(db, { organizationId: where.organizationId, branchId: where.branchId }, request.query);
    },
  );
  app.get(
    '/clients/:id/messages',
    { ...auth, schema: { ...docs('A client’s messages, across the chain’s branches (the same list grammar)'), params: idParams, querystring: listQuerySchema, response: { 200: listResponseSchema(messageLogEntrySchema), ...read } } },
    async (request) => listMessages(db, await authorizeClientMessages(db, request.userId, request.params.id), request.query),
  );
  app.post(
    '/messages/:id/resend',
    { ...auth, schema: { ...docs('Send a failed message again'), params: idParams, response: { 200: messageLogEntrySchema, ...write } } },
    async (request) => {
      const branchId = await branchOfMessage(db, request.params.id);
      if (branchId === null) throw new DomainError('not_found', (m) => m.notFound.record);
      const where = await authorizeBranchMarketing(db, request.userId, branchId, 'edit');
      return resendMessage(db, { organizationId: where.organizationId, branchId }, request.params.id);
    },
  );
};
