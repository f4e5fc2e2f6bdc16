import type { FastifyPluginAsync } from 'fastify';
import { serverOrigin } from '../id/request-helpers';
import { publicDepsOf } from '../online-booking/holds.service';
import type { ClassSeatDeps } from './class-seat-deps';
import { classSeatRoutes } from './class-seats.routes';
import { seatKeysOf } from './seat-tokens';

export { seatPageRoutes } from './seat-pages';

export const classSeatDepsOf = (app: Parameters<FastifyPluginAsync>[0]): ClassSeatDeps => ({
  ...publicDepsOf(app),
  seatKeys: seatKeysOf(app.secrets.integrationKey),
  // The seat's link in the message points at this server (PUBLIC_URL when set).
  get linkOrigin() {
    return serverOrigin(app);
  },
});

/** Joining a group class from the booking page (issue 18) under /api/v1. */
export const classSeatsModule: FastifyPluginAsync = async (app) => {
  await app.register(classSeatRoutes, { deps: classSeatDepsOf(app) });
};
