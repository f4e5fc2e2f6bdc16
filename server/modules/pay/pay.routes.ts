import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../../src/schema/list-query';
import { idParamSchema } from '../../../src/schema/primitives';
import { itemsResponseSchema, listResponseSchema } from '../../../src/schema/protocol';
import {
  employeePayDocumentSchema,
  payAssignmentCreateSchema,
  payAssignmentSchema,
  payCalculationCreateSchema,
  payCalculationDetailSchema,
  payCalculationPaySchema,
  payCalculationSchema,
  payCalculationVersionSchema,
  paySchemeCreateSchema,
  paySchemeRecordSchema,
  paySchemeUpdateSchema,
} from '../../../src/schema/pay/pay-api';
import { noContent } from '../../crud/crud.schemas';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import {
  authorizeAssignment,
  authorizeCalculation,
  authorizeEmployee,
  authorizePayBranch,
  authorizeScheme,
  payCalculationsResource,
} from './pay-access';
import { assignScheme, deleteAssignment, listAssignments } from './pay-assignments.service';
import { employeeDocuments, listCalculations, showCalculation } from './pay-calculation-reads';
import { approveCalculation, createCalculation, deleteCalculation, payCalculation, recalculate } from './pay-calculations.service';
import { createScheme, deleteScheme, listSchemes, showScheme, updateScheme } from './pay-schemes.service';

const branchParams = z.object({ branchId: idParamSchema });
const idParams = z.object({ id: idParamSchema });
const docs = (summary: string) => ({ tags: ['pay'], summary, security: bearerAuth });
const read = errorResponses(400, 401, 403, 404);
const write = errorResponses(400, 401, 403, 404, 409);

/**
 * Staff pay under /api/v1: pay schemes, assignments to team members, calculations (draft → approved → paid).
 * Each handler authorises (pay-access.ts), then hands over to its service. A calculation's CSV is written by the
 * screen from `GET /pay-calculations/{id}` (its lines explained in the reader's language, through the engine's
 * CSV writer and its formula guard).
 */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { preHandler: app.authenticate };

  app.get(
    '/branches/:branchId/pay-schemes',
    {
      ...auth,
      schema: {
        ...docs("The branch's pay schemes (paging, sort, q, filters)"),
        params: branchParams,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(paySchemeRecordSchema), ...read },
      },
    },
    async (request) =>
      listSchemes(
        db,
        await authorizePayBranch(db, request.userId, request.params.branchId, 'list'),
        request.query,
      ),
  );
  app.post(
    '/branches/:branchId/pay-schemes',
    {
      ...auth,
      schema: {
        ...docs('Create a pay scheme'),
        params: branchParams,
        body: paySchemeCreateSchema,
        response: { 201: paySchemeRecordSchema, ...write },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createScheme(
            db,
            await authorizePayBranch(db, request.userId, request.params.branchId, 'create'),
            request.body,
          ),
        ),
  );
  app.get(
    '/pay-schemes/:id',
    {
      ...auth,
      schema: {
        ...docs('One pay scheme'),
        params: idParams,
        response: { 200: paySchemeRecordSchema, ...read },
      },
    },
    async (request) =>
      showScheme(db, await authorizeScheme(db, request.userId, request.params.id, 'show'), request.params.id),
  );
  app.put(
    '/pay-schemes/:id',
    {
      ...auth,
      schema: {
        ...docs('Change a pay scheme (send the version you read)'),
        params: idParams,
        body: paySchemeUpdateSchema,
        response: { 200: paySchemeRecordSchema, ...write },
      },
    },
    async (request) =>
      updateScheme(
        db,
        await authorizeScheme(db, request.userId, request.params.id, 'edit'),
        request.params.id,
        request.body,
      ),
  );
  app.delete(
    '/pay-schemes/:id',
    {
      ...auth,
      schema: {
        ...docs('Delete a pay scheme nobody is paid by (kept for history)'),
        params: idParams,
        response: { 204: noContent, ...write },
      },
    },
    async (request, reply) => {
      await deleteScheme(
        db,
        await authorizeScheme(db, request.userId, request.params.id, 'delete'),
        request.params.id,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/employees/:id/pay-assignments',
    {
      ...auth,
      schema: {
        ...docs("A team member's pay schemes by day, newest first"),
        params: idParams,
        response: { 200: itemsResponseSchema(payAssignmentSchema), ...read },
      },
    },
    async (request) =>
      listAssignments(
        db,
        await authorizeEmployee(db, request.userId, request.params.id, 'show'),
        request.params.id,
      ),
  );
  app.post(
    '/employees/:id/pay-assignments',
    {
      ...auth,
      schema: {
        ...docs('Pay a team member by a scheme from a day (the same day again replaces it)'),
        params: idParams,
        body: payAssignmentCreateSchema,
        response: { 201: payAssignmentSchema, ...write },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await assignScheme(
            db,
            await authorizeEmployee(db, request.userId, request.params.id, 'edit'),
            request.params.id,
            request.body,
          ),
        ),
  );
  app.delete(
    '/pay-assignments/:id',
    {
      ...auth,
      schema: {
        ...docs('Remove a pay assignment'),
        params: idParams,
        response: { 204: noContent, ...write },
      },
    },
    async (request, reply) => {
      await deleteAssignment(
        db,
        await authorizeAssignment(db, request.userId, request.params.id, 'edit'),
        request.params.id,
      );
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/employees/:id/pay-calculations',
    {
      ...auth,
      schema: {
        ...docs("A team member's pay calculations, each with their share"),
        params: idParams,
        response: { 200: itemsResponseSchema(employeePayDocumentSchema), ...read },
      },
    },
    async (request) =>
      employeeDocuments(
        db,
        await authorizeEmployee(db, request.userId, request.params.id, 'show'),
        request.params.id,
      ),
  );

  const calculationsOf = (userId: number, branchId: number, action: 'list' | 'create') =>
    authorizePayBranch(db, userId, branchId, action, payCalculationsResource);
  app.get(
    '/branches/:branchId/pay-calculations',
    {
      ...auth,
      schema: {
        ...docs("The branch's pay calculations (paging, sort, filters)"),
        params: branchParams,
        querystring: listQuerySchema,
        response: { 200: listResponseSchema(payCalculationSchema), ...read },
      },
    },
    async (request) =>
      listCalculations(
        db,
        await calculationsOf(request.userId, request.params.branchId, 'list'),
        request.query,
      ),
  );
  app.post(
    '/branches/:branchId/pay-calculations',
    {
      ...auth,
      schema: {
        ...docs("Calculate the team's pay for a period (a draft)"),
        params: branchParams,
        body: payCalculationCreateSchema,
        response: { 201: payCalculationDetailSchema, ...write },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createCalculation(
            db,
            await calculationsOf(request.userId, request.params.branchId, 'create'),
            request.body,
          ),
        ),
  );
  app.get(
    '/pay-calculations/:id',
    {
      ...auth,
      schema: {
        ...docs('A pay calculation: each member with their lines and subtotal'),
        params: idParams,
        response: { 200: payCalculationDetailSchema, ...read },
      },
    },
    async (request) =>
      showCalculation(
        db,
        await authorizeCalculation(db, request.userId, request.params.id, 'show'),
        request.params.id,
      ),
  );
  app.post(
    '/pay-calculations/:id/recalculate',
    {
      ...auth,
      schema: {
        ...docs('Rebuild a draft from the data as it is now'),
        params: idParams,
        body: payCalculationVersionSchema.nullish(),
        response: { 200: payCalculationDetailSchema, ...write },
      },
    },
    async (request) =>
      recalculate(
        db,
        await authorizeCalculation(db, request.userId, request.params.id, 'edit'),
        request.params.id,
        request.body?.version,
      ),
  );
  app.post(
    '/pay-calculations/:id/approve',
    {
      ...auth,
      schema: {
        ...docs('Approve a draft (it is frozen from then on)'),
        params: idParams,
        body: payCalculationVersionSchema.nullish(),
        response: { 200: payCalculationDetailSchema, ...write },
      },
    },
    async (request) =>
      approveCalculation(
        db,
        await authorizeCalculation(db, request.userId, request.params.id, 'edit'),
        request.params.id,
        request.body?.version,
      ),
  );
  app.post(
    '/pay-calculations/:id/pay',
    {
      ...auth,
      schema: {
        ...docs('Pay an approved calculation: one salary payment per member'),
        params: idParams,
        body: payCalculationPaySchema,
        response: { 200: payCalculationDetailSchema, ...write },
      },
    },
    async (request) =>
      payCalculation(
        { db, liveOutbox: app.liveOutbox },
        await authorizeCalculation(db, request.userId, request.params.id, 'edit'),
        request.params.id,
        request.body.method,
        request.body.version,
      ),
  );
  app.delete(
    '/pay-calculations/:id',
    {
      ...auth,
      schema: { ...docs('Delete a draft'), params: idParams, response: { 204: noContent, ...write } },
    },
    async (request, reply) => {
      await deleteCalculation(
        db,
        await authorizeCalculation(db, request.userId, request.params.id, 'delete'),
        request.params.id,
      );
      return reply.status(204).send(null);
    },
  );
};
