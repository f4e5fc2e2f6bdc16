export { BillingPage } from './billing-page';
export { SubscriptionPage } from './subscription-page';
