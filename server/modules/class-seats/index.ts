import type { FastifyPluginAsync } from 'fastify';
import { buildCrudRegistry } from '../../crud/crud-registry';
import { serverOrigin } from '../id/request-helpers';
import { bookingKeysOf } from '../online-booking/booking-tokens';
import type { ClassSeatDeps } from './class-seat-deps';
import { classSeatRoutes } from './class-seats.routes';
import { seatKeysOf } from './seat-tokens';

export { seatPageRoutes } from './seat-pages';

export const classSeatDepsOf = (app: Parameters<FastifyPluginAsync>[0]): ClassSeatDeps => ({
  db: app.db,
  live: app.live,
  liveOutbox: app.liveOutbox,
  registry: buildCrudRegistry(),
  keys: bookingKeysOf(app.secrets.integrationKey),
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
