import { describe, expect, it } from 'vitest';
import { encodeFilters, encodeSort, listQuerySchema } from './list-query';

describe('list query grammar', () => {
  it('round-trips sort and filters through the query string form', () => {
    const parsed = listQuerySchema.parse({
      page: '2',
      perPage: '50',
      sort: encodeSort([
        { field: 'lastName', order: 'asc' },
        { field: 'createdAt', order: 'desc' },
      ]),
      filters: encodeFilters({ combiner: 'or', conditions: [{ field: 'firstName', matchMode: 'contains', value: 'an' }] }),
    });
    expect(parsed).toMatchObject({
      page: 2,
      perPage: 50,
      sort: [
        { field: 'lastName', order: 'asc' },
        { field: 'createdAt', order: 'desc' },
      ],
      filters: { combiner: 'or', conditions: [{ field: 'firstName', matchMode: 'contains', value: 'an' }] },
    });
  });

  it('defaults paging and caps the page size', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ page: 1, perPage: 25 });
    expect(listQuerySchema.safeParse({ perPage: '500' }).success).toBe(false);
  });

  it('rejects unknown match modes, bad JSON and bad sort directions', () => {
    expect(listQuerySchema.safeParse({ filters: '{"conditions":[{"field":"a","matchMode":"like","value":1}]}' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ filters: 'not json' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ sort: 'name:sideways' }).success).toBe(false);
  });

  it('refuses the NUL character in a filter value, naming the value', () => {
    for (const value of ['a\u0000b', ['a', 'b\u0000']]) {
      const parsed = listQuerySchema.safeParse({ filters: encodeFilters({ combiner: 'and', conditions: [{ field: 'firstName', matchMode: 'in', value }] }) });
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        [Array.isArray(value) ? 'filters.conditions.0.value.1' : 'filters.conditions.0.value', 'Must not contain the NUL character (U+0000)'],
      ]);
    }
  });
});
