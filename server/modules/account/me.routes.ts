import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema, userUpdateSchema } from '../../../src/schema/user';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { feedPageSchema, feedQuerySchema, feedReadSchema, feedUnreadSchema } from '../../../src/schema/messages/in-app-feed';
import { feedPage, markFeedRead, unreadCount } from './in-app-feed';
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

  app.get(
    '/me/notifications',
    {
      preHandler: app.authenticate,
      schema: { tags: ['account'], summary: 'The signed-in person’s in-app messages, newest first, and how many are unread', security: bearerAuth, querystring: feedQuerySchema, response: { 200: feedPageSchema, ...errorResponses(400, 401) } },
    },
    (request) => feedPage(app.db, request.userId, request.query),
  );
  app.get(
    '/me/notifications/unread',
    { preHandler: app.authenticate, schema: { tags: ['account'], summary: 'How many in-app messages are unread (the bell)', security: bearerAuth, response: { 200: feedUnreadSchema, ...errorResponses(401) } } },
    async (request) => ({ unread: await unreadCount(app.db, request.userId) }),
  );
  app.post(
    '/me/notifications/read',
    { preHandler: app.authenticate, schema: { tags: ['account'], summary: 'Mark in-app messages read, up to an id', security: bearerAuth, body: feedReadSchema, response: { 200: feedUnreadSchema, ...errorResponses(400, 401) } } },
    async (request) => ({ unread: await markFeedRead(app.db, request.userId, request.body.upTo) }),
  );
};
