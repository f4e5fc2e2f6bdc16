import type { FastifyPluginAsync } from 'fastify';
import { buildCrudRegistry } from '../../crud/crud-registry';
import { repeatingJob } from '../../plugins/app/repeating-job';
import { breakRoutes } from './breaks.routes';
import { groupOrderRoutes } from './group-orders.routes';
import { markMissedOrders, missedOrdersIntervalMs } from './missed-orders.job';
import type { OrderDeps } from './order-writer';
import { orderRoutes } from './orders.routes';
import { noShowRoutes } from './no-show-rules.routes';

/** Orders, group classes and breaks under /api/v1 (prefix given by app.ts), and the job that marks unclosed visits missed. */
export const ordersModule: FastifyPluginAsync = async (app) => {
  // The engine's resources, for checking that booked clients, services, employees and resources are live.
  const deps: OrderDeps = { db: app.db, live: app.live, liveOutbox: app.liveOutbox, registry: buildCrudRegistry() };
  await app.register(orderRoutes, { deps });
  await app.register(breakRoutes, { deps });
  await app.register(groupOrderRoutes, { deps });
  await app.register(noShowRoutes, { deps });
  repeatingJob(app, 'missed orders job', missedOrdersIntervalMs, () => markMissedOrders(deps));
};
