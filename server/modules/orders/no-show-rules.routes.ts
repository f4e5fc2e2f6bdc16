import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionAction } from '../../../src/schema/access';
import { branchNoShowRulesSchema, noShowChargeSchema, noShowChargesQuerySchema, noShowRulesSchema, noShowWaiveSchema, type BranchNoShowRules, type NoShowRules } from '../../../src/schema/orders/no-show-rules';
import { idParamSchema } from '../../../src/schema/primitives';
import type { BranchScope } from '../../crud/branch-records';
import type { Db, DbExecutor } from '../../db/client';
import { noShowRules, services } from '../../db/tables';
import { DomainError, notFound } from '../../plugins/app/domain-error';
import { bearerAuth, errorResponses } from '../../plugins/external/openapi';
import { recordAudit } from '../audit/audit.service';
import { licenceGates, openBranch, requireGate } from '../settings/settings-access';
import { chargeHome, chargeOrderId, listCharges, waiveCharge } from './no-show-charges';
import { authorizeBranch, type OrderCaller } from './order-access';
import { writeOrders, type OrderDeps } from './order-writer';
import { findOrder } from './orders.repository';

/**
 * No-show and late-cancel rules (branch settings: role `branch-settings`, the licence's branch general settings)
 * and the charges they applied (the schedule area's, like the orders they come from): list, waive with a reason.
 */

const branchParams = z.object({ branchId: idParamSchema });
const serviceParams = z.object({ branchId: idParamSchema, serviceId: idParamSchema });
const idParams = z.object({ id: idParamSchema });
const docs = (summary: string) => ({ tags: ['orders'], summary, security: bearerAuth });
const rulesEntity = 'no_show_rules';

async function authorizeRules(db: Db, userId: number, branchId: number, action: PermissionAction): Promise<BranchScope & { userId: number }> {
  const context = await openBranch(db, userId, branchId);
  requireGate(context, licenceGates.branchGeneral, 'branch-settings', action);
  return { organizationId: context.access.organizationId, branchId, userId };
}

async function readRules(db: DbExecutor, scope: BranchScope): Promise<BranchNoShowRules> {
  const rows = await db
    .select({ serviceId: noShowRules.serviceId, rules: noShowRules.rules })
    .from(noShowRules)
    .where(and(eq(noShowRules.organizationId, scope.organizationId), eq(noShowRules.branchId, scope.branchId)))
    .orderBy(noShowRules.id);
  return {
    branch: rows.find((row) => row.serviceId === null)?.rules ?? null,
    services: rows.flatMap((row) => (row.serviceId === null ? [] : [{ serviceId: row.serviceId, rules: row.rules }])),
  };
}

/** Writes (or with null, removes) one level's rules, audited; a service must be a live one of the branch. */
async function writeRules(db: Db, caller: BranchScope & { userId: number }, serviceId: number | null, rules: NoShowRules | null): Promise<BranchNoShowRules> {
  return db.transaction(async (tx) => {
    if (serviceId !== null) {
      const [service] = await tx
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.organizationId, caller.organizationId), eq(services.branchId, caller.branchId), eq(services.id, serviceId), isNull(services.deletedAt)));
      if (!service) throw notFound('service');
    }
    const scope = and(
      eq(noShowRules.organizationId, caller.organizationId),
      eq(noShowRules.branchId, caller.branchId),
      serviceId === null ? isNull(noShowRules.serviceId) : eq(noShowRules.serviceId, serviceId),
    );
    const [before] = await tx.select().from(noShowRules).where(scope).for('update');
    let id = before?.id;
    if (rules === null) {
      if (before) await tx.delete(noShowRules).where(scope);
    } else if (before) {
      await tx.update(noShowRules).set({ rules, updatedAt: new Date(), version: sql`${noShowRules.version} + 1` }).where(scope);
    } else {
      const [created] = await tx.insert(noShowRules).values({ organizationId: caller.organizationId, branchId: caller.branchId, serviceId, rules }).returning({ id: noShowRules.id });
      id = created!.id;
    }
    if (id !== undefined) {
      const action = !before ? 'create' : rules === null ? 'delete' : 'update';
      await recordAudit(tx, { organizationId: caller.organizationId, branchId: caller.branchId, actorUserId: caller.userId, entity: rulesEntity, entityId: id, action, before: before ? { serviceId, ...before.rules } : null, after: rules ? { serviceId, ...rules } : null });
    }
    return readRules(tx, caller);
  });
}

/** A charge found by id alone, then the caller's schedule access to its branch; another chain's id answers 404. */
async function authorizeCharge(db: Db, userId: number, id: number): Promise<OrderCaller> {
  const missing = notFound('noShowCharge');
  const home = await chargeHome(db, id);
  if (!home) throw missing;
  try {
    const caller = await authorizeBranch(db, userId, home.branchId, 'edit');
    if (caller.organizationId !== home.organizationId) throw missing;
    return caller;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'not_found') throw missing;
    throw error;
  }
}

export const noShowRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/branches/:branchId/no-show-rules',
    { preHandler: app.authenticate, schema: { ...docs("The branch's no-show and late-cancel rules and its services' overrides"), params: branchParams, response: { 200: branchNoShowRulesSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => readRules(db, await authorizeRules(db, request.userId, request.params.branchId, 'view')),
  );

  app.put(
    '/branches/:branchId/no-show-rules',
    { preHandler: app.authenticate, schema: { ...docs("Set the branch's no-show and late-cancel rules"), params: branchParams, body: noShowRulesSchema, response: { 200: branchNoShowRulesSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => writeRules(db, await authorizeRules(db, request.userId, request.params.branchId, 'edit'), null, request.body),
  );

  app.put(
    '/branches/:branchId/no-show-rules/services/:serviceId',
    { preHandler: app.authenticate, schema: { ...docs("Set a service's own rules, overriding the branch's"), params: serviceParams, body: noShowRulesSchema, response: { 200: branchNoShowRulesSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => writeRules(db, await authorizeRules(db, request.userId, request.params.branchId, 'edit'), request.params.serviceId, request.body),
  );

  app.delete(
    '/branches/:branchId/no-show-rules/services/:serviceId',
    { preHandler: app.authenticate, schema: { ...docs("Remove a service's own rules: the branch's apply"), params: serviceParams, response: { 200: branchNoShowRulesSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => writeRules(db, await authorizeRules(db, request.userId, request.params.branchId, 'edit'), request.params.serviceId, null),
  );

  app.get(
    '/branches/:branchId/no-show-charges',
    { preHandler: app.authenticate, schema: { ...docs('What no-shows and late cancellations cost, newest first (by client or order)'), params: branchParams, querystring: noShowChargesQuerySchema, response: { 200: z.array(noShowChargeSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => listCharges(db, (await authorizeBranch(db, request.userId, request.params.branchId, 'list')).scope, request.query),
  );

  app.post(
    '/no-show-charges/:id/waive',
    { preHandler: app.authenticate, schema: { ...docs('Waive a charge with a reason: the fee is no longer owed, a drawn visit is given back (409 when paid or not in force)'), params: idParams, body: noShowWaiveSchema, response: { 200: noShowChargeSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => {
      const caller = await authorizeCharge(db, request.userId, request.params.id);
      return writeOrders(deps, caller, async (tx, announce) => {
        const orderId = await chargeOrderId(tx, caller.scope, request.params.id);
        const order = orderId === null ? null : await findOrder(tx, caller.scope, orderId, true);
        if (!order) throw notFound('noShowCharge');
        const { charge, events } = await waiveCharge(tx, caller, request.params.id, request.body.reason, order);
        for (const eventId of events) announce.queued?.(eventId);
        return charge;
      });
    },
  );
};
