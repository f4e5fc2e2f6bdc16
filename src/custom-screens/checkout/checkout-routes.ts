import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** The sale flow's steps, from Sales → New sale and from a client's card (its client fixed): one screen, one chunk. */
const sale = lazyAreaScreen(() => import('./sale-page'), (m) => m.SalePage);
const salesBase = '/chain/:orgId/branch/:branchId/sales/newSale';
const clientBase = '/chain/:orgId/branch/:branchId/clients/:clientId/new-sale';
const steps = ['', '/select-membership', '/payment', '/edit-item/:itemUid'];

export const checkoutScreens: Record<string, AreaScreen> = Object.fromEntries([
  ...[...steps, '/summary'].map((step) => [`${salesBase}${step}`, sale]),
  ...steps.map((step) => [`${clientBase}${step}`, sale]),
]);
