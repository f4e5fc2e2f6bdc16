import { describe, expect, it } from 'vitest';
import { findResource } from '@/schema/resources';
import { decodeListState, encodeListState, initialListState, withCreated, type ListState } from './list-url-state';

const clients = findResource('clients')!;

describe('list state in the URL', () => {
  it('leaves defaults out and reads them back', () => {
    expect(encodeListState(initialListState).toString()).toBe('');
    expect(decodeListState(new URLSearchParams(''), clients)).toEqual(initialListState);
  });

  it('round-trips page, page size, sort, search and filters', () => {
    const state: ListState = {
      page: 3,
      perPage: 50,
      sort: [{ field: 'lastName', order: 'desc' }],
      q: 'ann',
      filters: {
        combiner: 'or',
        conditions: [
          { field: 'firstName', matchMode: 'startsWith', value: 'An' },
          { field: 'visitCount', matchMode: 'between', value: [1, 5] },
          { field: 'birthDate', matchMode: 'dateAfter', value: '' },
        ],
      },
      created: 12,
    };
    const params = encodeListState(state);
    expect(params.get('sort')).toBe('lastName:desc');
    expect(decodeListState(new URLSearchParams(params.toString()), clients)).toEqual(state);
  });

  it('points a list at a record just created, keeping its other parameters', () => {
    expect(withCreated('/chain/1/catalog/memberships', 7)).toBe('/chain/1/catalog/memberships?created=7');
    expect(withCreated('/x?page=2&created=3', 7)).toBe('/x?page=2&created=7');
  });

  it('keeps query parameters that are not the list’s', () => {
    const params = encodeListState({ ...initialListState, page: 2 }, new URLSearchParams('tab=x&page=9'));
    expect(params.get('tab')).toBe('x');
    expect(params.get('page')).toBe('2');
  });

  it('drops what a hand-edited URL gets wrong', () => {
    const params = new URLSearchParams({
      page: '-2',
      perPage: '33',
      sort: 'tgChatId:asc,firstName:up,lastName:asc,nope:desc',
      filters: JSON.stringify({
        combiner: 'xor',
        conditions: [
          { field: 'firstName', matchMode: 'dateIs', value: 'x' },
          { field: 'secret', matchMode: 'equals', value: 1 },
          { field: 'email', matchMode: 'contains', value: 'demo' },
          'junk',
        ],
      }),
    });
    expect(decodeListState(params, clients)).toEqual({
      page: 1,
      perPage: 25,
      sort: [{ field: 'lastName', order: 'asc' }],
      q: '',
      filters: { combiner: 'and', conditions: [{ field: 'email', matchMode: 'contains', value: 'demo' }] },
      created: null,
    });
    expect(decodeListState(new URLSearchParams('filters=%7Bnot json'), clients).filters.conditions).toEqual([]);
  });
});
