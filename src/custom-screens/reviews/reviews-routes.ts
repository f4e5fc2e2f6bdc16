import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';
import type * as Screens from './reviews-screens';

/** The branch's reviews (Team → Reviews), its own chunk; the client card's tab and the member's average live in their cards. */
const screen = (name: keyof typeof Screens): AreaScreen => lazyAreaScreen(() => import('./reviews-screens'), (m) => m[name]);

export const reviewsScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/branch/:branchId/team/reviews': screen('BranchReviewsPage'),
};
