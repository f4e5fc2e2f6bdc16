import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

const presence = '/chain/:orgId/branch/:branchId/onlineBooking/presence';

/** Online booking → Presence → Images, Marketing, SEO and Domain of a branch, for the router (custom-area-screens.ts). */
export const bookingPresenceScreens: Record<string, AreaScreen> = {
  [`${presence}/images`]: lazyAreaScreen(() => import('./images-page'), (m) => m.PresenceImagesPage),
  [`${presence}/marketing`]: lazyAreaScreen(() => import('./marketing-page'), (m) => m.PresenceMarketingPage),
  [`${presence}/seo`]: lazyAreaScreen(() => import('./seo-page'), (m) => m.PresenceSeoPage),
  [`${presence}/domain`]: lazyAreaScreen(() => import('./domain-page'), (m) => m.PresenceDomainPage),
};
