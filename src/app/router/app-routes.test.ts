// @vitest-environment jsdom
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { flattenAreaPages } from '@/schema/area-paths';
import { accountPath, accountPages, topLevelPaths, type AccountPage } from '@/schema/routes';
import { appRoutes } from './app-routes';

const sample: Record<string, string> = {
  categoryId: '-4',
  itemUid: 'a1b2',
  recipient: 'customer',
  notificationType: 'reminder',
  broadcastType: 'email',
  integrationAlias: 'stripe',
  selectedAlias: 'my-salon',
};
const fill = (pattern: string) =>
  pattern
    .split('/')
    .map((s) => (s.startsWith(':') ? (sample[s.slice(1).replace('?', '')] ?? '12') : s))
    .join('/');

const leafPath = (pathname: string): string | undefined => {
  const matches = matchRoutes(appRoutes, pathname);
  return matches?.[matches.length - 1]?.route.path;
};

describe('the router', () => {
  it('registers every page of the navigation tree (none falls through to not-found)', () => {
    const pages = flattenAreaPages();
    expect(pages.length).toBeGreaterThan(140);
    for (const { pattern } of pages) expect(leafPath(fill(pattern)), pattern).not.toBe('*');
  });

  it('registers the top-level, account, menu and redirect routes', () => {
    const paths = [
      ...Object.values(topLevelPaths),
      ...(Object.keys(accountPages) as AccountPage[]).map(accountPath),
      '/chain/1',
      '/chain/1/menu',
      '/chain/1/branch/2',
      '/chain/1/branch/2/menu',
      '/chain/1/network',
      '/chain/1/branch/2/marketing',
      '/chain/1/branch/2/sales',
      '/chain/1/branch/2/team',
      '/chain/1/branch/2/onlineBooking',
    ];
    for (const path of paths) expect(leafPath(path), path).not.toBe('*');
  });

  it('sends unknown paths to not-found', () => {
    for (const path of ['/nope', '/chain/1/nope', '/chain/1/branch/2/nope/deeper', '/account/nope']) {
      expect(leafPath(path), path).toBe('*');
    }
  });

  it('prefers fixed segments over parameters', () => {
    const matches = matchRoutes(appRoutes, '/chain/1/branch/2/catalog/services/new');
    expect(matches?.at(-1)?.route.path).toBe('services/new');
    expect(matchRoutes(appRoutes, '/chain/1/branch/2/integrations/sms')?.at(-1)?.route.path).toBe('sms');
  });
});
