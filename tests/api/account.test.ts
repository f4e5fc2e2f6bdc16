import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, licenses, organizationUsers, users } from '../../server/db/tables';
import { organizationSchema } from '../../src/schema/organization';
import { licenseSchema } from '../../src/schema/license';
import { userSchema } from '../../src/schema/user';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, newChain, userWithToken } from './account-support';

describe('account API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /me', () => {
    it('answers the signed-in user without secrets or licence data', async () => {
      const { userId, auth } = await userWithToken(t.app, { firstName: 'Ana', totpSecret: 'SECRET', totpEnabled: true });
      const res = await t.app.inject({ url: '/api/v1/me', headers: auth });
      expect(res.statusCode).toBe(200);
      const me = userSchema.parse(res.json());
      expect(me).toMatchObject({ id: userId, firstName: 'Ana', isOwner: false, ISOLanguage: 'EN', twoFactorEnabled: true });
      expect(res.body).not.toMatch(/SECRET|passwordHash|not-used-here|license/i);
    });

    it('answers 401 without a token, with a bad token, and for a user that no longer exists', async () => {
      expect((await t.app.inject({ url: '/api/v1/me' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/v1/me', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
      const { userId, auth } = await userWithToken(t.app);
      await t.app.db.delete(users).where(eq(users.id, userId));
      const res = await t.app.inject({ url: '/api/v1/me', headers: auth });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });
  });

  describe('PATCH /me', () => {
    it('changes personal info and settings, and bumps the version', async () => {
      const { userId, auth } = await userWithToken(t.app);
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers: auth,
        payload: { firstName: '  Marija ', phone: '641234567', dialCode: '+381', ISOLanguage: 'SR', theme: 'dark', hideSnowflake: true },
      });
      expect(res.statusCode).toBe(200);
      // The number is stored once in E.164, whatever form it came in.
      expect(res.json()).toMatchObject({ firstName: 'Marija', phone: '+381641234567', dialCode: '+381', ISOLanguage: 'SR', theme: 'dark', hideSnowflake: true });
      const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
      expect(row).toMatchObject({ isoLanguage: 'SR', version: 2 });
    });

    it('refuses bad values with a 400 naming the field', async () => {
      const { auth } = await userWithToken(t.app);
      const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: auth, payload: { firstName: '', ISOLanguage: 'XX' } });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'bad_request' });
      expect(body.message).toContain('firstName');
      expect(body.message).toContain('ISOLanguage');
      expect(body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['firstName'] })]));
    });

    it('refuses unknown fields (licence data, ids, flags) with a 400 that names them', async () => {
      const { userId, auth } = await userWithToken(t.app);
      const res = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: auth, payload: { needShowOnboarding: true, isOwner: true } });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: ['needShowOnboarding'] }),
          expect.objectContaining({ path: ['isOwner'] }),
        ]),
      );
      expect(res.json().message).toContain('needShowOnboarding');
      const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
      expect(row?.version).toBe(1);
    });

    it('lets a user finish their own setup, but never set the onboarding flag', async () => {
      const { userId, auth } = await userWithToken(t.app);
      await t.app.db.update(users).set({ needShowOnboarding: true }).where(eq(users.id, userId));
      const setAgain = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: auth, payload: { needShowOnboarding: true } });
      expect(setAgain.statusCode).toBe(400);
      const finished = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: auth, payload: { needShowOnboarding: false } });
      expect(finished.statusCode).toBe(200);
      expect(finished.json().needShowOnboarding).toBe(false);
    });

    it('refuses a body that is not JSON or not an object', async () => {
      const { auth } = await userWithToken(t.app);
      const broken = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: { ...auth, 'content-type': 'application/json' }, payload: '{"firstName":' });
      expect(broken.statusCode).toBe(400);
      const array = await t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: auth, payload: [1, 2] });
      expect(array.statusCode).toBe(400);
    });

    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ method: 'PATCH', url: '/api/v1/me', payload: { firstName: 'X' } })).statusCode).toBe(401);
    });
  });

  describe('onboarding: POST /organizations', () => {
    it('creates the chain, its first branch, owner access and a trial licence, and clears the flag', async () => {
      const { userId, auth } = await userWithToken(t.app, { needShowOnboarding: true });
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/organizations', headers: auth, payload: newChain });
      expect(res.statusCode).toBe(201);
      const created = organizationSchema.parse(res.json());
      expect(created).toMatchObject({ name: 'Studio Nova', role: 'owner', branches: [{ name: 'Downtown', ISOCurrency: 'EUR', timeZone: 'Europe/Lisbon' }] });

      const me = (await t.app.inject({ url: '/api/v1/me', headers: auth })).json();
      expect(me).toMatchObject({ needShowOnboarding: false, isOwner: true });
      const list = (await t.app.inject({ url: '/api/v1/organizations', headers: auth })).json();
      expect(list.items).toEqual([created]);

      const license = licenseSchema.parse((await t.app.inject({ url: `/api/v1/organizations/${created.id}/license`, headers: auth })).json());
      expect(license).toMatchObject({ isTrialLicense: true, isActive: true, price: '0.00', currency: 'EUR' });
      expect(Date.parse(license.expiresAt)).toBeGreaterThan(Date.now() + 13 * 86_400_000);

      const [membership] = await t.app.db.select().from(organizationUsers).where(eq(organizationUsers.userId, userId));
      expect(membership).toMatchObject({ organizationId: created.id, role: 'owner' });
      const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, created.id), eq(auditLog.entity, 'organization')));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorUserId: userId, entityId: created.id, action: 'create' });
      expect(audit[0]?.changes['name']).toEqual({ from: null, to: 'Studio Nova' });
    });

    it('refuses bad input with a 400 naming the fields and creates nothing', async () => {
      const { auth } = await userWithToken(t.app, { needShowOnboarding: true });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/organizations',
        headers: auth,
        payload: { name: '', branch: { name: 'X', ISOCurrency: 'euro', timeZone: 'Mars/Olympus', workingHours: { start: '18:00', end: '09:00' } } },
      });
      expect(res.statusCode).toBe(400);
      const message: string = res.json().message;
      for (const field of ['name', 'branch.ISOCurrency', 'branch.timeZone']) expect(message).toContain(field);
      expect((await t.app.inject({ url: '/api/v1/organizations', headers: auth })).json().items).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/organizations', payload: newChain })).statusCode).toBe(401);
    });
  });

  describe('GET /organizations and the licence', () => {
    it('lists only the chains and branches the user may reach', async () => {
      const owner = await userWithToken(t.app);
      const chain = organizationSchema.parse(
        (await t.app.inject({ method: 'POST', url: '/api/v1/organizations', headers: owner.auth, payload: newChain })).json(),
      );
      const stranger = await userWithToken(t.app);
      expect((await t.app.inject({ url: '/api/v1/organizations', headers: stranger.auth })).json()).toEqual({ items: [] });
      expect((await t.app.inject({ url: '/api/v1/organizations' })).statusCode).toBe(401);

      // Another chain's licence is a 404, exactly like an unknown chain.
      const foreign = await t.app.inject({ url: `/api/v1/organizations/${chain.id}/license`, headers: stranger.auth });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'not_found' });
      const unknown = await t.app.inject({ url: '/api/v1/organizations/999999999/license', headers: owner.auth });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(foreign.json().message);
    });

    it('answers 400 for a non-numeric organisation id and 401 without a token', async () => {
      const { auth } = await userWithToken(t.app);
      for (const id of ['abc', '-1', '1.5', '0x10']) {
        const res = await t.app.inject({ url: `/api/v1/organizations/${id}/license`, headers: auth });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain('orgId');
      }
      expect((await t.app.inject({ url: '/api/v1/organizations/1/license' })).statusCode).toBe(401);
    });

    it('answers the newest active licence', async () => {
      const owner = await userWithToken(t.app);
      const chain = (await t.app.inject({ method: 'POST', url: '/api/v1/organizations', headers: owner.auth, payload: newChain })).json();
      const [trial] = await t.app.db.select().from(licenses).where(eq(licenses.organizationId, chain.id));
      const { id: _id, uuid: _uuid, createdAt: _createdAt, ...terms } = trial!;
      await t.app.db.insert(licenses).values({ ...terms, title: 'Business', isTrial: false, price: '49.90' });
      await t.app.db.insert(licenses).values({ ...terms, title: 'Cancelled', isActive: false });
      const res = await t.app.inject({ url: `/api/v1/organizations/${chain.id}/license`, headers: await bearer(t.app, owner.userId) });
      expect(res.json()).toMatchObject({ title: 'Business', price: '49.90', isTrialLicense: false });
    });
  });
});
