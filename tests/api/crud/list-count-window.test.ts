import { describe, expect, it } from 'vitest';
import { countWindow, sortWalkLimit } from '../../../server/crud/crud.repository';
import { clientsResource } from '../../../src/schema/resources/clients';
import { setUpCrudWorld, type Json } from './crud-world';
import { basePath } from './resource-suite-support';

/**
 * A searched list stops counting `countWindow` matches past the page's start and says so
 * (meta.totalItemsIsLowerBound); the whole list and narrower searches keep their exact count.
 */
const world = setUpCrudWorld();
const matching = countWindow + 30;
const importBatch = 500;

const importClients = async (count: number, row: (i: number) => Json) => {
  const { a } = world();
  for (let start = 0; start < count; start += importBatch) {
    const rows = Array.from({ length: Math.min(importBatch, count - start) }, (_, i) => row(start + i));
    const answer = await world().api(a.owner, 'POST', `${basePath(clientsResource, a)}/import`, { body: { rows } });
    expect(answer.json).toMatchObject({ created: rows.length, errors: [] });
  }
};

describe('the count of a broad search', () => {
  const list = async (query: Record<string, string>) => {
    const { a } = world();
    const answer = await world().api(a.owner, 'GET', basePath(clientsResource, a), { query });
    expect(answer.status).toBe(200);
    return answer.json as { items: Json[]; meta: Json };
  };

  it('is exact for the whole list and a lower bound past the window for a search', async () => {
    await importClients(matching, (i) => ({ firstName: 'Windowed', lastName: `Client ${i}` }));

    const whole = await list({ perPage: '25' });
    expect(whole.meta.totalItems).toBeGreaterThanOrEqual(matching);
    expect(whole.meta).not.toHaveProperty('totalItemsIsLowerBound');

    const broad = await list({ q: 'windowed', perPage: '25' });
    expect(broad.items).toHaveLength(25);
    expect(broad.meta).toMatchObject({ totalItems: countWindow, totalPages: countWindow / 25, totalItemsIsLowerBound: true });

    // The window moves with the page: from the 41st page of 25 the remaining 30 are within it, counted exactly.
    const late = await list({ q: 'windowed', perPage: '25', page: String(countWindow / 25 + 1) });
    expect(late.items).toHaveLength(25);
    expect(late.meta).toMatchObject({ totalItems: matching, currentPage: countWindow / 25 + 1 });
    expect(late.meta).not.toHaveProperty('totalItemsIsLowerBound');

    const narrow = await list({ q: `windowed ${matching - 1}`, perPage: '25' });
    expect(narrow.meta.totalItems).toBe(1);
    expect(narrow.meta).not.toHaveProperty('totalItemsIsLowerBound');
  });

  it('finds the page of a broad search whose matches sit past the first rows of the sort order', async () => {
    // Surnames that sort before every match: walking the sort order meets none of them first.
    await importClients(sortWalkLimit, (i) => ({ firstName: 'Filler', lastName: `Aaa ${i}` }));
    const whole = await list({ perPage: '25', page: String(sortWalkLimit / 25 + 1) });
    const broad = await list({ q: 'windowed', perPage: '25' });
    expect(broad.meta).toMatchObject({ totalItemsIsLowerBound: true });
    expect(broad.items.map((item) => item.id)).toEqual(whole.items.map((item) => item.id));
    expect(broad.items.every((item) => item.firstName === 'Windowed')).toBe(true);
  });
});
