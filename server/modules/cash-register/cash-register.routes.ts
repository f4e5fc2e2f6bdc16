import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashRegisterStateSchema,
  cashRegisterUpdateSchema,
  cashShiftCloseSchema,
  cashShiftDetailSchema,
  cashShiftOpenSchema,
  cashShiftSchema,
} from '../../../src/schema/cash-register/cash-register';
import { listQuerySchema } from '../../../src/schema/list-query';
import { idParamSchema } from '../../../src/schema/primitives';
import { listResponseSchema } from '../../../src/schema/protocol';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { authorizeSettings, authorizeShift, authorizeShifts, authorizeStateRead } from './cash-register-access';
import { closeShift, openShift, registerState, showShift, updateSettings } from './cash-register.service';
import { listShifts } from './cash-shift-list.query';

const branchParams = z.object({ branchId: idParamSchema });
const shiftParams = z.object({ id: idParamSchema });
const docs = (summary: string) => ({ tags: ['cash register'], summary, security: bearerAuth });

/** The branch's cash register setting and its cash shifts. Each handler authorises, then hands over to the service. */
export const cashRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const deps = { db, liveOutbox: app.liveOutbox };

  app.get(
    '/branches/:branchId/cash-register',
    { preHandler: app.authenticate, schema: { ...docs('The cash register setting (defaults when never saved) and the shift open now, with its expected cash so far'), params: branchParams, response: { 200: cashRegisterStateSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => registerState(db, await authorizeStateRead(db, request.userId, request.params.branchId)),
  );

  app.put(
    '/branches/:branchId/cash-register',
    { preHandler: app.authenticate, schema: { ...docs('Turn the cash register on or off and set the default float (needs the finance settings and cash register blocks; stale version: 409)'), params: branchParams, body: cashRegisterUpdateSchema, response: { 200: cashRegisterStateSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => updateSettings(db, request.userId, await authorizeSettings(db, request.userId, request.params.branchId, 'edit'), request.body),
  );

  app.get(
    '/branches/:branchId/cash-shifts',
    { preHandler: app.authenticate, schema: { ...docs("The branch's cash shifts (paging, sort, filters)"), params: branchParams, querystring: listQuerySchema, response: { 200: listResponseSchema(cashShiftSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => listShifts(db, await authorizeShifts(db, request.userId, request.params.branchId, 'list'), request.query),
  );

  app.post(
    '/branches/:branchId/cash-shifts',
    { preHandler: app.authenticate, schema: { ...docs('Open a cash shift with the counted float (one open per branch: 409)'), params: branchParams, body: cashShiftOpenSchema, response: { 201: cashShiftSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => reply.status(201).send(await openShift(deps, await authorizeShifts(db, request.userId, request.params.branchId, 'create'), request.body)),
  );

  app.get(
    '/cash-shifts/:id',
    { preHandler: app.authenticate, schema: { ...docs('One cash shift with the cash that moved in it'), params: shiftParams, response: { 200: cashShiftDetailSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => showShift(db, await authorizeShift(db, request.userId, request.params.id, 'show'), request.params.id),
  );

  app.post(
    '/cash-shifts/:id/close',
    { preHandler: app.authenticate, schema: { ...docs('Close the shift with the counted cash: expected cash and difference are stored (closed already or stale version: 409)'), params: shiftParams, body: cashShiftCloseSchema, response: { 200: cashShiftSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => closeShift(deps, await authorizeShift(db, request.userId, request.params.id, 'edit'), request.params.id, request.body),
  );
};
