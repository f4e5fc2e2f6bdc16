import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimal, moneyText } from '../../src/schema/money/decimal';
import { cashFlowSchema, keyIndicatorsSchema, salesByDaySchema, type SalesByDay } from '../../src/schema/reports/reports';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { workSlot } from './orders-support';
import { addBranch, changeLicence, memberOf } from './settings-support';
import { addClient, addEmployee, addService, call, insertOrder, issuePaths, scheduleChain, type ScheduleChain } from './schedule-support';
import { addMembership, addProduct, cancelSale, insertRefund, insertSale } from './reports-support';

/**
 * Reports to the cent: Sales by Day, the Cash inflow summary and the key indicators of a branch and of its chain,
 * from sales written as a checkout leaves them (reports-support.ts). May 2030 is the period; April holds the
 * previous period's sale and visit.
 */
describe('reports: sales by day, cash inflow, key indicators', () => {
  let t: TestApp;
  let chain: ScheduleChain;
  let branchB: ScheduleChain;
  let other: ScheduleChain;
  const may = 'from=2030-05-01&to=2030-05-31';

  beforeAll(async () => {
    t = await createTestApp();
    chain = await scheduleChain(t.app, 'Reports Chain');
    branchB = { ...chain, branchId: await addBranch(t.app, chain, 'Second') };
    other = await scheduleChain(t.app, 'Reports Other');
    const anna = await addEmployee(t.app, chain, 'Anna');
    const cut = await addService(t.app, chain, 'Cut', 60);
    const shampoo = await addProduct(t.app, chain, 'Shampoo', '12.40');
    const pass = await addMembership(t.app, chain, 'Ten visits', '100.00');
    const ivana = await addClient(t.app, chain, 'Ivana');
    const nina = await addClient(t.app, chain, 'Nina');
    const cutB = await addService(t.app, branchB, 'Cut B', 30);

    // May 3: Ivana pays all by cash and card; Nina owes 34.50 of her membership; a sale on branch B.
    await insertSale(t.app, chain, {
      date: '2030-05-03',
      clientId: ivana,
      lines: [
        { kind: 'service', refId: cut, price: '25.00', discount: { kind: 'percent', value: '10' } },
        { kind: 'product', refId: shampoo, price: '12.40', quantity: 2 },
      ],
      payments: [{ method: 'cash', amount: '20.00' }, { method: 'card', amount: '27.30' }],
    });
    await insertSale(t.app, chain, {
      date: '2030-05-03',
      clientId: nina,
      lines: [{ kind: 'membership', refId: pass, price: '100.00', discount: { kind: 'amount', value: '15.50' } }],
      payments: [{ method: 'card', amount: '50.00' }],
    });
    await insertSale(t.app, branchB, { date: '2030-05-03', lines: [{ kind: 'service', refId: cutB, price: '10.01' }], payments: [{ method: 'cash', amount: '10.01' }] });
    // May 10: a walk-in pays 99.99 cash, 9.99 of it is refunded on the 11th; a cancelled sale counts nowhere.
    const walkIn = await insertSale(t.app, chain, { date: '2030-05-10', lines: [{ kind: 'service', refId: cut, price: '33.33', quantity: 3 }], payments: [{ method: 'cash', amount: '99.99' }] });
    await insertRefund(t.app, chain, walkIn.paymentIds[0]!, 'cash', '9.99', '2030-05-11');
    const canceled = await insertSale(t.app, chain, { date: '2030-05-10', lines: [{ kind: 'service', refId: cut, price: '40.00' }] });
    await cancelSale(t.app, chain, canceled.saleId);
    // The previous period (March 31 – April 30): Ivana's first sale and visit.
    await insertSale(t.app, chain, { date: '2030-04-15', clientId: ivana, lines: [{ kind: 'service', refId: cut, price: '50.00' }], payments: [{ method: 'card', amount: '50.00' }] });

    await insertOrder(t.app, chain, { date: '2030-04-15', clientId: ivana, status: 'order_status.success', lines: [{ employeeId: anna, serviceId: cut, start: '10:00', end: '10:30' }] });
    await insertOrder(t.app, chain, { date: '2030-05-03', clientId: ivana, status: 'order_status.success', lines: [{ employeeId: anna, serviceId: cut, start: '10:00', end: '11:00' }] });
    await insertOrder(t.app, chain, { date: '2030-05-04', clientId: nina, status: 'order_status.canceled', lines: [{ employeeId: anna, serviceId: cut, start: '12:00', end: '13:00' }] });
    await workSlot(t.app, chain, anna, '2030-04-15', '09:00', '14:00');
    await workSlot(t.app, chain, anna, '2030-05-03', '09:00', '17:00');
    await workSlot(t.app, chain, anna, '2030-05-04', '09:00', '17:00');
  });

  afterAll(async () => {
    await t?.close();
  });

  const read = async (url: string, headers = chain.owner) => {
    const res = await call(t.app, 'GET', url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('Sales by Day of a branch: each day and the totals, cancelled sales left out', async () => {
    const report = salesByDaySchema.parse(await read(`/branches/${chain.branchId}/reports/sales-by-day?${may}`));
    expect(report.rows).toEqual([
      { date: '2030-05-03', currency: 'EUR', sales: 2, services: '22.50', products: '24.80', memberships: '84.50', discounts: '18.00', total: '131.80', paid: '97.30', debt: '34.50', deposits: '0.00' },
      { date: '2030-05-10', currency: 'EUR', sales: 1, services: '99.99', products: '0.00', memberships: '0.00', discounts: '0.00', total: '99.99', paid: '99.99', debt: '0.00', deposits: '0.00' },
    ]);
    expect(report.totals).toEqual([{ currency: 'EUR', sales: 3, services: '122.49', products: '24.80', memberships: '84.50', discounts: '18.00', total: '231.79', paid: '197.29', debt: '34.50', deposits: '0.00' }]);
  });

  it('Sales by Day of the chain is the sum of its branches', async () => {
    const [a, b, whole] = (await Promise.all([
      read(`/branches/${chain.branchId}/reports/sales-by-day?${may}`),
      read(`/branches/${branchB.branchId}/reports/sales-by-day?${may}`),
      read(`/organizations/${chain.orgId}/reports/sales-by-day?${may}`),
    ])) as SalesByDay[];
    const amounts = ['services', 'products', 'memberships', 'discounts', 'total', 'paid', 'debt', 'deposits'] as const;
    const summed = Object.fromEntries(amounts.map((key) => [key, moneyText(decimal(a!.totals[0]![key]).plus(b!.totals[0]![key]))]));
    expect(whole!.totals).toEqual([{ currency: 'EUR', sales: 4, ...summed }]);
    expect(whole!.totals[0]!.total).toBe('241.80');
    expect(whole!.rows.find((row) => row.date === '2030-05-03')).toMatchObject({ sales: 3, services: '32.51', total: '141.81', paid: '107.31' });
  });

  it('Cash inflow: payments in and refunds out per day and method, with the net', async () => {
    const report = cashFlowSchema.parse(await read(`/branches/${chain.branchId}/reports/cash-flow?${may}`));
    expect(report.rows).toEqual([
      { date: '2030-05-03', currency: 'EUR', method: 'card', payments: '77.30', refunds: '0.00', net: '77.30' },
      { date: '2030-05-03', currency: 'EUR', method: 'cash', payments: '20.00', refunds: '0.00', net: '20.00' },
      { date: '2030-05-10', currency: 'EUR', method: 'cash', payments: '99.99', refunds: '0.00', net: '99.99' },
      { date: '2030-05-11', currency: 'EUR', method: 'cash', payments: '0.00', refunds: '9.99', net: '-9.99' },
    ]);
    expect(report.totals).toEqual([
      { currency: 'EUR', method: 'card', payments: '77.30', refunds: '0.00', net: '77.30' },
      { currency: 'EUR', method: 'cash', payments: '119.99', refunds: '9.99', net: '110.00' },
    ]);
    const whole = cashFlowSchema.parse(await read(`/organizations/${chain.orgId}/reports/cash-flow?${may}`));
    expect(whole.totals.find((row) => row.method === 'cash')).toMatchObject({ payments: '130.00', net: '120.01' });
  });

  it('key indicators against the previous period of equal length', async () => {
    const indicators = keyIndicatorsSchema.parse(await read(`/branches/${chain.branchId}/key-indicators?${may}`));
    expect(indicators.previousPeriod).toEqual({ from: '2030-03-31', to: '2030-04-30' });
    expect(indicators.money).toEqual([
      {
        currency: 'EUR',
        revenue: { current: '231.79', previous: '50.00', change: '363.6' },
        paid: { current: '197.29', previous: '50.00', change: '294.6' },
        unpaid: { current: '34.50', previous: '0.00', change: null },
        sales: { current: 3, previous: 1, change: '200.0' },
        averageCheck: { current: '77.26', previous: '50.00', change: '54.5' },
        deposits: { current: '0.00', previous: '0.00', change: null },
      },
    ]);
    expect(indicators.visits).toEqual({ current: 1, previous: 1, change: '0.0' });
    expect(indicators.newClients).toEqual({ current: 1, previous: 1, change: '0.0' });
    expect(indicators.returningClients).toEqual({ current: 1, previous: 0, change: null });
    // 60 booked minutes of 960 on shift (the cancelled order holds none); 30 of 300 before.
    expect(indicators.occupancy).toEqual({ current: '6.3', previous: '10.0', change: '-37.0' });

    const whole = keyIndicatorsSchema.parse(await read(`/organizations/${chain.orgId}/key-indicators?${may}`));
    expect(whole.money[0]!.revenue).toEqual({ current: '241.80', previous: '50.00', change: '383.6' });
  });

  it('an empty period answers zeros, not errors', async () => {
    const empty = salesByDaySchema.parse(await read(`/branches/${chain.branchId}/reports/sales-by-day?from=2031-01-01&to=2031-01-31`));
    expect(empty).toEqual({ period: { from: '2031-01-01', to: '2031-01-31' }, rows: [], totals: [] });
    const indicators = keyIndicatorsSchema.parse(await read(`/branches/${chain.branchId}/key-indicators?from=2031-01-01&to=2031-01-31`));
    expect(indicators.money).toEqual([]);
    expect(indicators.occupancy).toEqual({ current: null, previous: null, change: null });
  });

  it('bad periods answer 400 naming the field', async () => {
    const base = `/branches/${chain.branchId}/reports/sales-by-day`;
    const cases: [string, string][] = [
      ['from=2030-05-31&to=2030-05-01', 'to'],
      ['from=2030-01-01&to=2032-01-02', 'to'],
      ['from=2030-02-30&to=2030-03-01', 'from'],
      ['from=2030-05-01', 'to'],
      ['from=May&to=2030-05-01', 'from'],
    ];
    for (const [query, field] of cases) {
      const res = await call(t.app, 'GET', `${base}?${query}`, chain.owner);
      expect(res.statusCode, query).toBe(400);
      expect(issuePaths(res.json()), query).toContain(field);
    }
    expect((await call(t.app, 'GET', `/organizations/${chain.orgId}/key-indicators?from=2030-01-01&to=2032-01-01`, chain.owner)).statusCode).toBe(200);
  });

  it("another chain's ids answer 404, like unknown ones", async () => {
    for (const url of [
      `/branches/${chain.branchId}/reports/sales-by-day?${may}`,
      `/organizations/${chain.orgId}/reports/cash-flow?${may}`,
      `/organizations/${chain.orgId}/key-indicators?${may}`,
      `/branches/999999999/key-indicators?${may}`,
    ]) {
      expect((await call(t.app, 'GET', url, other.owner)).statusCode, url).toBe(404);
    }
  });

  it('an administrator reads the branches granted (chain-wide too); an employee is refused', async () => {
    const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
    const branchA = await read(`/branches/${chain.branchId}/reports/sales-by-day?${may}`, admin.auth);
    const chainWide = await read(`/organizations/${chain.orgId}/reports/sales-by-day?${may}`, admin.auth);
    expect(chainWide.totals).toEqual(branchA.totals);
    expect((await call(t.app, 'GET', `/branches/${branchB.branchId}/reports/sales-by-day?${may}`, admin.auth)).statusCode).toBe(404);

    const employee = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId]);
    expect((await call(t.app, 'GET', `/branches/${chain.branchId}/reports/sales-by-day?${may}`, employee.auth)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/branches/${chain.branchId}/key-indicators?${may}`, employee.auth)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/organizations/${chain.orgId}/key-indicators?${may}`, employee.auth)).statusCode).toBe(403);
  });

  it('a plan without reports refuses the reports with 403 and keeps key indicators on the sales page', async () => {
    await changeLicence(t.app, chain.orgId, {
      branchMenu: (menu) => {
        menu['branch_reports']!.enable = false;
      },
    });
    expect((await call(t.app, 'GET', `/branches/${chain.branchId}/reports/sales-by-day?${may}`, chain.owner)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/organizations/${chain.orgId}/reports/cash-flow?${may}`, chain.owner)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/branches/${chain.branchId}/key-indicators?${may}`, chain.owner)).statusCode).toBe(200);
  });
});
