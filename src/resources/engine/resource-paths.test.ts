import { describe, expect, it } from 'vitest';
import { flattenAreaPages } from '@/schema/area-paths';
import { findResource, resourceRegistry } from '@/schema/resources';
import {
  resourceApiPath,
  resourceIdParam,
  resourcePagePath,
  resourcePagePattern,
} from './resource-paths';
import { childResources, resourceScreenEntries } from './resource-screens';

const def = (name: string) => {
  const found = findResource(name);
  if (!found) throw new Error(name);
  return found;
};

describe('resourceApiPath', () => {
  it('puts branch resources under the branch and chain resources under the organisation', () => {
    expect(resourceApiPath(def('clients'), { orgId: 3, branchId: 5 })).toBe('branches/5/clients');
    expect(resourceApiPath(def('vacancies'), { orgId: 3, branchId: 5 })).toBe('organizations/3/vacancies');
    expect(resourceApiPath(def('vacancies'), { orgId: 3 })).toBe('organizations/3/vacancies');
  });

  it('refuses a branch resource without a branch', () => {
    expect(() => resourceApiPath(def('clients'), { orgId: 3, branchId: null })).toThrow(/branch/);
  });
});

describe('resourcePagePath', () => {
  const ws = { orgId: 1, branchId: 10 };

  it('builds list, show, create and edit URLs from the screens and the area pattern', () => {
    expect(resourcePagePath(def('clients'), 'list', ws)).toBe('/chain/1/branch/10/clients');
    expect(resourcePagePath(def('clients'), 'show', { ...ws, id: 7 })).toBe('/chain/1/branch/10/clients/7');
    expect(resourcePagePath(def('memberships'), 'create', ws)).toBe('/chain/1/branch/10/catalog/memberships/create');
    expect(resourcePagePath(def('memberships'), 'edit', { ...ws, id: 4 })).toBe(
      '/chain/1/branch/10/catalog/memberships/edit/4',
    );
    expect(resourcePagePath(def('vacancies'), 'show', { orgId: 1, id: 9 })).toBe('/chain/1/vacancies/9/vacancy');
    expect(resourcePagePath(def('jobTitles'), 'list', ws)).toBe('/chain/1/branch/10/settings/jobTitles');
  });

  it('answers null for a page the definition does not have or a missing parameter', () => {
    expect(resourcePagePath(def('jobTitles'), 'edit', { ...ws, id: 1 })).toBeNull();
    expect(resourcePagePath(def('clients'), 'show', ws)).toBeNull();
    expect(resourcePagePath(def('vacancyReplies'), 'list', { orgId: 1 })).toBeNull();
  });

  it('fills the parent parameter of a list and carries the parent to a create page as a query', () => {
    expect(resourcePagePath(def('services'), 'list', { ...ws, parentId: 12 })).toBe('/chain/1/branch/10/catalog/services/12');
    expect(resourcePagePath(def('services'), 'list', { ...ws, parentId: -1 })).toBe('/chain/1/branch/10/catalog/services/-1');
    expect(resourcePagePath(def('services'), 'create', { ...ws, parentId: 12 })).toBe(
      '/chain/1/branch/10/catalog/units/new?categoryId=12',
    );
    expect(resourcePagePath(def('services'), 'edit', { ...ws, id: 3 })).toBe('/chain/1/branch/10/catalog/units/3');
    expect(resourcePagePath(def('vacancyReplies'), 'list', { orgId: 1, parentId: 9 })).toBe('/chain/1/vacancies/9/vacancy/replies');
  });

  it('names the id parameter of show and edit pages', () => {
    expect(resourceIdParam(def('services'), 'edit')).toBe('itemId');
    expect(resourceIdParam(def('employees'), 'show')).toBe('empId');
    expect(resourceIdParam(def('jobTitles'), 'show')).toBeNull();
  });
});

describe('resourceScreenEntries', () => {
  const entries = resourceScreenEntries(resourceRegistry);
  const at = (pattern: string) => entries.find((e) => e.pattern === pattern);

  it('gives every page a pattern that the router knows', () => {
    const known = new Set(flattenAreaPages().map((p) => p.pattern));
    for (const entry of entries) expect(known.has(entry.pattern), entry.pattern).toBe(true);
    expect(new Set(entries.map((e) => e.pattern)).size).toBe(entries.length);
  });

  it('leaves record cards with tabs to custom screens', () => {
    expect(at('/chain/:orgId/branch/:branchId/clients/:clientId')).toBeUndefined();
    expect(at('/chain/:orgId/branch/:branchId/team/members/:empId')).toBeUndefined();
    expect(at('/chain/:orgId/branch/:branchId/clients')).toEqual({
      kind: 'list',
      pattern: '/chain/:orgId/branch/:branchId/clients',
      resource: 'clients',
    });
  });

  it("shows a category with its services listed under it", () => {
    expect(at('/chain/:orgId/branch/:branchId/catalog/services/:categoryId')).toEqual({
      kind: 'show',
      pattern: '/chain/:orgId/branch/:branchId/catalog/services/:categoryId',
      resource: 'serviceCategories',
      childList: 'services',
    });
    expect(at('/chain/:orgId/branch/:branchId/catalog/units/:itemId')?.kind).toBe('edit');
    expect(at('/chain/:orgId/vacancies/:vacancyId/vacancy')?.kind).toBe('show');
    expect(at('/chain/:orgId/vacancies/:vacancyId/vacancy/replies')?.kind).toBe('list');
  });

  it('registers every list page', () => {
    for (const definition of resourceRegistry) {
      const pattern = resourcePagePattern(definition, 'list')!;
      const entry = at(pattern);
      expect(entry, definition.name).toBeDefined();
      expect(entry?.resource === definition.name || (entry?.kind === 'show' && entry.childList === definition.name)).toBe(true);
    }
  });

  it('finds the resources listed under a record', () => {
    expect(childResources(def('vacancies'), resourceRegistry).map((d) => d.name)).toEqual(['vacancyReplies']);
    expect(childResources(def('serviceCategories'), resourceRegistry).map((d) => d.name)).toEqual(['services']);
    expect(childResources(def('clients'), resourceRegistry)).toEqual([]);
  });
});
