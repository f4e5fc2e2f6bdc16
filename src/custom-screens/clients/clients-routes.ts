import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import type * as CardPages from './client-card-pages';

/** The clients list and the client card by route pattern: the list alone, the card's pages in one chunk. */
const listPage = lazyAreaScreen(() => import('./clients-list-page'), (m) => m.ClientsListPage);
const screen = (name: keyof typeof CardPages): AreaScreen => lazyAreaScreen(() => import('./client-card-pages'), (m) => m[name]);

const card = '/chain/:orgId/branch/:branchId/clients/:clientId';

export const clientsScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/branch/:branchId/clients': listPage,
  [card]: screen('ClientMainPage'),
  [`${card}/overview`]: screen('ClientOverviewPage'),
  [`${card}/details`]: screen('ClientDetailsPage'),
  [`${card}/about`]: screen('ClientAboutPage'),
  [`${card}/history`]: screen('ClientHistoryPage'),
  // The card's order drawers open over the client's appointments.
  ...Object.fromEntries(['appointments', 'order/new', 'order/:orderId'].map((page) => [`${card}/${page}`, screen('ClientAppointmentsPage')])),
  [`${card}/sales`]: screen('ClientSalesPage'),
  [`${card}/transactions`]: screen('ClientTransactionsPage'),
  [`${card}/notifications`]: screen('ClientNotificationsPage'),
  [`${card}/reviews`]: screen('ClientReviewsPage'),
};
