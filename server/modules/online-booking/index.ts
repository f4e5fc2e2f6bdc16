import type { FastifyPluginAsync } from 'fastify';
import { onlineBookingRoutes } from './online-booking.routes';
import { publicBookingRoutes } from './public-booking.routes';
import { forgetBranchTimesByGuid } from './public-times-cache';

/** Online booking (issue 18) under /api/v1: the staff's settings and the booking page's public calls. */
export const onlineBookingModule: FastifyPluginAsync = async (app) => {
  // Any event of a branch (a booking, a move, a shift) may change its free times: drop the ones kept.
  app.live.watch((branchGuid) => forgetBranchTimesByGuid(app.db, branchGuid));
  await app.register(onlineBookingRoutes);
  await app.register(publicBookingRoutes);
};
