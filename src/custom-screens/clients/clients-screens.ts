export {
  ClientAboutPage,
  ClientActivityPage,
  ClientDetailsPage,
  ClientHistoryPage,
  ClientMainPage,
  ClientOverviewPage,
} from './client-card-pages';
export { ClientsListPage } from './clients-list-page';
