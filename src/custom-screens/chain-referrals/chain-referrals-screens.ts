export { ChainReferralsPage } from './chain-referrals-page';
export { ReferredChainsPage } from './referred-chains-page';
