import type { FastifyPluginAsync } from 'fastify';
import { availabilityRoutes } from './availability.routes';
import { scheduleRoutes } from './schedule.routes';
import { workSlotsRoutes } from './work-slots.routes';

/** The schedule's reads, work slots and availability under /api/v1. */
export const scheduleModule: FastifyPluginAsync = async (app) => {
  await app.register(scheduleRoutes);
  await app.register(workSlotsRoutes);
  await app.register(availabilityRoutes);
};
