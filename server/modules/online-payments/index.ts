export { onlinePaymentsRoutes as onlinePaymentsModule } from './online-payments.routes';
export { paymentPagesPlugin } from './payment-pages.routes';
