import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDomainName } from '../../../src/schema/online-booking/presence-domain';
import type { Db } from '../../db/client';
import { defaultWebAppRoot } from '../web-app';
import { findSlugs } from './booking-addresses.repository';
import { sendBookingPage } from './booking-page.routes';
import { findVerifiedDomain } from './domain.repository';
import { readIslandAssets } from './island-assets';

/**
 * Custom domains (docs/online-booking.md decision 1, Presence → Domain): a GET of `/` whose Host is a domain a branch
 * listed AND proved (its TXT record found) is that branch's booking page; the page's own calls (times, holds, the
 * island's files) are paths that answer on any Host already. Any other Host — the product's own, an IP, an unlisted or
 * unproved domain — goes on to the normal app, untouched: nothing here ever builds a redirect or a link from a Host.
 * Which Host a request has is `request.hostname` (X-Forwarded-Host only behind a trusted proxy, TRUST_PROXY).
 */
const keptMs = 5_000;
/** The page a verified domain shows: its branch's slug, and the chain (whose open pages say whether it is open). */
type DomainPage = { organizationId: number; slug: string };
type Kept = Map<string, { expires: number; page: Promise<DomainPage | null> }>;
const kept = new WeakMap<object, Kept>();

/** After a domain is removed or checked here: the next request reads it again (other processes: within 5 s). */
export const forgetDomainHosts = (db: Db): void => void kept.delete(db);

async function pageOfDomain(db: Db, domain: string): Promise<DomainPage | null> {
  const owner = await findVerifiedDomain(db, domain);
  if (!owner) return null;
  const slug = (await findSlugs(db, owner.organizationId, owner.branchId)).branch;
  return slug ? { organizationId: owner.organizationId, slug } : null;
}

function keptPageOfDomain(db: Db, domain: string): Promise<DomainPage | null> {
  let map = kept.get(db);
  if (!map) kept.set(db, (map = new Map()));
  const now = Date.now();
  const hit = map.get(domain);
  if (hit && hit.expires > now) return hit.page;
  // Anyone may send any Host: past a thousand names the map starts again rather than growing.
  if (map.size > 1000) map.clear();
  const page = pageOfDomain(db, domain);
  map.set(domain, { expires: now + keptMs, page });
  page.catch(() => map.delete(domain));
  return page;
}

/** The product's own host names (PUBLIC_URL's), never looked up as a salon's domain. */
function ownHosts(app: FastifyInstance): Set<string> {
  const hosts = new Set(['localhost']);
  if (app.env.PUBLIC_URL) hosts.add(new URL(app.env.PUBLIC_URL).hostname);
  return hosts;
}

/**
 * The listed and verified domain a request came to, with the page it shows (at its `/`, and in its robots.txt and
 * sitemap.xml: sitemap.routes.ts); null for any other Host. A Host is looked up only when it is a domain name and not
 * the product's own.
 */
export async function customDomainOf(app: FastifyInstance, request: FastifyRequest): Promise<(DomainPage & { domain: string }) | null> {
  const host = request.hostname.toLowerCase().replace(/\.$/, '');
  if (ownHosts(app).has(host) || !isDomainName(host)) return null;
  const page = await keptPageOfDomain(app.db, host);
  return page && { ...page, domain: host };
}

export const customDomainsPlugin = fp(async (app: FastifyInstance) => {
  const island = readIslandAssets(defaultWebAppRoot);
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.split('?')[0] !== '/') return;
    const page = await customDomainOf(app, request);
    if (!page) return;
    await sendBookingPage(app, island, page.slug, request, reply);
    return reply;
  });
});
