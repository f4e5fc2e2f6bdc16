export {
  MemberAboutPage,
  MemberInformationPage,
  MemberLinkedSectionPage,
  MemberMainPage,
  MemberOverviewPage,
  MemberServicesPage,
  MemberSettingsPage,
  MemberTelegramPage,
} from './member-card-pages';
