import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../src/schema/list-query';
import { replyLanguage } from '../i18n/language';
import { renderIssues } from '../plugins/app/domain-error';
import { errorResponses } from '../plugins/external/openapi';
import { authorize, type TenantParams } from './crud-access';
import { importRecords } from './crud-import.service';
import type { CrudResource } from './crud-registry';
import { auditHistorySchema, historyQuerySchema, importBodySchema, importResultSchema, noContent, resourceSchemas } from './crud.schemas';
import { createRecord, deleteRecord, listRecords, recordHistory, showRecord, updateRecord, type CrudDeps } from './crud.service';
import type { Row } from './crud.repository';

/**
 * The fields a PATCH body really sent: the update schema fills absent fields with their defaults, which must
 * not overwrite what is stored. Read before validation replaces the body.
 */
const sentFields = new WeakMap<FastifyRequest, Set<string>>();
const rememberSentFields = async (request: FastifyRequest) => {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) sentFields.set(request, new Set(Object.keys(body)));
};
const onlySent = (request: FastifyRequest, body: Row): Row => {
  const sent = sentFields.get(request) ?? new Set<string>();
  return Object.fromEntries(Object.entries(body).filter(([key]) => sent.has(key)));
};

/** The routes of one resource under its tenant path; each handler authorises, then hands over to the service. */
export function registerResourceRoutes(app: FastifyInstance, deps: CrudDeps, resource: CrudResource): void {
  const zapp = app.withTypeProvider<ZodTypeProvider>();
  const s = resourceSchemas(resource.definition);
  const itemPath = `${s.basePath}/:id`;
  const caller = (request: { userId: number; params: TenantParams }, action: Parameters<typeof authorize>[4]) =>
    authorize(deps.db, resource, request.userId, request.params, action);

  zapp.get(
    s.basePath,
    { preHandler: app.authenticate, schema: { ...s.docs(s.summaries.list), params: s.params, querystring: listQuerySchema, response: { 200: s.list, ...errorResponses(400, 401, 403, 404) } } },
    // Who may list is decided on the primary (a revoked access counts at once); what a list holds may lag, so it is
    // read where app.laggingRead says. A record just written is read back on the primary (show, the write's answer).
    async (request, reply) => {
      const listing = await caller(request, 'list');
      return app.laggingRead(request, reply, ({ db }) => listRecords({ ...deps, db }, resource, listing, request.query));
    },
  );

  zapp.post(
    s.basePath,
    { preHandler: app.authenticate, schema: { ...s.docs(s.summaries.create), params: s.params, body: s.create, response: { 201: s.record, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.status(201).send(await createRecord(deps, resource, await caller(request, 'create'), request.body as Row)),
  );

  zapp.get(
    itemPath,
    { preHandler: app.authenticate, schema: { ...s.docs(s.summaries.show), params: s.recordParams, response: { 200: s.record, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => showRecord(deps, resource, await caller(request, 'show'), request.params.id),
  );

  zapp.patch(
    itemPath,
    {
      preValidation: rememberSentFields,
      preHandler: app.authenticate,
      schema: { ...s.docs(s.summaries.update), params: s.recordParams, body: s.update, response: { 200: s.record, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => updateRecord(deps, resource, await caller(request, 'edit'), request.params.id, onlySent(request, request.body as Row)),
  );

  zapp.delete(
    itemPath,
    { preHandler: app.authenticate, schema: { ...s.docs(s.summaries.remove), params: s.recordParams, response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      await deleteRecord(deps, resource, await caller(request, 'delete'), request.params.id);
      return reply.status(204).send(null);
    },
  );

  zapp.get(
    `${itemPath}/history`,
    { preHandler: app.authenticate, schema: { ...s.docs(s.summaries.history), params: s.recordParams, querystring: historyQuerySchema, response: { 200: auditHistorySchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => recordHistory(deps, resource, await caller(request, 'show'), request.params.id, request.query.page, request.query.perPage),
  );

  if (!resource.definition.importable) return;
  zapp.post(
    `${s.basePath}/import`,
    { preHandler: app.authenticate, schema: { ...s.docs(s.summaries.import), params: s.params, body: importBodySchema, response: { 200: importResultSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const { created, errors } = await importRecords(deps, resource, await caller(request, 'create'), request.body.rows);
      const language = replyLanguage(request.headers['accept-language']);
      return { created, errors: errors.map(({ row, issues }) => ({ row, issues: renderIssues(issues, language) })) };
    },
  );
}
