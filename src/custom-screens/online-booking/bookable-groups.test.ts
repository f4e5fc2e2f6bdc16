import { describe, expect, it } from 'vitest';
import { groupByCategory } from './bookable-groups';

describe('services by category', () => {
  it('keeps the catalog’s order, one group a category, those without one as their own group', () => {
    const services = [
      { id: 1, categoryName: 'Hair' },
      { id: 2, categoryName: 'Hair' },
      { id: 3, categoryName: 'Nails' },
      { id: 4, categoryName: null },
    ];
    expect(groupByCategory(services)).toEqual([
      { category: 'Hair', things: [services[0], services[1]] },
      { category: 'Nails', things: [services[2]] },
      { category: null, things: [services[3]] },
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});
