/** Chain-level referrals (issue 20, docs/chain-referrals.md): a chain's link and the chains it brought; its API under /api/v1. */
export { chainReferralsRoutes as chainReferralsModule } from './chain-referrals.routes';
