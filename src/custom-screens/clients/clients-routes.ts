import { lazy } from 'react';
import type { AreaScreen } from '@/resources/area-page-props';
import type * as Screens from './clients-screens';

/** The clients list and the client card by route pattern; they load as one chunk. */
const screen = (name: keyof typeof Screens): AreaScreen =>
  lazy(() => import('./clients-screens').then((m) => ({ default: m[name] })));

const card = '/chain/:orgId/branch/:branchId/clients/:clientId';

export const clientsScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/branch/:branchId/clients': screen('ClientsListPage'),
  [card]: screen('ClientMainPage'),
  [`${card}/overview`]: screen('ClientOverviewPage'),
  [`${card}/details`]: screen('ClientDetailsPage'),
  [`${card}/about`]: screen('ClientAboutPage'),
  [`${card}/history`]: screen('ClientHistoryPage'),
  ...Object.fromEntries(
    ['notifications', 'sales', 'appointments', 'reviews', 'transactions'].map((section) => [
      `${card}/${section}`,
      screen('ClientActivityPage'),
    ]),
  ),
};
