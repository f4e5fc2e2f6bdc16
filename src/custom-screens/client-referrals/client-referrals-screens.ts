export { ReferralProgrammePage } from './referral-programme-page';
export { ReferralListPage } from './referral-list-page';
