export {
  MemberAboutPage,
  MemberInformationPage,
  MemberMainPage,
  MemberOverviewPage,
  MemberServicesPage,
  MemberSettingsPage,
} from './member-card-pages';
export { MemberTelegramPage } from './member-telegram-page';
