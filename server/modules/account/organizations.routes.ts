import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { licenseSchema } from '../../../src/schema/license';
import { organizationCreateSchema, organizationSchema } from '../../../src/schema/organization';
import { idParamSchema } from '../../../src/schema/primitives';
import { itemsResponseSchema } from '../../../src/schema/protocol';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { getActiveLicense } from './license.service';
import { createOrganization, listOrganizations } from './organizations.service';

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The chains and branches the signed-in user may reach',
        security: bearerAuth,
        response: { 200: itemsResponseSchema(organizationSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ items: await listOrganizations(app.db, request.userId) }),
  );

  app.post(
    '/organizations',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Onboarding: create a chain with its first branch and a trial licence',
        security: bearerAuth,
        body: organizationCreateSchema,
        response: { 201: organizationSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createOrganization(app.db, request.userId, request.body, app.env.CHAIN_REFERRAL_REWARD)),
  );

  app.get(
    '/organizations/:orgId/license',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: "The chain's licence in force (menus, limits, expiry)",
        security: bearerAuth,
        params: z.object({ orgId: idParamSchema }),
        response: { 200: licenseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => getActiveLicense(app.db, request.userId, request.params.orgId),
  );
};
