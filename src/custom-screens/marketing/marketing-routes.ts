import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import type * as Screens from './marketing-screens';

/**
 * Marketing (issue 17) in one chunk: the automated notifications (the matrix with the log, a rule, its words) and
 * broadcasts of a branch, and the same automation screens for the chain's defaults.
 */
const screen = (name: keyof typeof Screens): AreaScreen =>
  lazyAreaScreen(
    () => import('./marketing-screens'),
    (m) => m[name],
  );

const branchMarketing = '/chain/:orgId/branch/:branchId/marketing';
const chainMarketing = '/chain/:orgId/marketing';

/** The automation screens, the same in a branch and for the chain: they read their scope from the route. */
const automationScreens = (marketing: string): Record<string, AreaScreen> => {
  const notification = `${marketing}/notifications/:recipient/:notificationType`;
  return {
    [`${marketing}/automations`]: screen('AutomationsPage'),
    [`${notification}/settings`]: screen('NotificationSettingsPage'),
    [`${notification}/templates`]: screen('NotificationTemplatesPage'),
  };
};

export const marketingScreens: Record<string, AreaScreen> = {
  ...automationScreens(branchMarketing),
  ...automationScreens(chainMarketing),
  [`${branchMarketing}/email`]: screen('EmailBroadcastsPage'),
  [`${branchMarketing}/sms`]: screen('SmsBroadcastsPage'),
  [`${branchMarketing}/:broadcastType/new`]: screen('NewBroadcastPage'),
  [`${branchMarketing}/:broadcastType/:broadcastId`]: screen('BroadcastPage'),
};
