import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import {
  bookingAddressSchema,
  branchOnlineBookingSchema,
  ruleRowSchema,
  ruleUpdateSchema,
  slugUpdateSchema,
  whyNotAnswerSchema,
  whyNotQuerySchema,
} from '../../../src/schema/online-booking/settings';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { bookingLinksSchema } from '../../../src/schema/online-booking/links';
import { linkOrigin } from '../id/request-helpers';
import { bookingLinks } from './booking-links.service';
import { getBranchOnlineBooking, setBranchRules, setBranchSlug, setChainRules, setChainSlug } from './booking-settings.service';
import { pageSettingsRoutes } from './page-settings.routes';
import { whyNotBookable } from './why-not.service';

const orgParams = z.object({ orgId: idParamSchema });
const branchParams = z.object({ branchId: idParamSchema });
const docs = (summary: string) => ({ tags: ['online booking'], summary, security: bearerAuth });
const written = { 200: ruleRowSchema, ...errorResponses(400, 401, 403, 404, 409) };

/** Online booking → Settings: the page's addresses, the rules of every level, "why not bookable?", verification and terms; the chain's links. */
export const onlineBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(pageSettingsRoutes);

  app.get(
    '/branches/:branchId/online-booking',
    { preHandler: app.authenticate, schema: { ...docs("The booking page's addresses, every level's rules and the services' and team's switches"), params: branchParams, response: { 200: branchOnlineBookingSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => getBranchOnlineBooking(app.db, request.userId, request.params.branchId, linkOrigin(app, request)),
  );

  app.put(
    '/branches/:branchId/online-booking/slug',
    { preHandler: app.authenticate, schema: { ...docs("The branch page's address (taken by another: 409)"), params: branchParams, body: slugUpdateSchema, response: { 200: bookingAddressSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    (request) => setBranchSlug(app.db, request.userId, request.params.branchId, request.body.slug, linkOrigin(app, request)),
  );

  app.get(
    '/organizations/:orgId/online-booking/links',
    { preHandler: app.authenticate, schema: { ...docs("The chain's booking pages and its branches', each open or not, for links and QR codes"), params: orgParams, response: { 200: bookingLinksSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => bookingLinks(app.db, request.userId, request.params.orgId, linkOrigin(app, request)),
  );

  app.put(
    '/organizations/:orgId/online-booking/slug',
    { preHandler: app.authenticate, schema: { ...docs("The chain page's address (taken by another: 409)"), params: orgParams, body: slugUpdateSchema, response: { 200: bookingAddressSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    (request) => setChainSlug(app.db, request.userId, request.params.orgId, request.body.slug, linkOrigin(app, request)),
  );

  app.put(
    '/organizations/:orgId/online-booking/rules',
    { preHandler: app.authenticate, schema: { ...docs("The chain's default rules, replaced (stale version: 409)"), params: orgParams, body: ruleUpdateSchema('chain'), response: written } },
    (request) => setChainRules(app.db, request.userId, request.params.orgId, request.body),
  );

  app.put(
    '/branches/:branchId/online-booking/rules',
    { preHandler: app.authenticate, schema: { ...docs("The branch's own rules, replaced (stale version: 409)"), params: branchParams, body: ruleUpdateSchema('branch'), response: written } },
    (request) => setBranchRules(app.db, request.userId, request.params.branchId, 'branch', null, request.body),
  );

  app.put(
    '/branches/:branchId/online-booking/rules/services/:serviceId',
    { preHandler: app.authenticate, schema: { ...docs("One service's rules, replaced"), params: branchParams.extend({ serviceId: idParamSchema }), body: ruleUpdateSchema('service'), response: written } },
    (request) => setBranchRules(app.db, request.userId, request.params.branchId, 'service', request.params.serviceId, request.body),
  );

  app.put(
    '/branches/:branchId/online-booking/rules/employees/:employeeId',
    { preHandler: app.authenticate, schema: { ...docs("One team member's rules, replaced"), params: branchParams.extend({ employeeId: idParamSchema }), body: ruleUpdateSchema('employee'), response: written } },
    (request) => setBranchRules(app.db, request.userId, request.params.branchId, 'employee', request.params.employeeId, request.body),
  );

  app.get(
    '/branches/:branchId/online-booking/why-not',
    { preHandler: app.authenticate, schema: { ...docs('Why a time is not bookable online for a team member and services: the first rule or fact that stops it'), params: branchParams, querystring: whyNotQuerySchema, response: { 200: whyNotAnswerSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => whyNotBookable(app.db, request.userId, request.params.branchId, request.query),
  );
};
