import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import type * as Screens from './client-referrals-screens';

/**
 * A branch's Referrals (docs/client-referrals.md), its own chunk: the programme and the list of who brought whom. By
 * full route pattern: the chain's Referrals, which shares the page keys, is chain-referrals'.
 */
const screen = (name: keyof typeof Screens): AreaScreen => lazyAreaScreen(() => import('./client-referrals-screens'), (m) => m[name]);

export const clientReferralsScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/branch/:branchId/referrals': screen('ReferralProgrammePage'),
  '/chain/:orgId/branch/:branchId/referrals/listOf': screen('ReferralListPage'),
};
