import type { FastifyPluginAsync } from 'fastify';
import { repeatingJob } from '../../plugins/app/repeating-job';
import { unsubscribeKeyOf } from '../broadcasts/unsubscribe-token';
import { serverOrigin } from '../id/request-helpers';
import { createDailyPlanner, dailyMessagesIntervalMs, unsubscribeLinks } from './daily/daily-planner';
import { notificationsRoutes } from './notifications.routes';

/**
 * Notifications (issue 17): rules, templates and the message log under /api/v1 (prefix given by app.ts), and the job
 * that plans the messages the calendar causes (birthdays, tomorrow's schedule, the day's summary, …).
 */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  await app.register(notificationsRoutes);
  const links = unsubscribeLinks(() => serverOrigin(app), unsubscribeKeyOf(app.secrets.integrationKey));
  const planDaily = createDailyPlanner(app.db, links);
  repeatingJob(app, 'daily messages job', dailyMessagesIntervalMs, () => planDaily());
};
