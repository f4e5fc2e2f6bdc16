import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  audienceCountSchema,
  audienceRequestSchema,
  broadcastInputSchema,
  broadcastPreviewRequestSchema,
  broadcastPreviewSchema,
  broadcastSchema,
  broadcastSendSchema,
  broadcastTabs,
  broadcastWriteSchema,
  clientSegmentInputSchema,
  clientSegmentSchema,
} from '../../../src/schema/messages/broadcast';
import { maxPerPage } from '../../../src/schema/list-query';
import { idParamSchema } from '../../../src/schema/primitives';
import { listResponseSchema } from '../../../src/schema/protocol';
import { badInput } from '../../plugins/app/domain-error';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { serverOrigin } from '../id/request-helpers';
import { authorizeBranchMarketing } from '../notifications/notifications-access';
import { checkAudience, countAudience } from './broadcast-audience';
import { withdrawBroadcast } from './broadcast-expansion';
import { broadcastRefusal } from './broadcast-message';
import { previewBroadcast } from './broadcast-preview';
import { cancelBroadcast, createDraft, deleteDraft, listBroadcasts, readBroadcast, sendDraft, updateDraft } from './broadcasts.repository';
import { deleteSegment, listSegments, saveSegment } from './client-segments';
import { readMarketingSettings } from './marketing-settings.repository';

const branchParams = z.object({ branchId: idParamSchema });
const idParams = branchParams.extend({ id: idParamSchema });
const listQuery = z.object({
  tab: z.enum(['email', 'sms']),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(maxPerPage).default(25),
});
const docs = (summary: string) => ({ tags: ['broadcasts'], summary, security: bearerAuth });
const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(400, 401, 403, 404, 409);

/**
 * Broadcasts of a branch under /api/v1 (issue 17 item 5): drafts, the audience's counts and a preview with a real
 * client while the form is filled in, send now or at a time, cancel, and saved audiences. The marketing area's, as
 * notification rules are (notifications-access.ts): a role or licence without it answers 403, another chain's branch
 * or broadcast 404.
 */
export const broadcastsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { preHandler: app.authenticate };
  const base = '/branches/:branchId/broadcasts';

  app.get(base, { ...auth, schema: { ...docs('A tab’s broadcasts, newest first, with their figures'), params: branchParams, querystring: listQuery, response: { 200: listResponseSchema(broadcastSchema), ...read } } }, async (request) => {
    const scope = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'view');
    const { tab, page, perPage } = request.query;
    return listBroadcasts(db, scope, broadcastTabs[tab], page, perPage);
  });

  app.post(base, { ...auth, schema: { ...docs('A new draft'), params: branchParams, body: broadcastInputSchema, response: { 201: broadcastSchema, ...write } } }, async (request, reply) => {
    const scope = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'edit');
    checkAudience(request.body.audience);
    return reply.status(201).send(await createDraft(db, scope, request.body, request.userId));
  });

  app.get(`${base}/:id`, { ...auth, schema: { ...docs('A broadcast with its figures'), params: idParams, response: { 200: broadcastSchema, ...read } } }, async (request) => {
    const scope = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'view');
    return readBroadcast(db, scope, request.params.id);
  });

  app.put(`${base}/:id`, { ...auth, schema: { ...docs('Change a draft (the version read)'), params: idParams, body: broadcastWriteSchema, response: { 200: broadcastSchema, ...write } } }, async (request) => {
    const scope = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'edit');
    const { version, ...input } = request.body;
    checkAudience(input.audience);
    return updateDraft(db, scope, request.params.id, input, version);
  });

  app.delete(`${base}/:id`, { ...auth, schema: { ...docs('Delete a draft'), params: idParams, response: { 204: z.null(), ...write } } }, async (request, reply) => {
    const scope = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'edit');
    await deleteDraft(db, scope, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(`${base}/:id/send`, { ...auth, schema: { ...docs('Send a draft now, or schedule it (scheduledAt ahead)'), params: idParams, body: broadcastSendSchema, response: { 200: broadcastSchema, ...write } } }, async (request) => {
    const scope = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'edit');
    const at = request.body.scheduledAt === null ? null : new Date(request.body.scheduledAt);
    if (at && at.getTime() <= Date.now()) throw badInput([{ path: ['scheduledAt'], message: (m) => m.broadcasts.scheduleAhead }]);
    return sendDraft(db, scope, request.params.id, request.body.version, at);
  });

  app.post(`${base}/:id/cancel`, { ...auth, schema: { ...docs('Cancel a scheduled broadcast, or withdraw what a sending one has not sent yet'), params: idParams, response: { 200: broadcastSchema, ...write } } }, async (request) => {
    const scope = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'edit');
    await cancelBroadcast(db, scope, request.params.id);
    await withdrawBroadcast(db, scope.organizationId, request.params.id);
    return readBroadcast(db, scope, request.params.id);
  });

  app.post(`${base}/audience`, { ...auth, schema: { ...docs('How many clients a filter picks for a channel, how many will get it, why the rest will not, and why the channel would refuse them all'), params: branchParams, body: audienceRequestSchema, response: { 200: audienceCountSchema, ...read } } }, async (request) => {
    const scope = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'view');
    const { channel, audience } = request.body;
    const settings = await readMarketingSettings(db, scope);
    const transport = await app.messageTransports.transportFor({ channel, ...scope });
    return { ...(await countAudience(db, scope, channel, audience, settings.frequencyCap)), refusal: broadcastRefusal(channel, transport.name, serverOrigin(app)) };
  });

  app.post(`${base}/preview`, { ...auth, schema: { ...docs('The words as a real client of the audience would get them'), params: branchParams, body: broadcastPreviewRequestSchema, response: { 200: broadcastPreviewSchema, ...read } } }, async (request) => {
    const scope = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'view');
    return previewBroadcast(db, scope, serverOrigin(app), request.body);
  });

  const segments = '/branches/:branchId/client-segments';
  app.get(segments, { ...auth, schema: { ...docs('The branch’s saved audiences'), params: branchParams, response: { 200: z.object({ items: z.array(clientSegmentSchema) }), ...read } } }, async (request) => ({
    items: await listSegments(db, await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'view')),
  }));
  app.post(segments, { ...auth, schema: { ...docs('Save an audience under a name'), params: branchParams, body: clientSegmentInputSchema, response: { 201: clientSegmentSchema, ...write } } }, async (request, reply) => {
    const scope = await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'edit');
    checkAudience(request.body.audience);
    return reply.status(201).send(await saveSegment(db, scope, request.body, request.userId));
  });
  app.delete(`${segments}/:id`, { ...auth, schema: { ...docs('Forget a saved audience'), params: idParams, response: { 204: z.null(), ...write } } }, async (request, reply) => {
    await deleteSegment(db, await authorizeBranchMarketing(db, request.userId, request.params.branchId, 'edit'), request.params.id);
    return reply.status(204).send(null);
  });
};
