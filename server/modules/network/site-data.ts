import { networkPaths, type NetworkAboutSettings } from '../../../src/schema/network/network-site';
import type { Db } from '../../db/client';
import { siteOpen } from './network-access';
import { chainsWithSites, findChainBySlug, findSite, listChainBranches, publishedSlugs, type ChainBranchRow } from './network.repository';

export type OpenSite = { organizationId: number; slug: string; chainName: string; about: NetworkAboutSettings; branches: ChainBranchRow[] };

/**
 * A chain's site by the chain's slug, with the branches it shows; null for an unknown slug, a branch's slug, or a
 * chain whose licence closes `network` (its pages answer 404 as if they never were).
 */
export async function openSite(db: Db, slug: string): Promise<OpenSite | null> {
  const chain = await findChainBySlug(db, slug);
  if (!chain || !(await siteOpen(db, chain.organizationId))) return null;
  const [site, branches] = await Promise.all([findSite(db, chain.organizationId), listChainBranches(db, chain.organizationId)]);
  const hidden = new Set(site.about.hiddenBranchIds);
  return { organizationId: chain.organizationId, slug, chainName: chain.name, about: site.about, branches: branches.filter((branch) => !hidden.has(branch.id)) };
}

/** The sitemap's pages of every chain whose site is in use and open: About, each shown branch, the blog, its posts, jobs. */
export async function sitePagesForSitemap(db: Db): Promise<string[]> {
  const sites = (await Promise.all((await chainsWithSites(db)).map((chain) => openSite(db, chain.slug)))).filter((site) => site !== null);
  const posts = await publishedSlugs(db, sites.map((site) => site.organizationId));
  const paths: string[] = [];
  for (const site of sites) {
    const own = posts.filter((post) => post.organizationId === site.organizationId);
    paths.push(
      networkPaths.about(site.slug),
      ...site.branches.map((branch) => networkPaths.branch(site.slug, branch.alias)),
      networkPaths.blog(site.slug),
      ...own.map((post) => networkPaths.post(site.slug, post.slug)),
      networkPaths.jobs(site.slug),
    );
  }
  return paths;
}
