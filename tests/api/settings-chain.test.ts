import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchSettingsSchema, organizationSettingsSchema } from '../../src/schema/settings';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addBranch, auditOf, chainWithOwner, changeLicence, memberOf, type Chain } from './settings-support';

describe('chain settings API: name and branches', () => {
  let t: TestApp;
  let chain: Chain;
  let other: Chain;
  beforeAll(async () => {
    t = await createTestApp();
    chain = await chainWithOwner(t.app, 'Studio Nova');
    other = await chainWithOwner(t.app, 'Elsewhere');
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: { authorization: string }, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  describe('GET and PATCH /organizations/:orgId', () => {
    it("answers the chain's settings with its version, branches and branch limit", async () => {
      const res = await inject('GET', `/organizations/${chain.orgId}`, chain.owner);
      expect(res.statusCode).toBe(200);
      const body = organizationSettingsSchema.parse(res.json());
      expect(body).toMatchObject({ id: chain.orgId, name: 'Studio Nova', version: 1, role: 'owner', maxBranches: 3 });
      expect(body.branches).toEqual([expect.objectContaining({ id: chain.branchId, name: 'Downtown', version: 1 })]);
    });

    it('renames the chain, bumps the version, writes the audit trail and shows in GET /organizations', async () => {
      const res = await inject('PATCH', `/organizations/${chain.orgId}`, chain.owner, { name: '  Studio Nova Group ', version: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Studio Nova Group', version: 2 });
      const list = (await inject('GET', '/organizations', chain.owner)).json().items;
      expect(list.find((o: { id: number }) => o.id === chain.orgId).name).toBe('Studio Nova Group');
      const audit = await auditOf(t.app, chain.orgId, 'organization', chain.orgId);
      expect(audit.at(-1)).toMatchObject({ action: 'update', actorUserId: chain.ownerId, changes: { name: { from: 'Studio Nova', to: 'Studio Nova Group' } } });
    });

    it('answers 409 to a stale version, and leaves the name alone', async () => {
      const res = await inject('PATCH', `/organizations/${chain.orgId}`, chain.owner, { name: 'Lost update', version: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'stale_version' });
      expect(res.json().message).toMatch(/changed the chain meanwhile/);
      expect((await inject('GET', `/organizations/${chain.orgId}`, chain.owner)).json().name).toBe('Studio Nova Group');
    });

    it('answers 400 naming the fields', async () => {
      const res = await inject('PATCH', `/organizations/${chain.orgId}`, chain.owner, { name: ' ', colour: 'red' });
      expect(res.statusCode).toBe(400);
      const paths = res.json().issues.map((i: { path: string[] }) => i.path.join('.'));
      expect(paths).toEqual(expect.arrayContaining(['name', 'version', 'colour']));
      expect((await inject('GET', '/organizations/abc', chain.owner)).statusCode).toBe(400);
    });

    it("answers 404 for another chain's id exactly like an unknown one", async () => {
      const foreign = await inject('PATCH', `/organizations/${other.orgId}`, chain.owner, { name: 'Mine now', version: 1 });
      const unknown = await inject('PATCH', '/organizations/99999999', chain.owner, { name: 'Mine now', version: 1 });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(unknown.body);
      expect((await inject('GET', `/organizations/${other.orgId}`, chain.owner)).statusCode).toBe(404);
    });

    it('answers 403 to administrators and employees', async () => {
      const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
      const employee = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId]);
      for (const person of [admin, employee]) {
        const res = await inject('PATCH', `/organizations/${chain.orgId}`, person.auth, { name: 'Coup', version: 2 });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    });

    it('answers 403 when the licence makes chain settings view-only or closes them', async () => {
      const own = await chainWithOwner(t.app, 'Licensed');
      await changeLicence(t.app, own.orgId, { organizationMenu: (menu) => void (menu['settings']!.subCategories['general']!.content = 'view') });
      expect((await inject('GET', `/organizations/${own.orgId}`, own.owner)).statusCode).toBe(200);
      const viewOnly = await inject('PATCH', `/organizations/${own.orgId}`, own.owner, { name: 'Renamed', version: 1 });
      expect(viewOnly.statusCode).toBe(403);
      expect(viewOnly.json()).toMatchObject({ code: 'license_forbidden', message: expect.stringMatching(/viewing this area only/) });
      await changeLicence(t.app, own.orgId, { organizationMenu: (menu) => void (menu['settings']!.enable = false) });
      const closed = await inject('GET', `/organizations/${own.orgId}`, own.owner);
      expect(closed.statusCode).toBe(403);
      expect(closed.json().code).toBe('license_forbidden');
    });
  });

  describe('POST /organizations/:orgId/branches', () => {
    it('adds a branch (201) that the owner reaches at once, with an audit entry', async () => {
      const res = await inject('POST', `/organizations/${chain.orgId}/branches`, chain.owner, {
        name: 'Harbour',
        ISOCurrency: 'EUR',
        timeZone: 'Europe/Lisbon',
        workingHours: { start: '10:00', end: '19:30' },
        address: 'Rua do Cais 3',
      });
      expect(res.statusCode).toBe(201);
      const branch = branchSettingsSchema.parse(res.json());
      expect(branch).toMatchObject({ name: 'Harbour', workingHours: { start: '10:00', end: '19:30' }, version: 1 });
      const list = (await inject('GET', '/organizations', chain.owner)).json().items;
      expect(list.find((o: { id: number }) => o.id === chain.orgId).branches.map((b: { name: string }) => b.name)).toEqual(['Downtown', 'Harbour']);
      const audit = await auditOf(t.app, chain.orgId, 'branch', branch.id);
      expect(audit).toEqual([expect.objectContaining({ action: 'create', changes: expect.objectContaining({ name: { from: null, to: 'Harbour' } }) })]);
    });

    it('answers 400 naming each bad field', async () => {
      const res = await inject('POST', `/organizations/${chain.orgId}/branches`, chain.owner, {
        name: '',
        ISOCurrency: 'euro',
        timeZone: 'Mars/Base',
        workingHours: { start: '18:00', end: '09:00' },
      });
      expect(res.statusCode).toBe(400);
      const paths = res.json().issues.map((i: { path: string[] }) => i.path.join('.'));
      expect(paths).toEqual(expect.arrayContaining(['name', 'ISOCurrency', 'timeZone', 'workingHours.end']));
    });

    it("refuses a branch beyond the plan's maxBranches with 409 limit_reached", async () => {
      const own = await chainWithOwner(t.app, 'Two Branch Plan');
      await changeLicence(t.app, own.orgId, { maxBranches: 2 });
      await addBranch(t.app, own, 'Second');
      const res = await inject('POST', `/organizations/${own.orgId}/branches`, own.owner, { name: 'Third', ISOCurrency: 'EUR', timeZone: 'UTC' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'limit_reached', message: 'Your plan “Trial” allows 2 branches. Change the plan to add more.' });
    });

    it('lets only one of two simultaneous additions at the limit through', async () => {
      const own = await chainWithOwner(t.app, 'Racing');
      await changeLicence(t.app, own.orgId, { maxBranches: 2 });
      const add = (name: string) => inject('POST', `/organizations/${own.orgId}/branches`, own.owner, { name, ISOCurrency: 'EUR', timeZone: 'UTC' });
      const results = await Promise.all([add('A'), add('B'), add('C')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      expect((await inject('GET', `/organizations/${own.orgId}`, own.owner)).json().branches).toHaveLength(2);
    });

    it('answers 403 to an administrator and 404 for a foreign chain', async () => {
      const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
      const body = { name: 'Sneaky', ISOCurrency: 'EUR', timeZone: 'UTC' };
      expect((await inject('POST', `/organizations/${chain.orgId}/branches`, admin.auth, body)).statusCode).toBe(403);
      expect((await inject('POST', `/organizations/${other.orgId}/branches`, chain.owner, body)).statusCode).toBe(404);
    });
  });

  describe('GET, PATCH and DELETE /branches/:branchId', () => {
    it("changes a branch's working hours with its version, and answers 409 to a stale one", async () => {
      const before = (await inject('GET', `/branches/${chain.branchId}`, chain.owner)).json();
      expect(before).toMatchObject({ id: chain.branchId, version: 1, workingHours: { start: '08:30', end: '19:00' } });
      const res = await inject('PATCH', `/branches/${chain.branchId}`, chain.owner, { workingHours: { start: '09:00', end: '20:00' }, version: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Downtown', workingHours: { start: '09:00', end: '20:00' }, version: 2 });
      const stale = await inject('PATCH', `/branches/${chain.branchId}`, chain.owner, { name: 'Old copy', version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('stale_version');
      const audit = await auditOf(t.app, chain.orgId, 'branch', chain.branchId);
      expect(audit.at(-1)!.changes).toEqual({ workingHours: { from: { start: '08:30', end: '19:00' }, to: { start: '09:00', end: '20:00' } } });
    });

    it('lets the administrator of the branch change it, but not another branch (404) nor an employee (403)', async () => {
      const second = await addBranch(t.app, chain, 'Admin-free');
      const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
      const employee = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId]);
      const version = (await inject('GET', `/branches/${chain.branchId}`, admin.auth)).json().version;
      const res = await inject('PATCH', `/branches/${chain.branchId}`, admin.auth, { address: 'Rua Nova 1', version });
      expect(res.statusCode).toBe(200);
      expect(res.json().address).toBe('Rua Nova 1');
      expect((await inject('PATCH', `/branches/${second}`, admin.auth, { address: 'x', version: 1 })).statusCode).toBe(404);
      expect((await inject('PATCH', `/branches/${chain.branchId}`, employee.auth, { address: 'x', version: version + 1 })).statusCode).toBe(403);
      expect((await inject('GET', `/branches/${other.branchId}`, chain.owner)).statusCode).toBe(404);
    });

    it('answers 400 naming the fields and 403 when the licence makes branch settings view-only', async () => {
      const bad = await inject('PATCH', `/branches/${chain.branchId}`, chain.owner, { timeZone: 'Nowhere/City', workingHours: { start: '9', end: '10:00' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(expect.arrayContaining(['timeZone', 'workingHours.start', 'version']));
      const own = await chainWithOwner(t.app, 'Read-only branch settings');
      await changeLicence(t.app, own.orgId, { branchMenu: (menu) => void (menu['branch_settings']!.subCategories['branch_settings']!.content = 'view') });
      expect((await inject('GET', `/branches/${own.branchId}`, own.owner)).statusCode).toBe(200);
      const res = await inject('PATCH', `/branches/${own.branchId}`, own.owner, { name: 'X', version: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('license_forbidden');
    });

    it('deletes a branch softly: it leaves the lists and its id answers 404; never the last one', async () => {
      const own = await chainWithOwner(t.app, 'Shrinking');
      const second = await addBranch(t.app, own, 'Temporary');
      const admin = await memberOf(t.app, own.orgId, 'administrator', [second]);
      expect((await inject('DELETE', `/branches/${second}`, admin.auth)).statusCode).toBe(403);
      expect((await inject('DELETE', `/branches/${second}`, own.owner)).statusCode).toBe(204);
      expect((await inject('GET', `/branches/${second}`, own.owner)).statusCode).toBe(404);
      const list = (await inject('GET', '/organizations', own.owner)).json().items[0];
      expect(list.branches.map((b: { id: number }) => b.id)).toEqual([own.branchId]);
      const last = await inject('DELETE', `/branches/${own.branchId}`, own.owner);
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toMatch(/at least one branch/);
      expect((await auditOf(t.app, own.orgId, 'branch', second)).map((a) => a.action)).toEqual(['create', 'delete']);
      expect((await inject('DELETE', `/branches/${other.branchId}`, own.owner)).statusCode).toBe(404);
    });
  });

  it('documents the settings and catalog routes in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/organizations/{orgId}/branches',
        '/api/v1/branches/{branchId}',
        '/api/v1/organizations/{orgId}/users/{userId}',
        '/api/v1/organizations/{orgId}/invitations/{invitationId}',
        '/api/v1/branches/{branchId}/employees/{employeeId}/services',
        '/api/v1/branches/{branchId}/service-categories/order',
      ]),
    );
  });
});
