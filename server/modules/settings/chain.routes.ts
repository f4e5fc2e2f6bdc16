import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branchNameSchema } from '../../../src/schema/organization';
import { idParamSchema } from '../../../src/schema/primitives';
import { itemsResponseSchema } from '../../../src/schema/protocol';
import {
  branchAddSchema,
  branchSettingsSchema,
  branchUpdateSchema,
  organizationSettingsSchema,
  organizationUpdateSchema,
} from '../../../src/schema/settings';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import {
  addBranch,
  deleteBranch,
  getBranchSettings,
  getOrganizationSettings,
  listBranchNames,
  updateBranchSettings,
  updateOrganization,
} from './chain.service';

const orgParams = z.object({ orgId: idParamSchema });
const branchParams = z.object({ branchId: idParamSchema });
const docs = (summary: string) => ({ tags: ['settings'], summary, security: bearerAuth });

/** Chain settings (name, branches) and a branch's general settings. */
export const chainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/:orgId',
    {
      preHandler: app.authenticate,
      schema: { ...docs("The chain's general settings, its branches and the plan's branch limit"), params: orgParams, response: { 200: organizationSettingsSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => getOrganizationSettings(app.db, request.userId, request.params.orgId),
  );

  app.patch(
    '/organizations/:orgId',
    {
      preHandler: app.authenticate,
      schema: { ...docs('Rename the chain (stale version: 409)'), params: orgParams, body: organizationUpdateSchema, response: { 200: organizationSettingsSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    (request) => updateOrganization(app.db, request.userId, request.params.orgId, request.body),
  );

  app.get(
    '/organizations/:orgId/branch-names',
    {
      preHandler: app.authenticate,
      schema: { ...docs("The chain's branches by name and currency, for anyone in the chain (a vacancy names a branch its reader may not open)"), params: orgParams, response: { 200: itemsResponseSchema(branchNameSchema), ...errorResponses(400, 401, 404) } },
    },
    async (request) => ({ items: await listBranchNames(app.db, request.userId, request.params.orgId) }),
  );

  app.post(
    '/organizations/:orgId/branches',
    {
      preHandler: app.authenticate,
      schema: { ...docs("Add a branch within the plan's maxBranches (409 limit_reached beyond it)"), params: orgParams, body: branchAddSchema, response: { 201: branchSettingsSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => reply.status(201).send(await addBranch(app.db, request.userId, request.params.orgId, request.body)),
  );

  app.get(
    '/branches/:branchId',
    {
      preHandler: app.authenticate,
      schema: { ...docs("A branch's general settings with its version"), params: branchParams, response: { 200: branchSettingsSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => getBranchSettings(app.db, request.userId, request.params.branchId),
  );

  app.patch(
    '/branches/:branchId',
    {
      preHandler: app.authenticate,
      schema: { ...docs("Change a branch's name, currency, time zone, working hours, address, phone or slot step"), params: branchParams, body: branchUpdateSchema, response: { 200: branchSettingsSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    (request) => updateBranchSettings(app.db, request.userId, request.params.branchId, request.body),
  );

  app.delete(
    '/branches/:branchId',
    {
      preHandler: app.authenticate,
      schema: { ...docs('Delete a branch (kept for history; never the last one)'), params: branchParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request, reply) => {
      await deleteBranch(app.db, request.userId, request.params.branchId);
      return reply.status(204).send(null);
    },
  );
};
