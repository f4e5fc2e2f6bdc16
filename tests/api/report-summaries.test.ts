import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed';
import { keyIndicatorsFromFactsStatement } from '../../server/modules/reports/key-indicators.query';
import { previousPeriod } from '../../server/modules/reports/reports.service';
import { salesByDayFromFactsStatement } from '../../server/modules/reports/sales-by-day.query';
import type { ReportStatement } from '../../server/modules/reports/report-sql';
import { addDays } from '../../src/schema/schedule/calendar';
import type { ReportPeriod } from '../../src/schema/reports/reports';
import { createFreshDatabase } from '../helpers/test-database';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, branchRecords, line, workSlot, type Auth, type World } from './orders-support';
import { cut, item, salesWorld, sell, today, type SalesWorld } from './sales-support';
import { addBranch, memberOf } from './settings-support';

/**
 * The report summaries of migration 0046 (docs/report-summaries.md) after a random day of writes through the API:
 * sales, payments, refunds and cancellations, orders booked, moved, retimed and through their statuses, group
 * classes joined and left, work slots. Afterwards the summaries equal a fresh rebuild row for row, and every report
 * (each branch, the chain, an administrator's two branches of three) equals the same report computed from the facts.
 * The day is drawn from a seeded generator; REPORT_SUMMARIES_SEED repeats a failing one.
 */
const seed = Number(process.env['REPORT_SUMMARIES_SEED'] ?? Date.now() % 1_000_000);

function generator(start: number) {
  let state = start >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]! };
}

/** Every summary row of a chain whose figures are not all zero (a row moved back to zero equals no row). */
async function summaries(db: pg.Pool | pg.ClientBase, organizationId: number) {
  const read = async (sql: string) => (await db.query(sql, [organizationId])).rows;
  return {
    money: await read(`select * from report_day_money where organization_id = $1
      and (items, services_cents, products_cents, memberships_cents, discounts_cents, items_cents, sales, revenue_cents, paid_cents, deposits, deposits_cents) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      order by branch_id, local_date, currency`),
    time: await read(`select organization_id, branch_id, to_char(local_date, 'YYYY-MM-DD') as local_date, visits, booked_seconds::float8 as booked, slot_seconds::float8 as slots
      from report_day_time where organization_id = $1 and (visits <> 0 or booked_seconds <> 0 or slot_seconds <> 0) order by branch_id, local_date`),
    chainMoney: await read(`select * from report_chain_money where organization_id = $1
      and (items, services_cents, products_cents, memberships_cents, discounts_cents, items_cents, sales, revenue_cents, paid_cents, deposits, deposits_cents) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      order by local_date, currency, branch_currency`),
    chainTime: await read(`select organization_id, to_char(local_date, 'YYYY-MM-DD') as local_date, visits, booked_seconds::float8 as booked, slot_seconds::float8 as slots
      from report_chain_time where organization_id = $1 and (visits <> 0 or booked_seconds <> 0 or slot_seconds <> 0) order by local_date`),
    clientDays: await read(`select * from report_client_days where organization_id = $1 order by scope_id, client_id, local_date`),
    chainDays: await read(`select * from report_chain_days where organization_id = $1 and (first_clients <> 0 or clients_by_gap[1] <> 0) order by local_date`),
  };
}

/** The summaries as they stand, and as a rebuild from the facts makes them (rolled back). */
async function storedAndRebuilt(pool: pg.Pool, organizationId: number) {
  const client = await pool.connect();
  try {
    const stored = await summaries(client, organizationId);
    await client.query('begin');
    await client.query('select report_rebuild($1)', [organizationId]);
    const rebuilt = await summaries(client, organizationId);
    await client.query('rollback');
    return { stored, rebuilt };
  } finally {
    client.release();
  }
}

describe('report summaries kept by the writers', () => {
  let t: TestApp;
  let w: SalesWorld;
  let second: World;
  let third: number;
  let admin: Auth;

  beforeAll(async () => {
    t = await createTestApp();
    w = await salesWorld(t.app, 'Summaries');
    const secondId = await addBranch(t.app, w, 'Second');
    second = { ...w, ...(await branchRecords(t.app, w.owner, secondId)), branchId: secondId };
    third = await addBranch(t.app, w, 'Third');
    admin = (await memberOf(t.app, w.orgId, 'administrator', [w.branchId, secondId])).auth;
  });

  afterAll(async () => {
    await t?.close();
  });

  const ok = async (response: ReturnType<typeof api>, context: string) => {
    const res = await response;
    expect(res.statusCode, `${context}, seed ${seed}: ${res.body}`).toBeLessThan(300);
    return res.json();
  };
  const fromFacts = async (statement: ReportStatement) => (await t.app.pool.query(statement)).rows;

  it('equal a rebuild and the reports from the facts after a random day of writes', async () => {
    const random = generator(seed);
    const day = today();
    const worlds = [w, second] as const;
    const clients = new Map<World, number[]>([
      [w, [w.client]],
      [second, [second.client]],
    ]);
    for (const world of worlds) {
      for (let n = 0; n < 4; n++) clients.get(world)!.push((await ok(api(t.app, 'POST', `/branches/${world.branchId}/clients`, w.owner, { firstName: `Client ${n}` }), 'client')).id);
      for (let d = -6; d <= 0; d++) await workSlot(t.app, world, world.ana, addDays(day, d), '09:00', '18:00');
    }
    const orders: { id: number; world: World }[] = [];
    const sales: { id: number; payments: number[] }[] = [];
    const classes: { id: number; joined: number[]; world: World }[] = [];
    // Visits can be completed on their day or later only: the day's writes land in the week up to today.
    const someDay = () => addDays(day, -random.int(7));
    const someTime = () => `${String(9 + random.int(8)).padStart(2, '0')}:${random.pick(['00', '15', '30'])}`;
    const someClient = (world: World) => (random.next() < 0.15 ? null : random.pick(clients.get(world)!));
    const version = async (id: number) => (await ok(api(t.app, 'GET', `/orders/${id}`, w.owner), 'order')).version as number;

    const book = async (world: World) => {
      const res = await api(t.app, 'POST', `/branches/${world.branchId}/orders`, w.owner, {
        clientId: someClient(world),
        services: [line(world, { date: someDay(), startTime: someTime(), employeeId: random.pick([world.ana, world.boris]), duration: random.pick([30, 45, 60]) })],
        confirmOutsideWorkingHours: true,
      });
      if (res.statusCode === 201) orders.push({ id: res.json().id, world });
    };
    const setStatus = async (id: number, status: string) =>
      status === 'order_status.canceled'
        ? api(t.app, 'PATCH', `/orders/${id}/cancel`, w.owner, {})
        : api(t.app, 'PATCH', `/orders/${id}`, w.owner, { version: await version(id), status });
    const changeStatus = async () => {
      const order = random.pick(orders);
      await setStatus(order.id, random.pick(['order_status.success', 'order_status.success', 'order_status.pass', 'order_status.waiting', 'order_status.approved', 'order_status.canceled']));
    };
    const move = async () => {
      const order = random.pick(orders);
      await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, {
        version: await version(order.id),
        services: [line(order.world, { date: someDay(), startTime: someTime(), duration: random.pick([30, 90]) })],
        confirmOutsideWorkingHours: true,
      });
    };
    const checkOut = async (world: World) => {
      const paid = random.pick(['25.00', '10.00', '0']);
      const membership = world === w && random.next() < 0.4 ? [item({ kind: 'membership', refId: w.tenVisits, price: '200.00' })] : [];
      const res = await sell(t.app, world as SalesWorld, { clientId: someClient(world), items: [cut(world as SalesWorld), ...membership], tender: random.next() < 0.5 ? { cash: paid } : { card: paid } });
      if (res.statusCode === 201) sales.push({ id: res.json().sale.id, payments: res.json().sale.transactions.map((x: { id: number }) => x.id) });
    };
    const pay = async () => {
      const sale = random.pick(sales);
      const res = await api(t.app, 'POST', `/sales/${sale.id}/payments`, w.owner, { tender: { card: '5.00' } });
      if (res.statusCode === 201) sale.payments = res.json().sale.transactions.map((x: { id: number }) => x.id);
    };
    const refund = async () => {
      const sale = random.pick(sales);
      if (sale.payments.length > 0) await api(t.app, 'POST', `/transactions/${random.pick(sale.payments)}/refunds`, w.owner, { amount: '1.00' });
    };
    const cancelSale = async () => api(t.app, 'POST', `/sales/${random.pick(sales).id}/cancel`, w.owner, {});
    const openClass = async (world: World) => {
      const res = await api(t.app, 'POST', `/branches/${world.branchId}/group-orders`, w.owner, {
        serviceId: world.cut, employeeId: world.boris, date: someDay(), startTime: '18:00', duration: 60, price: '15.00', confirmOutsideWorkingHours: true,
      });
      if (res.statusCode === 201) classes.push({ id: res.json().created[0].id, joined: [], world });
    };
    const join = async () => {
      const group = random.pick(classes);
      const joining = random.pick(clients.get(group.world)!);
      if ((await api(t.app, 'POST', `/orders/${group.id}/clients`, w.owner, { clientId: joining })).statusCode < 300) group.joined.push(joining);
    };
    const leave = async () => {
      const group = random.pick(classes);
      if (group.joined.length > 0) await api(t.app, 'DELETE', `/orders/${group.id}/clients/${group.joined.splice(random.int(group.joined.length), 1)[0]!}`, w.owner);
    };
    const classStatus = async () => {
      const group = random.pick(classes);
      await setStatus(group.id, random.pick(['order_status.success', 'order_status.waiting']));
    };

    // Each kind of write at least once, in an order that makes it count, then a random mix.
    for (const world of worlds) {
      for (let n = 0; n < 3; n++) await book(world);
      await checkOut(world);
      await openClass(world);
    }
    for (const order of orders) await ok(setStatus(order.id, 'order_status.success'), 'complete');
    for (const group of classes) {
      await join();
      await join();
      await ok(setStatus(group.id, 'order_status.success'), 'complete the class');
    }
    await move();
    await pay();
    await refund();
    await leave();
    await cancelSale();
    const writes = [() => book(random.pick(worlds)), changeStatus, changeStatus, move, () => checkOut(random.pick(worlds)), pay, refund, cancelSale, () => openClass(random.pick(worlds)), join, join, leave, classStatus];
    for (let step = 0; step < 60; step++) await random.pick(writes)();
    const { stored, rebuilt } = await storedAndRebuilt(t.app.pool, w.orgId);
    expect(stored, `seed ${seed}`).toEqual(rebuilt);
    expect(stored.money.length, `seed ${seed}: the day wrote money`).toBeGreaterThan(0);

    const periods: ReportPeriod[] = [{ from: addDays(day, -3), to: addDays(day, 3) }, { from: day, to: day }, { from: addDays(day, -400), to: addDays(day, 30) }];
    const readers = [
      { path: `/organizations/${w.orgId}`, auth: w.owner, branchIds: [w.branchId, second.branchId, third] },
      { path: `/branches/${w.branchId}`, auth: w.owner, branchIds: [w.branchId] },
      { path: `/branches/${second.branchId}`, auth: w.owner, branchIds: [second.branchId] },
      // Two branches of three: new and returning clients come from the facts (key-indicators.query.ts).
      { path: `/organizations/${w.orgId}`, auth: admin, branchIds: [w.branchId, second.branchId] },
    ];
    for (const period of periods) {
      for (const reader of readers) {
        const query = `from=${period.from}&to=${period.to}`;
        const scope = { organizationId: w.orgId, branchIds: reader.branchIds };
        const indicators = await ok(api(t.app, 'GET', `${reader.path}/key-indicators?${query}`, reader.auth), 'key indicators');
        const [facts] = await fromFacts(keyIndicatorsFromFactsStatement(scope, period, previousPeriod(period)));
        expect(indicators, `seed ${seed}, ${reader.path} ${query}`).toEqual({ period, previousPeriod: previousPeriod(period), ...facts.indicators });
        const byDay = await ok(api(t.app, 'GET', `${reader.path}/reports/sales-by-day?${query}`, reader.auth), 'sales by day');
        const factRows = await fromFacts(salesByDayFromFactsStatement(scope, period));
        expect(byDay, `seed ${seed}, ${reader.path} ${query}`).toEqual({
          period,
          rows: factRows.filter((row) => row.date !== null),
          totals: factRows.filter((row) => row.date === null).map(({ date: _date, ...totals }) => totals),
        });
      }
    }
  });

  it('counts two sales written at the same moment on one branch and day (both on today)', async () => {
    const soldOnBranch = 'select coalesce(sum(sales), 0)::int as sales from report_day_money where organization_id = $1 and branch_id = $2';
    const before = await t.app.pool.query(soldOnBranch, [w.orgId, w.branchId]);
    const sold = await Promise.all([0, 1].map(() => sell(t.app, w, { items: [cut(w)], tender: { cash: '25.00' } })));
    expect(sold.map((res) => res.statusCode)).toEqual([201, 201]);
    const after = await t.app.pool.query(soldOnBranch, [w.orgId, w.branchId]);
    expect(after.rows[0].sales - before.rows[0].sales).toBe(2);
    const { stored, rebuilt } = await storedAndRebuilt(t.app.pool, w.orgId);
    expect(stored).toEqual(rebuilt);
  });

  it('leaves the demo seeded on a migrated database with summaries equal to a rebuild', async () => {
    const database = await createFreshDatabase();
    const handle = createDb(database.url, 2);
    try {
      await runMigrations(handle.db);
      expect(await seedDemoIfEmpty(handle.db)).toBe(true);
      const { rows } = await handle.pool.query<{ id: string }>('select id from organizations order by id');
      for (const { id } of rows) {
        const { stored, rebuilt } = await storedAndRebuilt(handle.pool, Number(id));
        expect(stored, `chain ${id}`).toEqual(rebuilt);
      }
    } finally {
      await handle.pool.end();
      await database.drop();
    }
  });
});
