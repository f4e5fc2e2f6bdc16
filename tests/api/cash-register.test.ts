import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/tables';
import { cashRegisterStateSchema, cashShiftDetailSchema, cashShiftSchema } from '../../src/schema/cash-register/cash-register';
import type { MenuTree } from '../../src/schema/license';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { cut, salesWorld, sell, type SalesWorld } from './sales-support';
import { changeLicence, chainWithOwner, memberOf, type Chain } from './settings-support';

type Auth = { authorization: string };
const call = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, headers: Auth, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const settingsMenu = (menu: MenuTree) => menu['branch_settings']!;

describe('cash register API', () => {
  let t: TestApp;
  let chain: SalesWorld;
  let other: Chain;

  beforeAll(async () => {
    t = await createTestApp();
    chain = await salesWorld(t.app, 'Cash Chain');
    other = await chainWithOwner(t.app, 'Cash Other');
  });
  afterAll(() => t.close());

  it('reads the defaults, saves the setting with its version and refuses a stale one or bad input', async () => {
    const url = `/branches/${chain.branchId}/cash-register`;
    const first = await call(t.app, 'GET', url, chain.owner);
    expect(first.statusCode).toBe(200);
    expect(cashRegisterStateSchema.parse(first.json())).toEqual({ settings: { enabled: false, defaultFloat: '0.00', version: 1 }, openShift: null });

    const bad = await call(t.app, 'PUT', url, chain.owner, { enabled: 'yes', defaultFloat: '12.345', version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(expect.arrayContaining(['enabled', 'defaultFloat']));
    expect((await call(t.app, 'PUT', url, chain.owner, { enabled: true, defaultFloat: '-1.00', version: 1 })).statusCode).toBe(400);

    const saved = await call(t.app, 'PUT', url, chain.owner, { enabled: true, defaultFloat: '5000', version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual({ enabled: true, defaultFloat: '5000.00', version: 2 });
    const stale = await call(t.app, 'PUT', url, chain.owner, { enabled: false, defaultFloat: '0', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    expect((await call(t.app, 'GET', url, chain.owner)).json().settings).toEqual({ enabled: true, defaultFloat: '5000.00', version: 2 });
  });

  it('guards the setting with the finance_settings and cash_register blocks of the licence (spec §6)', async () => {
    const chainB = await chainWithOwner(t.app, 'Cash Blocks');
    const url = `/branches/${chainB.branchId}/cash-register`;
    for (const block of ['finance_settings', 'cash_register']) {
      await changeLicence(t.app, chainB.orgId, { branchMenu: (menu) => void (settingsMenu(menu).blocks[block] = { enable: false }) });
      const refused = await call(t.app, 'PUT', url, chainB.owner, { enabled: true, defaultFloat: '10', version: 1 });
      expect(refused.statusCode, block).toBe(403);
      expect(refused.json().message, block).toMatch(/cash register settings/);
      // The shift panel of the sales pages still reads the state through the sales area.
      expect((await call(t.app, 'GET', url, chainB.owner)).statusCode, block).toBe(200);
      await changeLicence(t.app, chainB.orgId, { branchMenu: (menu) => void (settingsMenu(menu).blocks[block] = { enable: true }) });
    }
    await changeLicence(t.app, chainB.orgId, { branchMenu: (menu) => void (settingsMenu(menu).content = 'view') });
    expect((await call(t.app, 'PUT', url, chainB.owner, { enabled: true, defaultFloat: '10', version: 1 })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url, chainB.owner)).statusCode).toBe(200);
    await changeLicence(t.app, chainB.orgId, { branchMenu: (menu) => void (settingsMenu(menu).content = 'edit') });
    expect((await call(t.app, 'PUT', url, chainB.owner, { enabled: true, defaultFloat: '10', version: 1 })).statusCode).toBe(200);
    // An employee has neither branch settings nor sales.
    const employee = await memberOf(t.app, chainB.orgId, 'employee', [chainB.branchId]);
    expect((await call(t.app, 'PUT', url, employee.auth, { enabled: false, defaultFloat: '10', version: 2 })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', url, employee.auth)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/branches/${chainB.branchId}/cash-shifts`, employee.auth, { openingFloat: '1' })).statusCode).toBe(403);
  });

  it("opens the shift on the day's first cash while the register is on, by the person taking it, with the last shift's float", async () => {
    const w = await salesWorld(t.app, 'Cash First');
    const url = `/branches/${w.branchId}/cash-register`;
    const cashSale = async (price: string) => {
      const res = await sell(t.app, w, { items: [cut(w, { price })], tender: { cash: price } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().sale.transactions[0].cashShiftId as number;
    };
    const openNow = async () => cashRegisterStateSchema.parse((await call(t.app, 'GET', url, w.owner)).json()).openShift;
    expect((await call(t.app, 'PUT', url, w.owner, { enabled: true, defaultFloat: '50', version: 1 })).statusCode).toBe(200);
    const card = await sell(t.app, w, { items: [cut(w, { price: '10.00' })], tender: { card: '10.00' } });
    expect(card.json().sale.transactions[0].cashShiftId).toBeNull();
    expect(await openNow()).toBeNull();

    // No shift ever: the default float.
    const first = await cashSale('10.00');
    expect(await openNow()).toMatchObject({ id: first, openingFloat: '50.00', expectedCash: '60.00', openedBy: { id: w.ownerId } });
    const [opened] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, w.orgId), eq(auditLog.entity, 'cash_shift'), eq(auditLog.entityId, first)));
    expect(opened).toMatchObject({ action: 'create', actorUserId: w.ownerId, branchId: w.branchId });
    expect(JSON.stringify(opened!.changes)).toContain('openedOnFirstCash');
    const closed = await call(t.app, 'POST', `/cash-shifts/${first}/close`, w.owner, { countedCash: '60.00', version: 1 });
    expect(closed.json()).toMatchObject({ expectedCash: '60.00', difference: '0.00' });

    // The next first cash: the float the last shift started with, not the (changed) default.
    expect((await call(t.app, 'PUT', url, w.owner, { enabled: true, defaultFloat: '80', version: 2 })).statusCode).toBe(200);
    const second = await cashSale('5.00');
    expect(second).not.toBe(first);
    expect(await openNow()).toMatchObject({ id: second, openingFloat: '50.00', expectedCash: '55.00' });
    await call(t.app, 'POST', `/cash-shifts/${second}/close`, w.owner, { countedCash: '55.00', version: 1 });

    // Two first payments at once open one shift, and both land in it.
    const together = await Promise.all([cashSale('1.00'), cashSale('2.00')]);
    expect(together[0]).toBe(together[1]);
    expect(await openNow()).toMatchObject({ id: together[0], expectedCash: '53.00' });
  });

  it('opens one shift per branch, takes cash into it and closes it with the expected cash and the difference to the cent', async () => {
    const opened = await call(t.app, 'POST', `/branches/${chain.branchId}/cash-shifts`, chain.owner, { openingFloat: '100.00' });
    expect(opened.statusCode).toBe(201);
    const shift = cashShiftSchema.parse(opened.json());
    expect(shift).toMatchObject({ openingFloat: '100.00', expectedCash: '100.00', closedAt: null, countedCash: null, difference: null, openedBy: { id: chain.ownerId, name: 'Olga Owner' }, version: 1 });

    const again = await call(t.app, 'POST', `/branches/${chain.branchId}/cash-shifts`, chain.owner, { openingFloat: '50.00' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^A cash shift is already open since \d{2}:\d{2}\./);
    expect((await call(t.app, 'POST', `/branches/${chain.branchId}/cash-shifts`, chain.owner, { openingFloat: '-5' })).statusCode).toBe(400);

    // 260.00 handed over for 250.50: the 9.50 change never stays in the drawer.
    const sold = await sell(t.app, chain, { items: [cut(chain, { price: '250.50' })], tender: { cash: '260.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().change).toBe('9.50');
    const payment = sold.json().sale.transactions[0];
    expect(payment).toMatchObject({ method: 'cash', amount: '250.50', cashShiftId: shift.id });
    const refund = await call(t.app, 'POST', `/transactions/${payment.id}/refunds`, chain.owner, { amount: '20.25' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await sell(t.app, chain, { items: [cut(chain, { price: '99.99' })], tender: { card: '99.99' } })).statusCode).toBe(201);

    const state = cashRegisterStateSchema.parse((await call(t.app, 'GET', `/branches/${chain.branchId}/cash-register`, chain.owner)).json());
    expect(state.openShift).toMatchObject({ id: shift.id, expectedCash: '330.25' });
    const detail = cashShiftDetailSchema.parse((await call(t.app, 'GET', `/cash-shifts/${shift.id}`, chain.owner)).json());
    expect(detail.movements.map((m) => [m.kind, m.amount])).toEqual([
      ['payment', '250.50'],
      ['refund', '-20.25'],
    ]);

    const close = () => call(t.app, 'POST', `/cash-shifts/${shift.id}/close`, chain.owner, { countedCash: '330.00', note: ' short a quarter ', version: 1 });
    const answers = await Promise.all([close(), close()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const closed = cashShiftSchema.parse(answers.find((a) => a.statusCode === 200)!.json());
    expect(closed).toMatchObject({ expectedCash: '330.25', countedCash: '330.00', difference: '-0.25', note: 'short a quarter', closedBy: { id: chain.ownerId }, version: 2 });
    expect(closed.closedAt).not.toBeNull();
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toMatch(/^This cash shift was already closed at \d{2}:\d{2}\./);

    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, chain.orgId), eq(auditLog.entity, 'cash_shift'), eq(auditLog.entityId, shift.id))).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.branchId])).toEqual([
      ['create', chain.branchId],
      ['update', chain.branchId],
    ]);
  });

  it('lists shifts in the list grammar and refuses stale closes and unknown fields', async () => {
    const opened = cashShiftSchema.parse((await call(t.app, 'POST', `/branches/${chain.branchId}/cash-shifts`, chain.owner, { openingFloat: '20' })).json());
    const stale = await call(t.app, 'POST', `/cash-shifts/${opened.id}/close`, chain.owner, { countedCash: '20', version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const list = await call(t.app, 'GET', `/branches/${chain.branchId}/cash-shifts`, chain.owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { id: number; difference: string | null }) => [s.id, s.difference])).toEqual([
      [opened.id, null],
      [expect.any(Number), '-0.25'],
    ]);
    expect(list.json().items[0].expectedCash).toBe('20.00');
    const short = await call(t.app, 'GET', `/branches/${chain.branchId}/cash-shifts?filters=${encodeURIComponent(JSON.stringify({ combiner: 'and', conditions: [{ field: 'difference', matchMode: 'lt', value: '0' }] }))}`, chain.owner);
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json().items).toHaveLength(1);
    expect((await call(t.app, 'GET', `/branches/${chain.branchId}/cash-shifts?sort=note:asc`, chain.owner)).statusCode).toBe(400);
    expect((await call(t.app, 'POST', `/cash-shifts/${opened.id}/close`, chain.owner, { countedCash: '20', version: 1, extra: 1 })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', `/cash-shifts/${opened.id}/close`, chain.owner, { countedCash: '20', version: 1 })).statusCode).toBe(200);
  });

  it("answers another chain's branch and shifts with 404", async () => {
    const theirs = cashShiftSchema.parse((await call(t.app, 'POST', `/branches/${other.branchId}/cash-shifts`, other.owner, { openingFloat: '5' })).json());
    const calls = [
      call(t.app, 'GET', `/branches/${other.branchId}/cash-register`, chain.owner),
      call(t.app, 'PUT', `/branches/${other.branchId}/cash-register`, chain.owner, { enabled: true, defaultFloat: '1', version: 1 }),
      call(t.app, 'GET', `/branches/${other.branchId}/cash-shifts`, chain.owner),
      call(t.app, 'POST', `/branches/${other.branchId}/cash-shifts`, chain.owner, { openingFloat: '1' }),
      call(t.app, 'GET', `/cash-shifts/${theirs.id}`, chain.owner),
      call(t.app, 'POST', `/cash-shifts/${theirs.id}/close`, chain.owner, { countedCash: '5', version: 1 }),
      call(t.app, 'GET', `/cash-shifts/999999999`, chain.owner),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    expect((await call(t.app, 'GET', `/cash-shifts/${theirs.id}`, other.owner)).json().closedAt).toBeNull();
  });

  it('lets a view-only sales licence look at shifts but neither open nor close them (403)', async () => {
    const chainV = await chainWithOwner(t.app, 'Cash View');
    const shift = cashShiftSchema.parse((await call(t.app, 'POST', `/branches/${chainV.branchId}/cash-shifts`, chainV.owner, { openingFloat: '5' })).json());
    await changeLicence(t.app, chainV.orgId, { branchMenu: (menu) => void (menu['branch_sales']!.content = 'view') });
    const close = await call(t.app, 'POST', `/cash-shifts/${shift.id}/close`, chainV.owner, { countedCash: '5', version: 1 });
    expect(close.statusCode).toBe(403);
    expect(close.json().code).toBe('license_forbidden');
    expect((await call(t.app, 'POST', `/branches/${chainV.branchId}/cash-shifts`, chainV.owner, { openingFloat: '5' })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/cash-shifts/${shift.id}`, chainV.owner)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/branches/${chainV.branchId}/cash-shifts`, chainV.owner)).statusCode).toBe(200);
  });
});
