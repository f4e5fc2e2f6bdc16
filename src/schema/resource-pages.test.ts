import { describe, expect, it } from 'vitest';
import { gadgetsResource } from '../../tests/fixtures/gadgets.resource';
import { allAreas, findArea } from './areas';
import { flattenAreaPages } from './area-paths';
import { withResourcePages } from './resource-pages';
import { resourceRegistry } from './resources';

describe('resource pages in the navigation tree', () => {
  it('leaves the tree as it is for the registry, whose pages it already has', () => {
    expect(withResourcePages(allAreas, resourceRegistry)).toEqual(allAreas);
  });

  it('adds a new resource’s pages to its area, the list as a tab', () => {
    const areas = withResourcePages(allAreas, [...resourceRegistry, gadgetsResource]);
    const catalog = areas.find((a) => a.scope === 'branch' && a.key === 'catalog')!;
    expect(catalog.pages).toContainEqual({ path: 'gadgets', nav: true });
    expect(flattenAreaPages(areas).map((p) => p.pattern)).toContain('/chain/:orgId/branch/:branchId/catalog/gadgets');
    expect(catalog.pages.length).toBe(findArea('branch', 'catalog')!.pages.length + 1);
  });
});
