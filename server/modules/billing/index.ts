/** Billing (issue 20, docs/billing.md): plans, the chain's subscription and the licence it issues; its API under /api/v1. */
export { billingRoutes as billingModule } from './billing.routes';
