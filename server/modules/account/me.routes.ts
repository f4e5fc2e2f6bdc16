import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema, userUpdateSchema } from '../../../src/schema/user';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { getMe, updateMe } from './me.service';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        security: bearerAuth,
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    (request) => getMe(app.db, request.userId),
  );

  app.patch(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Change personal info and UI settings (unknown fields are refused)',
        security: bearerAuth,
        body: userUpdateSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 413) },
      },
    },
    (request) => updateMe(app.db, request.userId, request.body),
  );
};
