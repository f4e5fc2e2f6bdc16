import type { FastifyPluginAsync } from 'fastify';
import { repeatingJob } from '../../plugins/app/repeating-job';
import { domainRecheckRunMs, recheckDomains } from './domain-recheck';
import { flushFunnelCounts } from './funnel-counter';
import { funnelRoutes } from './funnel.routes';
import { publicDepsOf } from './holds.service';
import { sweepExpiredHolds } from './hold-sweep';
import { onlineBookingRoutes } from './online-booking.routes';
import { presenceRoutes } from './presence.routes';
import { profileRoutes } from './profile.routes';
import { publicBookingRoutes } from './public-booking.routes';
import { forgetBranchTimesByGuid } from './public-times-cache';

export { bookingPagesModule } from './booking-pages';

/**
 * Expired holds are deleted this often besides before every new hold (docs/online-booking.md decision 4), and
 * announced, so the schedule drops their "being booked online" blocks.
 */
const holdSweepMs = 30_000;

/** The booking funnel's counts are written this often (funnel-counter.ts), and when the app closes. */
const funnelFlushMs = 10_000;

/** Online booking (issue 18) under /api/v1: the staff's settings and the booking page's public calls. */
export const onlineBookingModule: FastifyPluginAsync = async (app) => {
  const deps = publicDepsOf(app);
  // Any event of a branch (a booking, a move, a shift) may change its free times: drop the ones kept.
  app.live.watch((branchGuid) => forgetBranchTimesByGuid(app.db, branchGuid));
  await app.register(onlineBookingRoutes);
  await app.register(publicBookingRoutes, { deps });
  await app.register(funnelRoutes);
  await app.register(presenceRoutes);
  await app.register(profileRoutes);
  repeatingJob(app, 'expired holds sweep', holdSweepMs, () => sweepExpiredHolds(deps));
  repeatingJob(app, 'booking funnel flush', funnelFlushMs, () => flushFunnelCounts(app.db));
  repeatingJob(app, 'custom domains re-check', domainRecheckRunMs, () => recheckDomains({ db: app.db, resolveTxt: app.resolveTxt }));
  app.addHook('onClose', async () => {
    await flushFunnelCounts(app.db).catch((err: unknown) => app.log.warn({ err }, 'booking funnel flush failed'));
  });
};
