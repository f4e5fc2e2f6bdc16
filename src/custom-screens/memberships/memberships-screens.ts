/** Sold memberships' pages in one chunk: the list, a membership's details and paying one of its instalments. */
export { MembershipPaymentPage } from './membership-payment-page';
export { SoldMembershipPage } from './sold-membership-page';
export { SoldMembershipsPage } from './sold-memberships-page';
