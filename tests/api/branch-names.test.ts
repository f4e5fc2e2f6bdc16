import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchNameSchema } from '../../src/schema/organization';
import { itemsResponseSchema } from '../../src/schema/protocol';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addBranch, chainWithOwner, memberOf, type Chain } from './settings-support';

/** A chain-level record (a vacancy) names branches its reader may not open: their names and currencies. */
describe('GET /organizations/:orgId/branch-names', () => {
  let t: TestApp;
  let chain: Chain;
  let other: Chain;
  let riverside: number;
  beforeAll(async () => {
    t = await createTestApp();
    chain = await chainWithOwner(t.app, 'Names Chain');
    other = await chainWithOwner(t.app, 'Elsewhere');
    riverside = await addBranch(t.app, chain, 'Riverside');
  });
  afterAll(() => t.close());

  const get = (orgId: number, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/branch-names`, headers });

  it('names every live branch with its currency, to an administrator of one branch too', async () => {
    const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
    const res = await get(chain.orgId, admin.auth);
    expect(res.statusCode).toBe(200);
    const { items } = itemsResponseSchema(branchNameSchema).parse(res.json());
    expect(items).toEqual([
      { id: chain.branchId, name: 'Downtown', ISOCurrency: 'EUR' },
      { id: riverside, name: 'Riverside', ISOCurrency: 'EUR' },
    ]);
    // Nothing beyond the name and currency: the branch's other settings stay with those who may open it.
    expect(Object.keys(res.json().items[1]).sort()).toEqual(['ISOCurrency', 'id', 'name']);
  });

  it("answers 404 for another chain's id and 401 without a token", async () => {
    expect((await get(other.orgId, chain.owner)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/organizations/${chain.orgId}/branch-names` })).statusCode).toBe(401);
  });
});
