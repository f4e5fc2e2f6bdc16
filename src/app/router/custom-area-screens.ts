import type { AreaScreen as Screen } from '@/resources/area-page-props';
import { billingScreens } from '@/custom-screens/billing/billing-routes';
import { cashRegisterScreens } from '@/custom-screens/cash-register/cash-register-routes';
import { chainReferralsScreens } from '@/custom-screens/chain-referrals/chain-referrals-routes';
import { clientReferralsScreens } from '@/custom-screens/client-referrals/client-referrals-routes';
import { catalogScreens } from '@/custom-screens/catalog/catalog-routes';
import { checkoutScreens } from '@/custom-screens/checkout/checkout-routes';
import { clientsScreens } from '@/custom-screens/clients/clients-routes';
import { integrationsScreens } from '@/custom-screens/integrations/integrations-routes';
import { payScreens } from '@/custom-screens/pay/pay-routes';
import { pushSettingsScreens } from '@/custom-screens/push-settings/push-settings-routes';
import { reviewsScreens } from '@/custom-screens/reviews/reviews-routes';
import { marketingScreens } from '@/custom-screens/marketing/marketing-routes';
import { onlineBookingScreens } from '@/custom-screens/online-booking/online-booking-routes';
import { bookingLinksScreens } from '@/custom-screens/booking-links/booking-links-routes';
import { bookingFunnelScreens } from '@/custom-screens/booking-funnel/booking-funnel-routes';
import { bookingPresenceScreens } from '@/custom-screens/booking-presence-page/presence-routes';
import { branchProfileScreens } from '@/custom-screens/online-booking-presence/profile-routes';
import { networkScreens } from '@/custom-screens/network/network-routes';
import { membershipsScreens } from '@/custom-screens/memberships/memberships-routes';
import { reportsScreens } from '@/custom-screens/reports/reports-routes';
import { salesScreens } from '@/custom-screens/sales/sales-routes';
import { scheduleScreens } from '@/custom-screens/schedule/schedule-routes';
import { settingsScreens } from '@/custom-screens/settings/settings-routes';
import { teamScreens } from '@/custom-screens/team/team-routes';

/**
 * Screens a generic resource screen cannot be (src/custom-screens), by full route pattern, e.g.
 * '/chain/:orgId/branch/:branchId/clients/:clientId/overview'. They win over the generic screens of
 * area-screens.ts for the same pattern.
 */
export const customAreaScreens: Record<string, Screen> = {
  ...settingsScreens,
  ...clientsScreens,
  ...teamScreens,
  ...catalogScreens,
  ...scheduleScreens,
  ...salesScreens,
  ...membershipsScreens,
  ...reportsScreens,
  ...cashRegisterScreens,
  ...checkoutScreens,
  ...payScreens,
  ...reviewsScreens,
  ...marketingScreens,
  ...integrationsScreens,
  ...pushSettingsScreens,
  ...onlineBookingScreens,
  ...bookingLinksScreens,
  ...bookingFunnelScreens,
  ...bookingPresenceScreens,
  ...branchProfileScreens,
  ...billingScreens,
  ...chainReferralsScreens,
  ...clientReferralsScreens,
  ...networkScreens,
};
