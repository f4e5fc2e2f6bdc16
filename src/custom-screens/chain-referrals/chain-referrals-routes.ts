import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import type * as Screens from './chain-referrals-screens';

/**
 * A chain's Referrals (docs/chain-referrals.md), its own chunk. By full route pattern, so the branch's Referrals
 * (client referrals), which shares the page keys, keeps its own screens.
 */
const screen = (name: keyof typeof Screens): AreaScreen => lazyAreaScreen(() => import('./chain-referrals-screens'), (m) => m[name]);

export const chainReferralsScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/referrals': screen('ChainReferralsPage'),
  '/chain/:orgId/referrals/listOf': screen('ReferredChainsPage'),
};
