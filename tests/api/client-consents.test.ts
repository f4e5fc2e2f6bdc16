import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { chainWithOwner, type Chain } from './settings-support';

/** A client's consents to marketing (issue 15): off until given, changed through the client's record, audited. */
describe("a client's consents", () => {
  let t: TestApp;
  let chain: Chain;
  let other: Chain;
  beforeAll(async () => {
    t = await createTestApp();
    chain = await chainWithOwner(t.app, 'Consent Salons');
    other = await chainWithOwner(t.app, 'Consent Others');
  });
  afterAll(() => t.close());
  const url = (c: Chain, id?: number) => `/api/v1/branches/${c.branchId}/clients${id ? `/${id}` : ''}`;

  it('starts with every consent off, and records who gave one and when', async () => {
    const made = await t.app.inject({ method: 'POST', url: url(chain), headers: chain.owner, payload: { firstName: 'Mia' } });
    expect(made.statusCode, made.body).toBe(201);
    const client = made.json();
    expect(client).toMatchObject({ marketingEmail: false, marketingSms: false, marketingTelegram: false });

    const changed = await t.app.inject({ method: 'PATCH', url: url(chain, client.id), headers: chain.owner, payload: { marketingSms: true, version: client.version } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ marketingEmail: false, marketingSms: true, marketingTelegram: false });

    const history = (await t.app.inject({ method: 'GET', url: `${url(chain, client.id)}/history`, headers: chain.owner })).json();
    expect(history.items[0]).toMatchObject({ action: 'update', actorName: 'Olga Owner', changes: { marketingSms: { from: false, to: true } } });

    const stale = await t.app.inject({ method: 'PATCH', url: url(chain, client.id), headers: chain.owner, payload: { marketingEmail: true, version: client.version } });
    expect(stale.statusCode).toBe(409);
    const bad = await t.app.inject({ method: 'PATCH', url: url(chain, client.id), headers: chain.owner, payload: { marketingEmail: 'yes', version: client.version + 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((issue: { path: string[] }) => issue.path.join('.'))).toEqual(['marketingEmail']);
    const foreign = await t.app.inject({ method: 'PATCH', url: `/api/v1/branches/${other.branchId}/clients/${client.id}`, headers: other.owner, payload: { marketingEmail: true, version: 2 } });
    expect(foreign.statusCode).toBe(404);
  });

  it('filters the list by a consent', async () => {
    const filters = JSON.stringify({ combiner: 'and', conditions: [{ field: 'marketingSms', matchMode: 'equals', value: true }] });
    const list = await t.app.inject({ method: 'GET', url: `${url(chain)}?${new URLSearchParams({ filters })}`, headers: chain.owner });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((client: { firstName: string }) => client.firstName)).toEqual(['Mia']);
  });
});
