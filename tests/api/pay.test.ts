import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cashRegisterSettings, transactions } from '../../server/db/tables';
import {
  payCalculationDetailSchema,
  paySchemeRecordSchema,
  type PayCalculationDetail,
} from '../../src/schema/pay/pay-api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { call, created, issuePaths, payWorld, scheme, sell, slot } from './pay-support';
import { changeLicence, memberOf, type Chain } from './settings-support';

describe('pay API', () => {
  let t: TestApp;
  let chain: Chain;
  let other: Chain;
  let ids: Awaited<ReturnType<typeof payWorld>>['ids'];

  beforeAll(async () => {
    t = await createTestApp();
    ({ chain, other, ids } = await payWorld(t.app));
  });
  afterAll(() => t.close());

  it('creates, lists, changes with its version and deletes a pay scheme, refusing bad input with the fields named', async () => {
    const url = `/branches/${chain.branchId}/pay-schemes`;
    const bad = await call(
      t.app,
      'POST',
      url,
      chain.owner,
      scheme({ servicePercent: '100.5', fixedAmount: '-5', minimum: '1.234' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toEqual(
      expect.arrayContaining(['servicePercent', 'fixedAmount', 'minimum']),
    );
    const foreign = await call(
      t.app,
      'POST',
      url,
      chain.owner,
      scheme({
        categoryPercents: [
          { categoryId: ids.colour, percent: '50' },
          { categoryId: ids.otherCategory, percent: '30' },
        ],
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(issuePaths(foreign.json())).toEqual(['categoryPercents.1.categoryId']);
    const twice = await call(
      t.app,
      'POST',
      url,
      chain.owner,
      scheme({
        categoryPercents: [
          { categoryId: ids.colour, percent: '50' },
          { categoryId: ids.colour, percent: '30' },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);

    const res = await call(
      t.app,
      'POST',
      url,
      chain.owner,
      scheme({
        name: 'Temp',
        fixedAmount: '100',
        fixedPer: 'month',
        categoryPercents: [{ categoryId: ids.colour, percent: '12.5' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = paySchemeRecordSchema.parse(res.json());
    expect(made).toMatchObject({
      name: 'Temp',
      fixedAmount: '100.00',
      fixedPer: 'month',
      categoryPercents: [{ categoryId: ids.colour, percent: '12.5' }],
      version: 1,
      assignedCount: 0,
    });

    const changed = await call(t.app, 'PUT', `/pay-schemes/${made.id}`, chain.owner, {
      ...scheme({ name: 'Temp 2', servicePercent: '40' }),
      version: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Temp 2',
      servicePercent: '40.00',
      categoryPercents: [],
      version: 2,
    });
    const stale = await call(t.app, 'PUT', `/pay-schemes/${made.id}`, chain.owner, {
      ...scheme({ name: 'Late' }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');

    const listed = await call(
      t.app,
      'GET',
      `${url}?filters=${encodeURIComponent(JSON.stringify({ conditions: [{ field: 'name', matchMode: 'startsWith', value: 'temp' }] }))}`,
      chain.owner,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((item: { name: string }) => item.name)).toEqual(['Temp 2']);
    expect((await call(t.app, 'GET', `${url}?sort=salary:asc`, chain.owner)).statusCode).toBe(400);

    expect((await call(t.app, 'DELETE', `/pay-schemes/${made.id}`, chain.owner)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/pay-schemes/${made.id}`, chain.owner)).statusCode).toBe(404);
  });

  it('calculates a period from real sales and shifts to the cent, approves it and pays it as salary transactions', async () => {
    const url = `/branches/${chain.branchId}/pay-schemes`;
    const perShift = await created(
      t.app,
      chain.owner,
      url,
      scheme({
        name: 'Per shift',
        fixedAmount: '1500',
        fixedPer: 'shift',
        servicePercent: '40',
        productPercent: '10',
        categoryPercents: [{ categoryId: ids.colour, percent: '50' }],
      }),
    );
    const monthly = await created(
      t.app,
      chain.owner,
      url,
      scheme({ name: 'Monthly', fixedAmount: '1000', fixedPer: 'month' }),
    );
    const minimum = await created(
      t.app,
      chain.owner,
      url,
      scheme({ name: 'Minimum', servicePercent: '10', minimum: '500' }),
    );
    const assign = (employeeId: number, schemeId: number, startsOn: string) =>
      call(t.app, 'POST', `/employees/${employeeId}/pay-assignments`, chain.owner, { schemeId, startsOn });

    expect((await assign(ids.ana, minimum, '2031-05-01')).statusCode).toBe(201);
    // The same day again replaces that day's scheme.
    const replaced = await assign(ids.ana, perShift, '2031-05-01');
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json()).toMatchObject({
      schemeId: perShift,
      schemeName: 'Per shift',
      startsOn: '2031-05-01',
    });
    expect((await assign(ids.ana, minimum, '2031-07-01')).statusCode).toBe(201);
    // Boris is paid from 11 June: 20 of June's 30 days.
    expect((await assign(ids.boris, monthly, '2031-06-11')).statusCode).toBe(201);
    expect((await assign(ids.carla, minimum, '2031-01-01')).statusCode).toBe(201);
    expect((await assign(ids.carla, 999_999_999, '2031-01-01')).statusCode).toBe(400);
    expect(issuePaths((await assign(ids.carla, minimum, '2031-02-30')).json())).toEqual(['startsOn']);
    const history = await call(t.app, 'GET', `/employees/${ids.ana}/pay-assignments`, chain.owner);
    expect(
      history
        .json()
        .items.map((row: { startsOn: string; schemeName: string }) => `${row.startsOn} ${row.schemeName}`),
    ).toEqual(['2031-07-01 Minimum', '2031-05-01 Per shift']);

    for (const date of ['2031-06-02', '2031-06-03', '2031-06-04', '2031-07-01'])
      await slot(t.app, chain, ids.ana, date);
    await slot(t.app, chain, ids.ana, '2031-06-05', 'work_slot.sick');
    await sell(t.app, chain, [
      {
        kind: 'service',
        refId: ids.haircut,
        employeeId: ids.ana,
        name: 'Haircut',
        unitPrice: '1800.00',
        total: '1800.00',
        date: '2031-06-12',
      },
      {
        kind: 'service',
        refId: ids.colouring,
        employeeId: ids.ana,
        name: 'Colouring',
        unitPrice: '2333.33',
        total: '2333.33',
        categoryId: ids.colour,
        date: '2031-06-12',
      },
      {
        kind: 'product',
        refId: ids.shampoo,
        employeeId: ids.ana,
        name: 'Shampoo',
        unitPrice: '450.00',
        quantity: 2,
        discount: '99.99',
        total: '800.01',
        date: '2031-06-12',
      },
      {
        kind: 'service',
        refId: ids.haircut,
        employeeId: ids.boris,
        name: 'Haircut',
        unitPrice: '1800.00',
        total: '1800.00',
        date: '2031-06-12',
      },
      {
        kind: 'service',
        refId: ids.haircut,
        employeeId: ids.carla,
        name: 'Haircut',
        unitPrice: '1800.00',
        total: '1800.00',
        date: '2031-06-12',
      },
    ]);
    // Not counted: a cancelled sale, a sale after the period, Boris's before his scheme began.
    await sell(t.app, chain, [
      {
        kind: 'service',
        refId: ids.haircut,
        employeeId: ids.ana,
        name: 'Haircut',
        unitPrice: '1000.00',
        total: '1000.00',
        date: '2031-06-20',
        canceled: true,
      },
    ]);
    await sell(t.app, chain, [
      {
        kind: 'service',
        refId: ids.haircut,
        employeeId: ids.ana,
        name: 'Haircut',
        unitPrice: '1000.00',
        total: '1000.00',
        date: '2031-07-01',
      },
    ]);
    await sell(t.app, chain, [
      {
        kind: 'service',
        refId: ids.haircut,
        employeeId: ids.boris,
        name: 'Haircut',
        unitPrice: '1000.00',
        total: '1000.00',
        date: '2031-06-05',
      },
    ]);

    const calculations = `/branches/${chain.branchId}/pay-calculations`;
    const badPeriod = await call(t.app, 'POST', calculations, chain.owner, {
      periodFrom: '2031-06-30',
      periodTo: '2031-06-01',
    });
    expect(badPeriod.statusCode).toBe(400);
    expect(issuePaths(badPeriod.json())).toEqual(['periodTo']);
    const res = await call(t.app, 'POST', calculations, chain.owner, {
      periodFrom: '2031-06-01',
      periodTo: '2031-06-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    const calculation: PayCalculationDetail = payCalculationDetailSchema.parse(res.json());
    const share = (name: string) => calculation.employees.find((employee) => employee.name.startsWith(name))!;
    const explained = (name: string) =>
      share(name).lines.map((line) => [
        line.kind,
        line.label,
        line.base,
        line.percent,
        line.amount,
        line.date,
      ]);

    expect(explained('Ana')).toEqual([
      ['fixed_shift', '3', '1500.00', null, '4500.00', null],
      ['service_percent', 'Haircut', '1800.00', '40.00', '720.00', '2031-06-12'],
      ['service_percent', 'Colouring', '2333.33', '50.00', '1166.67', '2031-06-12'],
      ['product_percent', 'Shampoo', '800.01', '10.00', '80.00', '2031-06-12'],
    ]);
    expect(share('Ana').subtotal).toBe('6466.67');
    expect(explained('Boris')).toEqual([['fixed_month', '2031-06', '1000.00', null, '666.67', null]]);
    expect(explained('Carla')).toEqual([
      ['service_percent', 'Haircut', '1800.00', '10.00', '180.00', '2031-06-12'],
      ['minimum_topup', '500.00', '180.00', null, '320.00', null],
    ]);
    expect(calculation).toMatchObject({ status: 'draft', total: '7633.34', employeeCount: 3 });
    expect(share('Ana').lines[0]!.schemeName).toBe('Per shift');

    const overlapping = await call(t.app, 'POST', calculations, chain.owner, {
      periodFrom: '2031-06-30',
      periodTo: '2031-07-05',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().message).toContain('2031-06-01 to 2031-06-30 (a draft)');

    // A member's documents: this calculation with their own share.
    const documents = await call(t.app, 'GET', `/employees/${ids.boris}/pay-calculations`, chain.owner);
    expect(documents.json().items).toEqual([
      expect.objectContaining({ id: calculation.id, subtotal: '666.67', total: '7633.34' }),
    ]);

    const id = calculation.id;
    expect(
      (await call(t.app, 'POST', `/pay-calculations/${id}/pay`, chain.owner, { method: 'card' })).statusCode,
    ).toBe(409);
    expect(
      (await call(t.app, 'POST', `/pay-calculations/${id}/approve`, chain.owner, { version: 99 })).json()
        .code,
    ).toBe('stale_version');
    const approved = await call(t.app, 'POST', `/pay-calculations/${id}/approve`, chain.owner, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
    const again = await call(t.app, 'POST', `/pay-calculations/${id}/approve`, chain.owner, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This pay calculation is approved: only one that is a draft can be approved.',
    );
    expect(
      (await call(t.app, 'POST', `/pay-calculations/${id}/recalculate`, chain.owner, {})).statusCode,
    ).toBe(409);
    expect((await call(t.app, 'DELETE', `/pay-calculations/${id}`, chain.owner)).statusCode).toBe(409);

    expect(
      (await call(t.app, 'POST', `/pay-calculations/${id}/pay`, chain.owner, { method: 'cheque' }))
        .statusCode,
    ).toBe(400);

    // With the cash register on and no shift open, paying in cash opens the day's shift, which the pay leaves.
    await t.app.db
      .insert(cashRegisterSettings)
      .values({ organizationId: chain.orgId, branchId: chain.branchId, enabled: true });
    const paid = await call(t.app, 'POST', `/pay-calculations/${id}/pay`, chain.owner, { method: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().status).toBe('paid');
    const salaries = await t.app.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.organizationId, chain.orgId), eq(transactions.payCalculationId, id)));
    expect(
      salaries
        .map((row) => [row.kind, row.method, row.employeeId, row.amount])
        .sort((a, b) => Number(a[2]) - Number(b[2])),
    ).toEqual([
      ['salary', 'cash', ids.ana, '-6466.67'],
      ['salary', 'cash', ids.boris, '-666.67'],
      ['salary', 'cash', ids.carla, '-500.00'],
    ]);
    const register = await call(t.app, 'GET', `/branches/${chain.branchId}/cash-register`, chain.owner);
    expect(register.json().openShift).toMatchObject({ id: salaries[0]!.cashShiftId, openingFloat: '0.00', expectedCash: '-7633.34' });
    expect(
      paid
        .json()
        .employees.every((employee: { transactionId: number | null }) => employee.transactionId !== null),
    ).toBe(true);
    expect(
      (await call(t.app, 'POST', `/pay-calculations/${id}/pay`, chain.owner, { method: 'card' })).statusCode,
    ).toBe(409);

    const events = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'pay_calculation'), eq(auditLog.entityId, id)));
    expect(events.filter((row) => row.branchId === chain.branchId)).toHaveLength(2);

    const listed = await call(
      t.app,
      'GET',
      `${calculations}?filters=${encodeURIComponent(JSON.stringify({ conditions: [{ field: 'status', matchMode: 'equals', value: 'paid' }] }))}`,
      chain.owner,
    );
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id, status: 'paid', total: '7633.34', employeeCount: 3 }),
    ]);

    // A scheme someone is paid by cannot be deleted.
    const inUse = await call(t.app, 'DELETE', `/pay-schemes/${monthly}`, chain.owner);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain('Boris');
  });

  it('recalculates and deletes a draft', async () => {
    const calculations = `/branches/${chain.branchId}/pay-calculations`;
    const res = await call(t.app, 'POST', calculations, chain.owner, {
      periodFrom: '2031-08-01',
      periodTo: '2031-08-31',
    });
    expect(res.statusCode, res.body).toBe(201);
    const before = res.json();
    const carlaBefore = before.employees.find(
      (employee: { name: string }) => employee.name === 'Carla Member' || employee.name.startsWith('Carla'),
    );
    expect(carlaBefore.subtotal).toBe('500.00');
    await sell(t.app, chain, [
      {
        kind: 'service',
        refId: ids.haircut,
        employeeId: ids.carla,
        name: 'Haircut',
        unitPrice: '9000.00',
        total: '9000.00',
        date: '2031-08-10',
      },
    ]);
    const rebuilt = await call(t.app, 'POST', `/pay-calculations/${before.id}/recalculate`, chain.owner, {
      version: before.version,
    });
    expect(rebuilt.statusCode, rebuilt.body).toBe(200);
    const carla = rebuilt
      .json()
      .employees.find((employee: { employeeId: number }) => employee.employeeId === ids.carla);
    expect(carla.lines.map((line: { amount: string }) => line.amount)).toEqual(['900.00']);
    expect(rebuilt.json().version).toBe(before.version + 1);
    expect((await call(t.app, 'DELETE', `/pay-calculations/${before.id}`, chain.owner)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/pay-calculations/${before.id}`, chain.owner)).statusCode).toBe(404);
  });

  it('answers 404 to another chain and 403 to a view-only licence or an employee changing pay', async () => {
    const id = await created(
      t.app,
      chain.owner,
      `/branches/${chain.branchId}/pay-schemes`,
      scheme({ name: 'Guarded' }),
    );
    const calc = await created(t.app, chain.owner, `/branches/${chain.branchId}/pay-calculations`, {
      periodFrom: '2031-10-01',
      periodTo: '2031-10-31',
    });
    for (const [method, url, body] of [
      ['GET', `/pay-schemes/${id}`],
      ['PUT', `/pay-schemes/${id}`, { ...scheme(), version: 1 }],
      ['GET', `/pay-calculations/${calc}`],
      ['POST', `/pay-calculations/${calc}/approve`, {}],
      ['GET', `/employees/${ids.ana}/pay-assignments`],
      ['POST', `/employees/${ids.ana}/pay-assignments`, { schemeId: id, startsOn: '2031-01-01' }],
      ['GET', `/branches/${chain.branchId}/pay-schemes`],
    ] as const) {
      const res = await call(t.app, method, url, other.owner, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }

    const employee = await memberOf(t.app, chain.orgId, 'employee', [chain.branchId]);
    // The branch's pay is closed to employees: they read their own (tests/api/staff-accounts.test.ts).
    expect(
      (await call(t.app, 'GET', `/branches/${chain.branchId}/pay-schemes`, employee.auth)).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', `/branches/${chain.branchId}/pay-schemes`, employee.auth, scheme()))
        .statusCode,
    ).toBe(403);
    const admin = await memberOf(t.app, chain.orgId, 'administrator', [chain.branchId]);
    expect((await call(t.app, 'POST', `/pay-calculations/${calc}/approve`, admin.auth, {})).statusCode).toBe(
      200,
    );

    await changeLicence(t.app, chain.orgId, {
      branchMenu: (menu) => void (menu['branch_team']!.content = 'view'),
    });
    try {
      for (const res of await Promise.all([
        call(t.app, 'POST', `/branches/${chain.branchId}/pay-schemes`, chain.owner, scheme()),
        call(t.app, 'POST', `/pay-calculations/${calc}/pay`, chain.owner, { method: 'card' }),
        call(t.app, 'POST', `/employees/${ids.ana}/pay-assignments`, chain.owner, {
          schemeId: id,
          startsOn: '2031-01-01',
        }),
      ])) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('license_forbidden');
      }
      expect((await call(t.app, 'GET', `/pay-calculations/${calc}`, chain.owner)).statusCode).toBe(200);
    } finally {
      await changeLicence(t.app, chain.orgId, {
        branchMenu: (menu) => void (menu['branch_team']!.content = 'edit'),
      });
    }
  });
});
