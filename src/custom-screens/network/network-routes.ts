import type { AreaScreen } from '@/resources/area-page-props';
import { lazyAreaScreen } from '@/resources/lazy-area-screen';

/** Network → About (the chain's and one branch's) and Blog, for the router (src/app/router/custom-area-screens.ts). */
export const networkScreens: Record<string, AreaScreen> = {
  '/chain/:orgId/network/about/:selectedAlias?': lazyAreaScreen(() => import('./about-page'), (m) => m.NetworkAboutPage),
  '/chain/:orgId/network/blog': lazyAreaScreen(() => import('./blog-page'), (m) => m.NetworkBlogPage),
};
