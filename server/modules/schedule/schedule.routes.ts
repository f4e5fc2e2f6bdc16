import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { orderSchema } from '../../../src/schema/schedule/order';
import { scheduleDayQuerySchema, scheduleRangeQuerySchema, scheduleSchema } from '../../../src/schema/schedule/schedule-read';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { sendJsonText } from './json-text-reply';
import { branchDaySchedule, employeeDayOrders, employeeRangeSchedule } from './schedule.service';

const branchParams = z.object({ branchId: idParamSchema });
const employeeParams = z.object({ employeeId: idParamSchema });
const docs = (summary: string) => ({ tags: ['schedule'], summary, security: bearerAuth });
const scheduleResponses = { 200: scheduleSchema, ...errorResponses(400, 401, 403, 404) };

/** The schedule's reads (spec §7). The schedule arrives as JSON text from the database and is sent as it is. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/branches/:branchId/schedule',
    { preHandler: app.authenticate, schema: { ...docs("A branch's day: its members, their work slots and the orders and breaks to draw"), params: branchParams, querystring: scheduleDayQuerySchema, response: scheduleResponses } },
    async (request, reply) => sendJsonText(reply, await branchDaySchedule(app.db, request.userId, request.params.branchId, request.query.d)),
  );

  app.get(
    '/employees/:employeeId/schedule',
    { preHandler: app.authenticate, schema: { ...docs("A team member's schedule over up to 42 days"), params: employeeParams, querystring: scheduleRangeQuerySchema, response: scheduleResponses } },
    async (request, reply) => sendJsonText(reply, await employeeRangeSchedule(app.db, request.userId, request.params.employeeId, request.query)),
  );

  app.get(
    '/employees/:employeeId/orders',
    { preHandler: app.authenticate, schema: { ...docs("A team member's orders on a date, cancelled ones included"), params: employeeParams, querystring: scheduleDayQuerySchema, response: { 200: z.object({ items: z.array(orderSchema) }), ...errorResponses(400, 401, 403, 404) } } },
    (request) => employeeDayOrders(app.db, request.userId, request.params.employeeId, request.query.d),
  );
};
