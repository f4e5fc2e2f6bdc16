import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newChain, userWithToken } from './account-support';
import { createUser, refresh, signIn } from './id-support';

/** Answers with people's data or tokens are never kept by a browser cache or a proxy (issue 8, item 6a). */
describe('Cache-Control', () => {
  let t: TestApp;
  let auth: { authorization: string };
  let branchId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ auth } = await userWithToken(t.app));
    const chain = await t.app.inject({ method: 'POST', url: '/api/v1/organizations', headers: auth, payload: newChain });
    expect(chain.statusCode).toBe(201);
    branchId = (chain.json() as { branches: { id: number }[] }).branches[0]!.id;
  });
  afterAll(() => t.close());

  it('is no-store on a token refresh, granted or refused', async () => {
    await createUser(t.app, { login: 'cache@example.test', password: 'correct horse 1' });
    const granted = await refresh(t.app, await signIn(t.app, 'cache@example.test', 'correct horse 1'));
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toHaveProperty('accessToken');
    expect(granted.headers['cache-control']).toBe('no-store');
    const refused = await refresh(t.app, {});
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on /api/v1/me and on a CRUD list', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const clients = await t.app.inject({ method: 'GET', url: `/api/v1/branches/${branchId}/clients`, headers: auth });
    expect(clients.statusCode).toBe(200);
    expect(clients.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on error answers: bad input, no token, unknown route', async () => {
    const badInput = await t.app.inject({ method: 'GET', url: `/api/v1/branches/${branchId}/clients?page=nope`, headers: auth });
    const noToken = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect([badInput.statusCode, noToken.statusCode, unknown.statusCode]).toEqual([400, 401, 404]);
    for (const answer of [badInput, noToken, unknown]) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('leaves the caching a route chose for itself', async () => {
    const css = await t.app.inject({ method: 'GET', url: '/id/assets/sign-in.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['cache-control']).toBe('public, max-age=300');
  });

  it('does not touch paths outside the API and the sign-in service', async () => {
    const other = await t.app.inject({ method: 'GET', url: '/identity' });
    expect(other.headers['cache-control']).toBeUndefined();
  });
});
