import { desc, eq, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, outbox, users } from '../../server/db/tables';
import { invitationSchema } from '../../src/schema/settings';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './account-support';
import { createUser, form, freshAddress, refresh, sessionFrom } from './id-support';
import { addBranch, auditOf, chainWithOwner, changeLicence, memberOf, type Chain } from './settings-support';

describe('invitations: sending, listing, revoking and accepting', () => {
  let t: TestApp;
  let chain: Chain;
  let other: Chain;
  let second: number;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://book.example.com' });
    chain = await chainWithOwner(t.app, 'Invite Salons');
    other = await chainWithOwner(t.app, 'Not Yours');
    second = await addBranch(t.app, chain, 'Second Street');
  });
  afterAll(() => t.close());

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: { authorization: string }, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const invite = (payload: object, headers = chain.owner, orgId = chain.orgId) => api('POST', `/organizations/${orgId}/invitations`, headers, payload);
  const mailTo = async (email: string) => (await t.app.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1))[0];
  const tokenIn = (body: string) => new URL(/https:\/\/\S+/.exec(body)![0]).searchParams.get('token')!;
  const page = (token: string, lang = 'EN') => t.app.inject({ url: `/id/invite?${new URLSearchParams({ token, lang })}` });
  const accept = (fields: Record<string, string>) => t.app.inject({ method: 'POST', url: '/id/invite', remoteAddress: freshAddress(), ...form({ lang: 'EN', ...fields }) });
  const pending = async (headers = chain.owner, query = '') => (await api('GET', `/organizations/${chain.orgId}/invitations${query}`, headers)).json().items;

  describe('POST /organizations/:orgId/invitations', () => {
    it('stores only the hash of a random token, for 7 days, and e-mails the link through the outbox', async () => {
      const res = await invite({ email: ' Nina@Example.test ', role: 'employee', branchIds: [chain.branchId] });
      expect(res.statusCode).toBe(201);
      const body = invitationSchema.parse(res.json());
      expect(body).toMatchObject({ email: 'nina@example.test', role: 'employee', branchIds: [chain.branchId], invitedBy: 'Olga Owner' });
      expect(res.body).not.toMatch(/token/i);
      const mail = await mailTo('nina@example.test');
      expect(mail).toMatchObject({ channel: 'email', status: 'pending', subject: 'You are invited to join Invite Salons on BranchBook', organizationId: chain.orgId });
      expect(mail!.body).toContain('Olga Owner invited you to join Invite Salons on BranchBook as employee');
      expect(mail!.body).toMatch(/https:\/\/book\.example\.com\/id\/invite\?token=[\w-]{43}&lang=EN/);
      const [row] = await t.app.db
        .select({ hash: invitations.tokenHash, ttl: sql<number>`extract(epoch from ${invitations.expiresAt} - ${invitations.createdAt})::int` })
        .from(invitations)
        .where(eq(invitations.id, body.id));
      expect(row!.ttl).toBe(7 * 86_400);
      expect(row!.hash).not.toBe(tokenIn(mail!.body));
      expect(await auditOf(t.app, chain.orgId, 'invitation', body.id)).toEqual([expect.objectContaining({ action: 'create', actorUserId: chain.ownerId })]);
      expect((await pending()).map((i: { id: number }) => i.id)).toContain(body.id);
    });

    it('replaces the pending invitation of the same e-mail: the old link stops working', async () => {
      await invite({ email: 'twice@example.test', role: 'employee', branchIds: [chain.branchId] });
      const oldToken = tokenIn((await mailTo('twice@example.test'))!.body);
      await invite({ email: 'TWICE@example.test', role: 'administrator', branchIds: [second] });
      const newToken = tokenIn((await mailTo('twice@example.test'))!.body);
      expect(newToken).not.toBe(oldToken);
      expect((await page(oldToken)).statusCode).toBe(400);
      expect((await page(newToken)).statusCode).toBe(200);
      const mine = (await pending()).filter((i: { email: string }) => i.email === 'twice@example.test');
      expect(mine).toEqual([expect.objectContaining({ role: 'administrator', branchIds: [second] })]);
    });

    it('answers 409 for an e-mail that already has access', async () => {
      const member = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId], { login: 'member@example.test' });
      expect(member.userId).toBeGreaterThan(0);
      const res = await invite({ email: 'Member@Example.test', role: 'administrator', branchIds: [chain.branchId] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/already has access/);
    });

    it('answers 400 naming the fields', async () => {
      const bad = await invite({ email: 'not-an-email', role: 'manager', branchIds: 'all' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(expect.arrayContaining(['email', 'role', 'branchIds']));
      const noBranch = await invite({ email: 'a@example.test', role: 'administrator' });
      expect(noBranch.json().issues).toEqual([expect.objectContaining({ path: ['branchIds'], message: 'Choose at least one branch' })]);
      const foreign = await invite({ email: 'a@example.test', role: 'employee', branchIds: [other.branchId] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().issues).toEqual([expect.objectContaining({ path: ['branchIds', 0] })]);
      expect((await invite({ email: 'a@example.test', role: 'owner', token: 'x' })).statusCode).toBe(400);
    });

    it('answers 404 for a foreign chain, 403 to employees and to a licence without users', async () => {
      expect((await invite({ email: 'b@example.test', role: 'owner' }, chain.owner, other.orgId)).statusCode).toBe(404);
      const employee = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId]);
      expect((await invite({ email: 'b@example.test', role: 'employee', branchIds: [chain.branchId] }, employee.auth)).statusCode).toBe(403);
      const own = await chainWithOwner(t.app, 'No users licence');
      await changeLicence(t.app, own.orgId, { organizationMenu: (menu) => void (menu['settings']!.subCategories['users']!.content = 'view') });
      const res = await invite({ email: 'b@example.test', role: 'owner' }, own.owner, own.orgId);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('license_forbidden');
    });

    it('lets administrators invite administrators and employees to their own branches only', async () => {
      const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId], { firstName: 'Adam' });
      const ok = await invite({ email: 'helper@example.test', role: 'employee', branchIds: [chain.branchId] }, admin.auth);
      expect(ok.statusCode).toBe(201);
      expect((await invite({ email: 'c@example.test', role: 'owner' }, admin.auth)).statusCode).toBe(403);
      expect((await invite({ email: 'c@example.test', role: 'employee', branchIds: [second] }, admin.auth)).statusCode).toBe(403);
      const visible = (await pending(admin.auth)).map((i: { email: string }) => i.email);
      expect(visible).toContain('helper@example.test');
      expect(visible).not.toContain('twice@example.test');
      const forBranch = (await pending(chain.owner, `?branchId=${second}`)).map((i: { email: string }) => i.email);
      expect(forBranch).toEqual(['twice@example.test']);
    });
  });

  describe('DELETE /organizations/:orgId/invitations/:id', () => {
    it('revokes a pending invitation: it leaves the list and its link shows a clear page', async () => {
      const created = (await invite({ email: 'revoked@example.test', role: 'employee', branchIds: [chain.branchId] })).json();
      const token = tokenIn((await mailTo('revoked@example.test'))!.body);
      expect((await api('DELETE', `/organizations/${other.orgId}/invitations/${created.id}`, other.owner)).statusCode).toBe(404);
      expect((await api('DELETE', `/organizations/${chain.orgId}/invitations/${created.id}`, chain.owner)).statusCode).toBe(204);
      expect((await api('DELETE', `/organizations/${chain.orgId}/invitations/${created.id}`, chain.owner)).statusCode).toBe(404);
      expect((await pending()).map((i: { id: number }) => i.id)).not.toContain(created.id);
      const res = await page(token);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This invitation is invalid, has expired, was withdrawn or was already used.');
      const post = await accept({ token, firstName: 'R', lastName: 'R', password: 'long-enough-1' });
      expect(post.statusCode).toBe(400);
      expect(await t.app.db.select().from(users).where(eq(users.login, 'revoked@example.test'))).toHaveLength(0);
    });
  });

  describe('accepting at /id/invite', () => {
    it('signs a new person up without onboarding, grants the access and lands them in the chain', async () => {
      await invite({ email: 'newbie@example.test', role: 'employee', branchIds: [second] });
      const token = tokenIn((await mailTo('newbie@example.test'))!.body);
      const shown = await page(token);
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['cache-control']).toBe('no-store');
      expect(shown.body).toContain('Olga Owner invited you to join Invite Salons as employee.');
      expect(shown.body).toContain('Branches: Second Street');
      expect(shown.body).toContain('name="firstName"');
      expect(shown.body).toContain('You will sign in with newbie@example.test');

      const missing = await accept({ token, firstName: '', lastName: 'Novak', password: 'short' });
      expect(missing.statusCode).toBe(400);
      expect(missing.body).toContain('Please check the marked fields.');
      expect(missing.body).toContain('value="Novak"');

      const res = await accept({ token, firstName: 'Nika', lastName: 'Novak', password: 'nika-secret-1' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`http://localhost/chain/${chain.orgId}/branch/${second}`);
      const session = sessionFrom(res);
      const refreshed = await refresh(t.app, session);
      expect(refreshed.statusCode).toBe(200);
      const auth = { authorization: `Bearer ${refreshed.json().accessToken}` };
      const [org] = (await t.app.inject({ url: '/api/v1/organizations', headers: auth })).json().items;
      expect(org).toMatchObject({ id: chain.orgId, role: 'employee', branches: [expect.objectContaining({ id: second })] });
      const me = (await t.app.inject({ url: '/api/v1/me', headers: auth })).json();
      expect(me).toMatchObject({ login: 'newbie@example.test', firstName: 'Nika', needShowOnboarding: false });
      const [row] = await t.app.db.select().from(invitations).where(eq(invitations.email, 'newbie@example.test'));
      expect(row).toMatchObject({ acceptedUserId: me.id });
      expect(await auditOf(t.app, chain.orgId, 'member', me.id)).toEqual([expect.objectContaining({ action: 'create', actorUserId: me.id })]);

      // Used: the link now only shows why it cannot be used, and a second submit creates nothing.
      expect((await page(token)).statusCode).toBe(400);
      expect((await accept({ token, firstName: 'Nika', lastName: 'Again', password: 'nika-secret-1' })).statusCode).toBe(400);
      expect((await pending()).map((i: { email: string }) => i.email)).not.toContain('newbie@example.test');
    });

    it('shows a clear page for an expired link and for junk', async () => {
      const created = (await invite({ email: 'late@example.test', role: 'employee', branchIds: [chain.branchId] })).json();
      const token = tokenIn((await mailTo('late@example.test'))!.body);
      await t.app.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, created.id));
      const res = await page(token, 'SR');
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Ovaj poziv nije ispravan, istekao je');
      expect((await page('junk')).statusCode).toBe(400);
      expect((await accept({ token, firstName: 'L', lastName: 'L', password: 'long-enough-1' })).statusCode).toBe(400);
    });

    it('links an existing account that accepts with its password (and refuses a wrong one)', async () => {
      const userId = await createUser(t.app, { login: 'existing@example.test', password: 'existing-pass-1', firstName: 'Eva' });
      await invite({ email: 'existing@example.test', role: 'administrator', branchIds: [chain.branchId, second] });
      const token = tokenIn((await mailTo('existing@example.test'))!.body);
      const shown = await page(token, 'PT');
      expect(shown.body).toContain('Já tem uma conta com existing@example.test');
      expect(shown.body).not.toContain('name="firstName"');
      const wrong = await accept({ token, password: 'not-the-password' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('Wrong login or password');
      const res = await accept({ token, password: 'existing-pass-1' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`http://localhost/chain/${chain.orgId}/branch/${chain.branchId}`);
      const [org] = (await t.app.inject({ url: '/api/v1/organizations', headers: await bearer(t.app, userId) })).json().items;
      expect(org).toMatchObject({ id: chain.orgId, role: 'administrator' });
      expect(org.branches).toHaveLength(2);
      expect(await t.app.db.select().from(users).where(eq(users.login, 'existing@example.test'))).toHaveLength(1);
    });

    it('asks an existing account with two-step verification for its code before accepting', async () => {
      const secret = authenticator.generateSecret();
      await createUser(t.app, { login: 'coded@example.test', password: 'coded-pass-1', totpSecret: secret });
      await invite({ email: 'coded@example.test', role: 'owner' });
      const token = tokenIn((await mailTo('coded@example.test'))!.body);
      const step = await accept({ token, password: 'coded-pass-1' });
      expect(step.statusCode).toBe(200);
      const challenge = /name="challenge" value="([^"]+)"/.exec(step.body)![1]!;
      const res = await accept({ token, challenge, totp: authenticator.generate(secret) });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`http://localhost/chain/${chain.orgId}`);
    });

    it('accepts as JSON too, and answers the API envelope to a bad token', async () => {
      await invite({ email: 'json@example.test', role: 'employee', branchIds: [chain.branchId] });
      const token = tokenIn((await mailTo('json@example.test'))!.body);
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/id/invite', remoteAddress: freshAddress(), payload });
      const res = await post({ token, firstName: 'Jay', lastName: 'Son', password: 'json-secret-1' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ redirectUrl: `http://localhost/chain/${chain.orgId}/branch/${chain.branchId}` });
      const bad = await post({ token, firstName: 'Jay', lastName: 'Son', password: 'json-secret-1' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'bad_request', issues: [{ path: ['token'] }] });
    });

    it('limits form posts per address like the other sign-in forms (429)', async () => {
      const address = freshAddress();
      let last = 0;
      for (let i = 0; i < 31; i++) {
        last = (await t.app.inject({ method: 'POST', url: '/id/invite', remoteAddress: address, ...form({ token: 'x'.repeat(43), password: 'p' }) })).statusCode;
      }
      expect(last).toBe(429);
    });
  });
});
