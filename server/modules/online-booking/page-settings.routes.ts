import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { termsSchema, termsUpdateSchema } from '../../../src/schema/online-booking/terms';
import { verificationSchema, verificationUpdateSchema } from '../../../src/schema/online-booking/verification';
import { widgetSchema, widgetUpdateSchema } from '../../../src/schema/online-booking/widget';
import { idParamSchema } from '../../../src/schema/primitives';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { linkOrigin } from '../id/request-helpers';
import { getTerms, getVerification, setTerms, setVerification } from './page-settings.service';
import { getWidget, setWidget } from './widget-settings.service';

const params = z.object({ branchId: idParamSchema });
const docs = (summary: string) => ({ tags: ['online booking'], summary, security: bearerAuth });
const read = errorResponses(400, 401, 403, 404);
const written = errorResponses(400, 401, 403, 404, 409);

/** Online booking → Settings → Verification, Terms and Widget of a branch. */
export const pageSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/branches/:branchId/online-booking/verification',
    { preHandler: app.authenticate, schema: { ...docs('How the booking page sends codes: the channels and the countries SMS goes to (defaults until saved)'), params, response: { 200: verificationSchema, ...read } } },
    (request) => getVerification(app.db, request.userId, request.params.branchId),
  );

  app.put(
    '/branches/:branchId/online-booking/verification',
    { preHandler: app.authenticate, schema: { ...docs('The code channels and SMS countries, replaced (stale version: 409)'), params, body: verificationUpdateSchema, response: { 200: verificationSchema, ...written } } },
    (request) => setVerification(app.db, request.userId, request.params.branchId, request.body),
  );

  app.get(
    '/branches/:branchId/online-booking/terms',
    { preHandler: app.authenticate, schema: { ...docs('The terms clients accept before booking, with their version'), params, response: { 200: termsSchema, ...read } } },
    (request) => getTerms(app.db, request.userId, request.params.branchId),
  );

  app.put(
    '/branches/:branchId/online-booking/terms',
    { preHandler: app.authenticate, schema: { ...docs('The terms, replaced: a changed text is the next version (stale version: 409)'), params, body: termsUpdateSchema, response: { 200: termsSchema, ...written } } },
    (request) => setTerms(app.db, request.userId, request.params.branchId, request.body),
  );

  app.get(
    '/branches/:branchId/online-booking/widget',
    { preHandler: app.authenticate, schema: { ...docs('The sites that may show the booking page in a frame, its accent colour and the embed code (defaults until saved)'), params, response: { 200: widgetSchema, ...read } } },
    (request) => getWidget(app.db, request.userId, request.params.branchId, linkOrigin(app, request)),
  );

  app.put(
    '/branches/:branchId/online-booking/widget',
    { preHandler: app.authenticate, schema: { ...docs('The widget settings, replaced (stale version: 409)'), params, body: widgetUpdateSchema, response: { 200: widgetSchema, ...written } } },
    (request) => setWidget(app.db, request.userId, request.params.branchId, request.body, linkOrigin(app, request)),
  );
};
