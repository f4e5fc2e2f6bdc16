export { MemberCalendarPage } from './member-calendar-page';
export { WorkSlotsPage } from './work-slots-page';
