import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../src/schema/primitives';
import { replyLanguage } from '../../i18n/language';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { authorizeCalculation } from './pay-access';
import { paySlipPdf } from './pay-slip.service';

const slipParams = z.object({ id: idParamSchema, employeeId: idParamSchema });

/**
 * `GET /pay-calculations/{id}/employees/{employeeId}/slip.pdf`: a member's pay slip, authorised as the
 * calculation is (an employee: only their own), written in the request's Accept-Language.
 */
export const paySlipRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/pay-calculations/:id/employees/:employeeId/slip.pdf',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['pay'],
        summary: "A team member's pay slip of a calculation (PDF, in the request's language)",
        security: bearerAuth,
        params: slipParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The pay slip, application/pdf'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, employeeId } = request.params;
      const caller = await authorizeCalculation(db, request.userId, id, 'show');
      const { pdf, fileName } = await paySlipPdf(db, caller, id, employeeId, replyLanguage(request.headers['accept-language']));
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .type('application/pdf')
        .send(pdf);
    },
  );
};
