import type { FastifyPluginAsync } from 'fastify';
import { buildCrudRegistry } from '../../crud/crud-registry';
import { repeatingJob } from '../../plugins/app/repeating-job';
import { serverOrigin } from '../id/request-helpers';
import { bookingKeysOf } from '../online-booking/booking-tokens';
import { runOfferJobs } from './offers.service';
import type { WaitlistDeps } from './waitlist-deps';
import { waitlistKeysOf } from './waitlist-tokens';
import { waitlistRoutes } from './waitlist.routes';

export { waitlistPageRoutes } from './waitlist-pages';

/** Offer jobs are run this often: a freed time is offered within seconds of its commit. */
const offerRunMs = 3_000;

export const waitlistDepsOf = (app: Parameters<FastifyPluginAsync>[0]): WaitlistDeps => ({
  db: app.db,
  live: app.live,
  liveOutbox: app.liveOutbox,
  registry: buildCrudRegistry(),
  keys: bookingKeysOf(app.secrets.integrationKey),
  waitlistKeys: waitlistKeysOf(app.secrets.integrationKey),
  // Links in messages point at this server whoever's change planned them (PUBLIC_URL when set).
  get linkOrigin() {
    return serverOrigin(app);
  },
});

/** The waitlist (issue 18 deliverable 7) under /api/v1: joining from the booking page, the staff's list, the offer worker. */
export const waitlistModule: FastifyPluginAsync = async (app) => {
  const deps = waitlistDepsOf(app);
  await app.register(waitlistRoutes, { deps });
  repeatingJob(app, 'waitlist offers', offerRunMs, () => runOfferJobs(deps));
};
