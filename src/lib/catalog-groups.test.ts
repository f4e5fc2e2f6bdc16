import { describe, expect, it } from 'vitest';
import { groupKey, groupServices, type CatalogCategory, type CatalogService } from './catalog-groups';

const hair: CatalogCategory = { id: 7, name: 'Hair', color: '#3f7cac' };
const nails: CatalogCategory = { id: 3, name: 'Nails', color: '#c98a2b' };
const service = (id: number, categoryId: number | null): CatalogService => ({ id, name: `S${id}`, categoryId, duration: 30, price: '10.00' });

describe('groupServices', () => {
  it('keeps the categories and their services in the order given', () => {
    const groups = groupServices([hair, nails], [service(1, 3), service(2, 7), service(3, 3)], { hideEmpty: false });
    expect(groups.map((g) => g.category?.name)).toEqual(['Hair', 'Nails']);
    expect(groups.map((g) => g.services.map((s) => s.id))).toEqual([[2], [1, 3]]);
  });

  it('puts services without a category, or with one that is gone, in a last group', () => {
    const groups = groupServices([hair], [service(1, null), service(2, 7), service(3, 99)], { hideEmpty: false });
    expect(groups.map(groupKey)).toEqual(['7', 'none']);
    expect(groups[1]!.services.map((s) => s.id)).toEqual([1, 3]);
  });

  it('shows an empty category while browsing, and no last group when every service has a category', () => {
    const groups = groupServices([hair, nails], [service(1, 7)], { hideEmpty: false });
    expect(groups.map((g) => [g.category?.name, g.services.length])).toEqual([
      ['Hair', 1],
      ['Nails', 0],
    ]);
  });

  it('shows only the groups a search matched', () => {
    const groups = groupServices([hair, nails], [service(1, 3)], { hideEmpty: true });
    expect(groups.map((g) => g.category?.name)).toEqual(['Nails']);
    expect(groupServices([hair, nails], [], { hideEmpty: true })).toEqual([]);
  });
});
