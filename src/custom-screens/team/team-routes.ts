import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import type * as Screens from './team-screens';
import type * as WorkSlotScreens from './work-slots/work-slots-screens';

/** The team member card by route pattern (the members list is the engine's); one chunk. */
const screen = (name: keyof typeof Screens): AreaScreen => lazyAreaScreen(() => import('./team-screens'), (m) => m[name]);

/** The month grid of work slots, its own chunk: the team's scheduled shifts and the card's calendar. */
const workSlots = (name: keyof typeof WorkSlotScreens): AreaScreen => lazyAreaScreen(() => import('./work-slots/work-slots-screens'), (m) => m[name]);

const card = '/chain/:orgId/branch/:branchId/team/members/:empId';

export const teamScreens: Record<string, AreaScreen> = {
  [card]: screen('MemberMainPage'),
  [`${card}/overview`]: screen('MemberOverviewPage'),
  [`${card}/information`]: screen('MemberInformationPage'),
  [`${card}/about`]: screen('MemberAboutPage'),
  [`${card}/services`]: screen('MemberServicesPage'),
  [`${card}/telegram`]: screen('MemberTelegramPage'),
  [`${card}/settings`]: screen('MemberSettingsPage'),
  [`${card}/calendar`]: workSlots('MemberCalendarPage'),
  '/chain/:orgId/branch/:branchId/team/workSlots': workSlots('WorkSlotsPage'),
};
