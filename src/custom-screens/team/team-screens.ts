export {
  MemberAboutPage,
  MemberInformationPage,
  MemberMainPage,
  MemberOverviewPage,
  MemberServicesPage,
  MemberSettingsPage,
  MemberTelegramPage,
} from './member-card-pages';
