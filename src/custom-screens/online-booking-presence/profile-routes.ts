import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

const presence = '/chain/:orgId/branch/:branchId/onlineBooking/presence';

/** Online booking → Presence → About, Contacts, Location and Hours of a branch, for the router (custom-area-screens.ts). */
export const branchProfileScreens: Record<string, AreaScreen> = {
  [`${presence}/about`]: lazyAreaScreen(() => import('./about-page'), (m) => m.ProfileAboutPage),
  [`${presence}/contacts`]: lazyAreaScreen(() => import('./contacts-page'), (m) => m.ProfileContactsPage),
  [`${presence}/location`]: lazyAreaScreen(() => import('./location-page'), (m) => m.ProfileLocationPage),
  [`${presence}/hours`]: lazyAreaScreen(() => import('./hours-page'), (m) => m.ProfileHoursPage),
};
