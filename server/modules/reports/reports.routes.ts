import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { cashFlowSchema, keyIndicatorsSchema, reportPeriodQuerySchema, salesByDaySchema } from '../../../src/schema/reports/reports';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { cashFlow, keyIndicators, salesByDay, type ReportTarget } from './reports.service';

const branchParams = z.object({ branchId: idParamSchema });
const chainParams = z.object({ organizationId: idParamSchema });
const docs = (summary: string) => ({ tags: ['reports'], summary, security: bearerAuth });
const failures = errorResponses(400, 401, 403, 404);

/**
 * Sales by Day, the Cash inflow summary and the key indicators, of one branch and of the whole chain (the branches
 * the caller reaches). CSV is made in the browser from these same rows (src/custom-screens/reports), with the
 * list export's formula guard, so the API has one shape per report. Figures may lag: they are read on the replica
 * when one is set and has the caller's own writes (app.laggingRead), and say so in X-Read-From; who may read them is
 * decided on the primary (`db`), so a revoked access counts at once.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopes = [
    { prefix: '/branches/:branchId', params: branchParams, target: (p: Record<string, number>): ReportTarget => ({ branchId: p['branchId']! }), whose: "A branch's" },
    { prefix: '/organizations/:organizationId', params: chainParams, target: (p: Record<string, number>): ReportTarget => ({ organizationId: p['organizationId']! }), whose: "The chain's" },
  ] as const;
  for (const scope of scopes) {
    const schema = (summary: string, response: z.ZodTypeAny) => ({
      ...docs(`${scope.whose} ${summary}`),
      params: scope.params,
      querystring: reportPeriodQuerySchema,
      response: { 200: response, ...failures },
    });
    app.get(`${scope.prefix}/reports/sales-by-day`, { preHandler: app.authenticate, schema: schema('sales by day (at most two years)', salesByDaySchema) }, (request, reply) =>
      app.laggingRead(request, reply, ({ pool }) => salesByDay({ db: app.db, pool }, request.userId, scope.target(request.params as Record<string, number>), request.query)),
    );
    app.get(`${scope.prefix}/reports/cash-flow`, { preHandler: app.authenticate, schema: schema('cash inflow by day and method', cashFlowSchema) }, (request, reply) =>
      app.laggingRead(request, reply, ({ pool }) => cashFlow({ db: app.db, pool }, request.userId, scope.target(request.params as Record<string, number>), request.query)),
    );
    app.get(`${scope.prefix}/key-indicators`, { preHandler: app.authenticate, schema: schema('key indicators beside the previous period', keyIndicatorsSchema) }, (request, reply) =>
      app.laggingRead(request, reply, ({ pool }) => keyIndicators({ db: app.db, pool }, request.userId, scope.target(request.params as Record<string, number>), request.query)),
    );
  }
};
