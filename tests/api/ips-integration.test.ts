import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, branches, integrations } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, orderWorld, type World } from './orders-support';
import { addBranch, chainWithOwner, memberOf } from './settings-support';

const issuePaths = (body: { issues?: { path: (string | number)[] }[] }) => (body.issues ?? []).map((issue) => issue.path.join('.'));
const settings = { account: '265-1660310005042-68', payeeName: 'Salon Centar d.o.o.', payeeAddress: 'Knez Mihailova 1, Beograd', paymentCode: '289', purpose: 'Usluge {date}' };

/**
 * Integrations → IPS (docs/payments-ips.md): a dinar branch's account and payee saved and read back (the account as
 * 18 digits), each bad field named, a wrong control number refused, audited, kept out of the message integrations'
 * list; a branch in euros refused; another chain's branch unknown; an administrator reads but does not change.
 */
describe('IPS QR settings of a branch', () => {
  let t: TestApp;
  let w: World;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'IPS Chain');
    await t.app.db.update(branches).set({ isoCurrency: 'RSD' }).where(eq(branches.id, w.branchId));
    url = `/branches/${w.branchId}/integrations/ips`;
  });
  afterAll(() => t.close());

  it('reads nothing set up, then saves, reads back and changes by version, each change audited', async () => {
    const empty = await api(t.app, 'GET', url, w.owner);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ branchId: w.branchId, currency: 'RSD', settings: null, version: 0 });

    const saved = await api(t.app, 'PUT', url, w.owner, { settings, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ branchId: w.branchId, currency: 'RSD', settings: { ...settings, account: '265166031000504268' }, version: 1 });
    expect((await api(t.app, 'GET', url, w.owner)).json()).toEqual(saved.json());

    const stale = await api(t.app, 'PUT', url, w.owner, { settings, version: 0 });
    expect(stale.statusCode).toBe(409);
    const changed = await api(t.app, 'PUT', url, w.owner, { settings: { ...settings, paymentCode: '221', payeeAddress: '' }, version: 1 });
    expect(changed.json()).toMatchObject({ settings: { paymentCode: '221', payeeAddress: '' }, version: 2 });

    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, w.orgId), eq(auditLog.entity, 'integration')));
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(audit[1]!.changes).toEqual({ paymentCode: { from: '289', to: '221' }, payeeAddress: { from: settings.payeeAddress, to: '' } });
    expect(audit[1]!.branchId).toBe(w.branchId);

    // The message integrations' list is about message channels: the IPS row stays out of it.
    const list = await api(t.app, 'GET', `/organizations/${w.orgId}/integrations`, w.owner);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([]);
  });

  it('names each bad field, a wrong account control number among them, and saves nothing', async () => {
    const before = await t.app.db.select().from(integrations).where(eq(integrations.organizationId, w.orgId));
    const bad = await api(t.app, 'PUT', url, w.owner, {
      settings: { account: '265-1660310005042-69', payeeName: '', paymentCode: '389', purpose: 'x'.repeat(36) },
      version: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json()).sort()).toEqual(['settings.account', 'settings.payeeName', 'settings.paymentCode', 'settings.purpose']);
    expect(bad.json().issues.find((issue: { path: string[] }) => issue.path[1] === 'account').message).toContain('control number');
    const shape = await api(t.app, 'PUT', url, w.owner, { settings: { ...settings, account: '12345' }, version: 2 });
    expect(issuePaths(shape.json())).toEqual(['settings.account']);
    expect(await t.app.db.select().from(integrations).where(eq(integrations.organizationId, w.orgId))).toEqual(before);
  });

  it('refuses a branch in euros with a sentence', async () => {
    const euros = await addBranch(t.app, w, 'Lisbon');
    const refused = await api(t.app, 'PUT', `/branches/${euros}/integrations/ips`, w.owner, { settings, version: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('dinars');
    expect((await api(t.app, 'GET', `/branches/${euros}/integrations/ips`, w.owner)).json()).toMatchObject({ currency: 'EUR', settings: null });
  });

  it('another chain’s branch is unknown (404), and an administrator reads but may not change (403)', async () => {
    const other = await chainWithOwner(t.app, 'IPS Other Chain');
    expect((await api(t.app, 'GET', url, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'PUT', url, other.owner, { settings, version: 2 })).statusCode).toBe(404);
    expect((await api(t.app, 'DELETE', url, other.owner)).statusCode).toBe(404);

    const admin = await memberOf(t.app, w.orgId, 'administrator', [w.branchId]);
    expect((await api(t.app, 'GET', url, admin.auth)).json()).toMatchObject({ settings: { paymentCode: '221' } });
    expect((await api(t.app, 'PUT', url, admin.auth, { settings, version: 2 })).statusCode).toBe(403);
    expect((await api(t.app, 'DELETE', url, admin.auth)).statusCode).toBe(403);
  });

  it('removes the settings (audited); removing again is a 404', async () => {
    expect((await api(t.app, 'DELETE', url, w.owner)).statusCode).toBe(204);
    expect((await api(t.app, 'GET', url, w.owner)).json()).toMatchObject({ settings: null, version: 0 });
    expect((await api(t.app, 'DELETE', url, w.owner)).statusCode).toBe(404);
    const [removed] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, w.orgId), eq(auditLog.entity, 'integration'), eq(auditLog.action, 'delete')));
    expect(removed?.changes).toMatchObject({ account: { from: '265166031000504268', to: null } });
  });
});
