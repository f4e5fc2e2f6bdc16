import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryOrderSchema,
  employeeServicesSchema,
  employeeServicesUpdateSchema,
  serviceEmployeesSchema,
  serviceOrderSchema,
} from '../../../src/schema/catalog';
import { idParamSchema } from '../../../src/schema/primitives';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { getEmployeeServices, getServiceEmployees, orderCategories, orderServices, putEmployeeServices } from './catalog.service';

const branchParams = z.object({ branchId: idParamSchema });
const employeeParams = branchParams.extend({ employeeId: idParamSchema });
const serviceParams = branchParams.extend({ serviceId: idParamSchema });
const noContent = z.null().describe('No content');
const docs = (summary: string) => ({ tags: ['catalog'], summary, security: bearerAuth });

/** Who performs which service at what price, and the order of categories and services. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/branches/:branchId/employees/:employeeId/services',
    { preHandler: app.authenticate, schema: { ...docs('The services a team member performs (price null: the service\'s own)'), params: employeeParams, response: { 200: employeeServicesSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => getEmployeeServices(app.db, request.userId, request.params.branchId, request.params.employeeId),
  );

  app.put(
    '/branches/:branchId/employees/:employeeId/services',
    { preHandler: app.authenticate, schema: { ...docs("Replace a team member's services and own prices"), params: employeeParams, body: employeeServicesUpdateSchema, response: { 200: employeeServicesSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => putEmployeeServices(app.db, request.userId, request.params.branchId, request.params.employeeId, request.body),
  );

  app.get(
    '/branches/:branchId/services/:serviceId/employees',
    { preHandler: app.authenticate, schema: { ...docs('Who performs a service, with their prices'), params: serviceParams, response: { 200: serviceEmployeesSchema, ...errorResponses(400, 401, 403, 404) } } },
    (request) => getServiceEmployees(app.db, request.userId, request.params.branchId, request.params.serviceId),
  );

  app.put(
    '/branches/:branchId/service-categories/order',
    { preHandler: app.authenticate, schema: { ...docs("Order the branch's service categories (every one, once)"), params: branchParams, body: categoryOrderSchema, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await orderCategories(app.db, request.userId, request.params.branchId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/branches/:branchId/services/order',
    { preHandler: app.authenticate, schema: { ...docs('Order the live services of one category (null: uncategorised)'), params: branchParams, body: serviceOrderSchema, response: { 204: noContent, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await orderServices(app.db, request.userId, request.params.branchId, request.body);
      return reply.status(204).send(null);
    },
  );
};
