import type { AreaScreen as Screen } from '@/resources/area-page-props';
import { catalogScreens } from '@/custom-screens/catalog/catalog-routes';
import { clientsScreens } from '@/custom-screens/clients/clients-routes';
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
};
