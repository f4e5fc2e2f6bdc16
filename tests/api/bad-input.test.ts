import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newChain } from './account-support';
import { form, freshAddress, redirectUrl } from './id-support';
import { chainWithOwner, type Chain } from './settings-support';

/**
 * PostgreSQL cannot store U+0000. Outside the generated resource suites (tests/api/crud), every place a
 * person types a name answers a NUL byte with 400 naming the field: their own details, chain and branch
 * names, sign-up by JSON and by the sign-in page's form (which gets its page back).
 */
const nul = 'a\u0000b';

describe('the NUL character in input', () => {
  let t: TestApp;
  let chain: Chain;
  beforeAll(async () => {
    t = await createTestApp();
    chain = await chainWithOwner(t.app);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers: object = chain.owner) =>
    t.app.inject({ method, url, headers: { ...headers }, payload });
  const issuePaths = (body: string) => (JSON.parse(body) as { issues?: { path: (string | number)[] }[] }).issues?.map((issue) => issue.path.join('.'));

  it('PATCH /me answers 400 naming each personal field and changes nothing', async () => {
    for (const field of ['firstName', 'lastName', 'middleName', 'startPage']) {
      const res = await send('PATCH', '/api/v1/me', { [field]: nul });
      expect(res.statusCode, field).toBe(400);
      expect(issuePaths(res.body)).toEqual([field]);
    }
    const [owner] = await t.app.db.select().from(users).where(eq(users.id, chain.ownerId));
    expect(owner).toMatchObject({ firstName: 'Olga', lastName: 'Owner', middleName: null });
  });

  it('chain and branch names (onboarding, rename, new branch, branch settings) answer 400 naming the field', async () => {
    const cases: [method: 'POST' | 'PATCH', url: string, payload: object, path: string][] = [
      ['POST', '/api/v1/organizations', { ...newChain, name: nul }, 'name'],
      ['POST', '/api/v1/organizations', { ...newChain, branch: { ...newChain.branch, name: nul } }, 'branch.name'],
      ['PATCH', `/api/v1/organizations/${chain.orgId}`, { name: nul, version: 1 }, 'name'],
      ['POST', `/api/v1/organizations/${chain.orgId}/branches`, { name: nul, ISOCurrency: 'EUR', timeZone: 'Europe/Lisbon' }, 'name'],
      ['PATCH', `/api/v1/branches/${chain.branchId}`, { name: nul, version: 1 }, 'name'],
      ['PATCH', `/api/v1/branches/${chain.branchId}`, { address: nul, version: 1 }, 'address'],
    ];
    for (const [method, url, payload, path] of cases) {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url} ${path}`).toBe(400);
      expect(issuePaths(res.body)).toEqual([path]);
    }
  });

  it('a search or a route parameter holding NUL answers 400 naming it', async () => {
    const search = await t.app.inject({ method: 'GET', url: `/api/v1/branches/${chain.branchId}/clients?q=a%00b`, headers: chain.owner });
    expect(search.statusCode).toBe(400);
    expect(issuePaths(search.body)).toEqual(['q']);
    const param = await t.app.inject({ method: 'GET', url: `/api/v1/organizations/1%00`, headers: chain.owner });
    expect(param.statusCode).toBe(400);
    expect(issuePaths(param.body)).toEqual(['orgId']);
  });

  describe('sign-up', () => {
    const fields = (login: string, extra: Record<string, string>) => ({
      client: 'manage',
      state: 'Ab3dE6gH',
      redirectUrl,
      login,
      password: 'secret-pass-1',
      firstName: 'Ana',
      lastName: 'Silva',
      ...extra,
    });
    const accountOf = async (login: string) => (await t.app.db.select().from(users).where(eq(users.login, login))).length;

    it('by JSON answers 400 naming the field and creates no account', async () => {
      for (const field of ['firstName', 'lastName', 'login']) {
        const login = `json-${field.toLowerCase()}@nul.test`;
        const res = await t.app.inject({ method: 'POST', url: '/id/signup', remoteAddress: freshAddress(), payload: fields(login, { [field]: nul }) });
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toMatchObject({ code: 'bad_request', issues: [{ path: [field], message: 'Must not contain the NUL character (U+0000)' }] });
        expect(await accountOf(login)).toBe(0);
      }
    });

    it("by the page's form gets the page back (400) with the field marked, and creates no account", async () => {
      for (const field of ['firstName', 'lastName']) {
        const login = `form-${field.toLowerCase()}@nul.test`;
        const res = await t.app.inject({ method: 'POST', url: '/id/signup', remoteAddress: freshAddress(), ...form(fields(login, { [field]: nul })) });
        expect(res.statusCode, field).toBe(400);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toMatch(new RegExp(`<input[^>]*name="${field}"[^>]*aria-invalid="true"`));
        expect(res.body).toContain('Contains a character that cannot be used');
        expect(await accountOf(login)).toBe(0);
      }
    });
  });

  it('every form of the sign-in pages answers a NUL in any field with its page, never a 500', async () => {
    const fields = { client: 'manage', state: 'Ab3dE6gH', redirectUrl, lang: 'EN', login: 'pages@nul.test', password: 'secret-pass-1', firstName: 'A', lastName: 'B', token: 'x'.repeat(32), totp: '123456', challenge: 'c' };
    for (const url of ['/id/login', '/id/signup', '/id/forgot', '/id/reset', '/id/invite']) {
      for (const field of Object.keys(fields)) {
        const res = await t.app.inject({ method: 'POST', url, remoteAddress: freshAddress(), ...form({ ...fields, [field]: nul }) });
        expect(res.statusCode, `${url} ${field}`).toBeLessThan(500);
        if (res.statusCode !== 303) expect(res.headers['content-type'], `${url} ${field}`).toMatch(/^text\/html/);
      }
    }
  });
});
