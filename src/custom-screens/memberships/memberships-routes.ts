import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** Sold memberships in Sales and in Catalog (the same pages), and paying an instalment from the client card. */
const screens = () => import('./memberships-screens');
const list = lazyAreaScreen(screens, (m) => m.SoldMembershipsPage);
const details = lazyAreaScreen(screens, (m) => m.SoldMembershipPage);
const payment = lazyAreaScreen(screens, (m) => m.MembershipPaymentPage);
const branch = '/chain/:orgId/branch/:branchId';

export const membershipsScreens: Record<string, AreaScreen> = {
  [`${branch}/sales/sold-memberships`]: list,
  [`${branch}/sales/sold-memberships/details/:customerId/:id`]: details,
  [`${branch}/catalog/sold-memberships`]: list,
  [`${branch}/catalog/sold-memberships/details/:customerId/:id`]: details,
  [`${branch}/clients/:clientId/membership-payment/:paymentId`]: payment,
};
