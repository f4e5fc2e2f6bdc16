import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { marketingSettingsViewSchema, marketingSettingsWriteSchema } from '../../../src/schema/messages/marketing-settings';
import { idParamSchema } from '../../../src/schema/primitives';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { authorizeBranchMarketing, authorizeChainMarketing, type MarketingScope } from '../notifications/notifications-access';
import { forgetMarketingSettings, readMarketingSettings, saveMarketingSettings } from './marketing-settings.repository';

const docs = (summary: string) => ({ tags: ['broadcasts'], summary, security: bearerAuth });

/**
 * The marketing limits (frequency cap, pace per channel, quiet hours, an SMS part's price) of a branch, or the
 * chain's defaults (owners), under the same access as notification rules. A change counts for the worker at once.
 */
export const marketingSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const auth = { preHandler: app.authenticate };
  const scopes = [
    { path: '/branches/:branchId/marketing-settings', params: z.object({ branchId: idParamSchema }), open: (userId: number, params: Record<string, number>, action: 'view' | 'edit') => authorizeBranchMarketing(db, userId, params['branchId']!, action) },
    { path: '/organizations/:orgId/marketing-settings', params: z.object({ orgId: idParamSchema }), open: (userId: number, params: Record<string, number>, action: 'view' | 'edit') => authorizeChainMarketing(db, userId, params['orgId']!, action) },
  ] as const;
  for (const scope of scopes) {
    const open = (request: { userId: number; params: unknown }, action: 'view' | 'edit'): Promise<MarketingScope> => scope.open(request.userId, request.params as Record<string, number>, action);
    app.get(scope.path, { ...auth, schema: { ...docs('Marketing limits as this scope reads them (own, chain or default)'), params: scope.params, response: { 200: marketingSettingsViewSchema, ...errorResponses(400, 401, 403, 404) } } }, async (request) =>
      readMarketingSettings(db, await open(request, 'view')),
    );
    app.put(scope.path, { ...auth, schema: { ...docs('Keep this scope’s own marketing limits (version 0 when it had none)'), params: scope.params, body: marketingSettingsWriteSchema, response: { 200: marketingSettingsViewSchema, ...errorResponses(400, 401, 403, 404, 409) } } }, async (request) => {
      const where = await open(request, 'edit');
      const { version, ...settings } = request.body;
      const saved = await saveMarketingSettings(db, where, settings, version);
      app.marketingGate.forget(where.organizationId);
      return saved;
    });
    app.delete(scope.path, { ...auth, schema: { ...docs('Follow the level above again'), params: scope.params, response: { 200: marketingSettingsViewSchema, ...errorResponses(400, 401, 403, 404) } } }, async (request) => {
      const where = await open(request, 'edit');
      await forgetMarketingSettings(db, where);
      app.marketingGate.forget(where.organizationId);
      return readMarketingSettings(db, where);
    });
  }
};
