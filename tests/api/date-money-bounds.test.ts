import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxEnteredAmount } from '../../src/schema/money/money-text';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, created, issuePaths, payWorld, scheme, sell, slot } from './pay-support';
import type { Chain } from './settings-support';

/**
 * Dates the product cannot show (1899, 9999) and amounts past the bound of an entered amount answer 400 naming the
 * field and the range before PostgreSQL sees them (src/schema/primitives.ts, src/schema/money/money-text.ts); the
 * edges are accepted, and a pay calculation under the largest accepted scheme amounts succeeds.
 */
const range = 'Must be between 2000-01-01 and 2099-12-31';
const messages = (body: { issues?: { message: string }[] }) => (body.issues ?? []).map((issue) => issue.message);

describe('dates outside the product range and amounts past their bound', () => {
  let t: TestApp;
  let chain: Chain;
  let ids: Awaited<ReturnType<typeof payWorld>>['ids'];
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ chain, ids } = await payWorld(t.app));
    base = `/branches/${chain.branchId}`;
  });
  afterAll(() => t.close());

  const bodies = (date: string, employeeId: number, schemeId: number): [name: string, url: () => string, payload: object, path: string][] => [
    ['work slot', () => '/slots', { slots: [{ employeeId, date, slotStart: '09:00', slotEnd: '17:00' }] }, 'slots.0.date'],
    ['break', () => `${base}/breaks`, { employeeId, date, startTime: '12:00', endTime: '12:30', confirmOutsideWorkingHours: true }, 'date'],
    ['pay assignment', () => `/employees/${employeeId}/pay-assignments`, { schemeId, startsOn: date }, 'startsOn'],
    ['pay calculation', () => `${base}/pay-calculations`, { periodFrom: date, periodTo: date }, 'periodFrom'],
    [
      'order',
      () => `${base}/orders`,
      { services: [{ serviceId: ids.haircut, employeeId, date, startTime: '10:00', duration: 60, price: '10.00' }], confirmOutsideWorkingHours: true },
      'services.0.date',
    ],
    [
      'sale',
      () => `${base}/sales`,
      { items: [{ uid: 'a', kind: 'service', refId: ids.haircut, employeeId, price: '10.00', startsAt: date }], tender: { card: '10.00' } },
      'items.0.startsAt',
    ],
  ];

  it.each(['1899-12-31', '9999-01-01', '1999-12-31', '2100-01-01'])('%s answers 400 naming the field and the range', async (date) => {
    const schemeId = await created(t.app, chain.owner, `${base}/pay-schemes`, scheme({ name: `Range ${date}` }));
    for (const [name, url, payload, path] of bodies(date, ids.ana, schemeId)) {
      const res = await call(t.app, 'POST', url(), chain.owner, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(issuePaths(res.json()), name).toContain(path);
      expect(messages(res.json()), name).toContain(range);
      expect(res.json().message, name).toContain(path.split('.').at(-1));
    }
  });

  it.each([
    ['the schedule day', () => `${base}/schedule?d=9999-01-01`],
    ["a member's schedule", () => `/employees/${ids.ana}/schedule?from=1899-12-31&to=1900-01-01`],
    ['a report', () => `${base}/reports/sales-by-day?from=1899-12-31&to=2026-01-01`],
  ])('%s query answers 400 naming the range', async (_, url) => {
    const res = await call(t.app, 'GET', url(), chain.owner);
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.json())).toContain(range);
  });

  it('a list filter on a date outside 1900–2099 answers 400 naming the range; a client born in 1900 is kept', async () => {
    const filters = encodeURIComponent(JSON.stringify({ combiner: 'and', conditions: [{ field: 'birthDate', matchMode: 'dateAfter', value: '1899-12-31' }] }));
    const res = await call(t.app, 'GET', `${base}/clients?filters=${filters}`, chain.owner);
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.json())[0]).toContain('between 1900-01-01 and 2099-12-31');
    const old = await call(t.app, 'POST', `${base}/clients`, chain.owner, { firstName: 'Old', birthDate: '1899-12-31' });
    expect(old.statusCode, old.body).toBe(400);
    expect(messages(old.json())).toContain('Must be between 1900-01-01 and 2099-12-31');
    const born = await call(t.app, 'POST', `${base}/clients`, chain.owner, { firstName: 'Born', birthDate: '1900-01-01' });
    expect(born.statusCode, born.body).toBe(201);
  });

  it('the edge dates are accepted', async () => {
    for (const date of ['2000-01-01', '2099-12-31']) {
      const slots = await call(t.app, 'POST', '/slots', chain.owner, { slots: [{ employeeId: ids.boris, date, slotStart: '09:00', slotEnd: '17:00' }] });
      expect(slots.statusCode, slots.body).toBeLessThan(300);
      const brk = await call(t.app, 'POST', `${base}/breaks`, chain.owner, { employeeId: ids.boris, date, startTime: '12:00', endTime: '12:30' });
      expect(brk.statusCode, brk.body).toBe(201);
      const schemeId = await created(t.app, chain.owner, `${base}/pay-schemes`, scheme({ name: `Edge ${date}` }));
      const assigned = await call(t.app, 'POST', `/employees/${ids.boris}/pay-assignments`, chain.owner, { schemeId, startsOn: date });
      expect(assigned.statusCode, assigned.body).toBe(201);
      const order = await call(t.app, 'POST', `${base}/orders`, chain.owner, {
        services: [{ serviceId: ids.haircut, employeeId: ids.boris, date, startTime: '14:00', duration: 60, price: '10.00' }],
        confirmOutsideWorkingHours: true,
      });
      expect(order.statusCode, order.body).toBe(201);
    }
  });

  it('a pay scheme with an amount past the bound answers 400 naming the field', async () => {
    for (const field of ['fixedAmount', 'minimum']) {
      const res = await call(t.app, 'POST', `${base}/pay-schemes`, chain.owner, scheme({ name: 'Too much', [field]: '9999999999.99' }));
      expect(res.statusCode, res.body).toBe(400);
      expect(issuePaths(res.json())).toEqual([field]);
      expect(messages(res.json())).toEqual([`At most ${maxEnteredAmount}`]);
    }
  });

  it('a pay calculation of a year under the largest accepted amounts succeeds', async () => {
    const carla = ids.carla;
    const schemeId = await created(t.app, chain.owner, `${base}/pay-schemes`, scheme({ name: 'Largest', fixedAmount: maxEnteredAmount, fixedPer: 'shift', servicePercent: '100', minimum: maxEnteredAmount }));
    const assigned = await call(t.app, 'POST', `/employees/${carla}/pay-assignments`, chain.owner, { schemeId, startsOn: '2030-01-01' });
    expect(assigned.statusCode, assigned.body).toBe(201);
    for (let day = 0; day < 366; day += 1) await slot(t.app, chain, carla, new Date(Date.UTC(2032, 0, 1 + day)).toISOString().slice(0, 10));
    await sell(t.app, chain, [{ kind: 'service', refId: ids.haircut, employeeId: carla, name: 'Haircut', unitPrice: maxEnteredAmount, total: maxEnteredAmount, date: '2032-06-01' }]);
    const res = await call(t.app, 'POST', `${base}/pay-calculations`, chain.owner, { periodFrom: '2032-01-01', periodTo: '2032-12-31' });
    expect(res.statusCode, res.body).toBe(201);
    const share = (res.json().employees as { employeeId: number; subtotal: string }[]).find((e) => e.employeeId === carla);
    // 366 shifts × 9 999 999.99 and 100 % of a 9 999 999.99 sale.
    expect(share?.subtotal).toBe('3669999996.33');
  });

  it("a member's pay past what one payment can hold answers 409 naming the member, writing nothing", async () => {
    const schemeId = await created(t.app, chain.owner, `${base}/pay-schemes`, scheme({ name: 'All of it', servicePercent: '100' }));
    await call(t.app, 'POST', `/employees/${ids.ana}/pay-assignments`, chain.owner, { schemeId, startsOn: '2040-01-01' });
    const big = { kind: 'service' as const, refId: ids.haircut, employeeId: ids.ana, name: 'Haircut', unitPrice: maxEnteredAmount, quantity: 999, total: '9989999990.01', date: '2040-03-10' };
    await sell(t.app, chain, [big]);
    await sell(t.app, chain, [{ ...big, date: '2040-03-11' }]);
    const res = await call(t.app, 'POST', `${base}/pay-calculations`, chain.owner, { periodFrom: '2040-03-01', periodTo: '2040-03-31' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('Ana Petrović');
    expect(res.json().message).toContain('19979999980.02');
    const list = await call(t.app, 'GET', `${base}/pay-calculations`, chain.owner);
    expect((list.json().items as { periodFrom: string }[]).some((c) => c.periodFrom === '2040-03-01')).toBe(false);
  });

  it('a sale whose lines come to more than an amount column holds answers 400 naming the items', async () => {
    const items = Array.from({ length: 2 }, (_, i) => ({ uid: `u${i}`, kind: 'service', refId: ids.haircut, employeeId: ids.ana, price: maxEnteredAmount, quantity: 999, startsAt: '2030-01-01' }));
    const res = await call(t.app, 'POST', `${base}/sales`, chain.owner, { items, tender: { card: '0' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(issuePaths(res.json())).toEqual(['items']);
  });
});
