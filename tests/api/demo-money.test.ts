import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../server/db/seed/demo-seed';
import { refreshOrderPaymentStatus } from '../../server/modules/money/order-payment-status';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The demo's three months of money, read back with SQL from a freshly seeded database: every branch sold on
 * about 90 days, each sale's money adds up, every closed cash shift holds its float plus its cash, one shift
 * per branch is open today, the orders the sales paid show it, and Sales → Events has a row for each.
 */
describe('demo money', () => {
  let t: TestApp;
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await t.app.db.execute<T>(query)).rows;
  const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]!.n);

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoIfEmpty(t.app.db)).toBe(true);
  }, 120_000);
  afterAll(() => t.close());

  it('sells in every branch on the 90 days before today, 8 to 25 a day on most days', async () => {
    const branches = await rows<{ id: string; time_zone: string }>(sql`select id, time_zone from branches order by id`);
    expect(branches).toHaveLength(3);
    for (const branch of branches) {
      const today = instantToZoned(Date.now(), branch.time_zone).date;
      const days = await rows<{ local_date: string; n: number }>(sql`
        select local_date::text, count(*)::int as n from sales where branch_id = ${branch.id} group by local_date order by local_date`);
      expect(days[0]!.local_date).toBe(addDays(today, -90));
      expect(days.filter((d) => d.local_date < today).length).toBe(90);
      const usual = days.filter((d) => d.local_date < addDays(today, -8));
      expect(usual.every((d) => d.n >= 8 && d.n <= 25)).toBe(true);
    }
  });

  it('totals every sale from its items, and its paid is the sum of its payments less refunds, never above the total', async () => {
    expect(await count(sql`select count(*) as n from sales`)).toBeGreaterThan(2000);
    expect(
      await count(sql`
        select count(*) as n from sales s
        where s.total <> (select sum(i.total) from sale_items i where i.sale_id = s.id)
           or s.subtotal <> (select sum(i.unit_price * i.quantity) from sale_items i where i.sale_id = s.id)
           or s.paid <> coalesce((select sum(x.amount) from transactions x where x.sale_id = s.id), 0)
           or s.paid > s.total`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from sales where paid < total`)).toBeGreaterThan(0);
    const methods = await rows<{ method: string; n: number }>(sql`select method, count(*)::int as n from transactions where kind = 'payment' group by method`);
    const card = methods.find((m) => m.method === 'card')!.n;
    const cash = methods.find((m) => m.method === 'cash')!.n;
    expect(card).toBeGreaterThan(cash);
  });

  it('closes each past cash shift at its float plus its cash, opens none today (the first cash will), and puts all cash in a shift', async () => {
    expect(
      await count(sql`
        select count(*) as n from cash_shifts c
        where c.closed_at is not null and (
          c.expected_cash <> c.opening_float + coalesce((select sum(x.amount) from transactions x where x.cash_shift_id = c.id), 0)
          or c.difference <> c.counted_cash - c.expected_cash)`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from transactions where (method = 'cash') <> (cash_shift_id is not null)`)).toBe(0);
    expect(await count(sql`select count(*) as n from cash_shifts where closed_at is null`)).toBe(0);
    expect(await count(sql`select count(*) as n from cash_register_settings where enabled`)).toBe(3);
    expect(await count(sql`select count(*) as n from cash_shifts where difference <> 0`)).toBeGreaterThan(0);
  });

  it('links refunds to their payment, raising what it gave back', async () => {
    expect(await count(sql`select count(*) as n from transactions where kind = 'refund'`)).toBeGreaterThan(0);
    expect(
      await count(sql`
        select count(*) as n from transactions p
        where p.kind = 'payment' and p.refunded <> coalesce((select -sum(r.amount) from transactions r where r.refund_of_id = p.id and r.method = p.method), 0)`),
    ).toBe(0);
  });

  it('gives the completed visits of the last days a sale that pays them, and their payment status agrees with it', async () => {
    const paid = await rows<{ organization_id: string; id: string; payment_status: string }>(sql`
      select o.organization_id, o.id, o.payment_status from orders o
      where exists (select 1 from sales s where s.order_id = o.id) or exists (select 1 from membership_visits v where v.order_id = o.id)`);
    expect(paid.length).toBeGreaterThan(30);
    expect(paid.every((o) => o.payment_status === 'payment.full' || o.payment_status === 'payment.partial')).toBe(true);
    expect(await count(sql`select count(*) as n from sale_items i join sales s on s.id = i.sale_id where s.order_id is not null and i.kind = 'service' and i.order_service_id is null`)).toBe(0);
    // The shared writer recomputes each status from the lines and the money: none of them changes.
    await t.app.db.transaction(async (tx) => {
      for (const order of paid) expect(await refreshOrderPaymentStatus(tx, Number(order.organization_id), Number(order.id))).toBeNull();
    });
  });

  it('sells memberships within their visits and price, some in instalments paid on their days, some drawn by visits', async () => {
    expect(await count(sql`select count(*) as n from sold_memberships`)).toBeGreaterThan(10);
    expect(await count(sql`select count(*) as n from membership_visits`)).toBeGreaterThan(0);
    expect(
      await count(sql`
        select count(*) as n from membership_visits v
        join sold_memberships m on m.id = v.sold_membership_id
        join orders o on o.id = v.order_id
        join order_services l on l.id = v.order_service_id and l.order_id = o.id
        where o.client_id <> m.client_id or v.local_date not between m.starts_on and m.ends_on or o.status <> 'order_status.success'
          or (cardinality(m.service_ids) > 0 and not l.service_id = any(m.service_ids))
          or exists (select 1 from sale_items i where i.order_service_id = v.order_service_id)`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*) as n from sold_memberships m
        where m.kind = 'visits' and m.visits_used < (select count(*) from membership_visits v where v.sold_membership_id = m.id)`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from sold_memberships where visits_used > 0`)).toBeGreaterThan(0);
    expect(
      await count(sql`
        select count(*) as n from sold_memberships m
        where exists (select 1 from membership_instalments i where i.sold_membership_id = m.id)
          and (m.price <> (select sum(amount) from membership_instalments i where i.sold_membership_id = m.id)
            or m.paid <> (select sum(paid) from membership_instalments i where i.sold_membership_id = m.id))`),
    ).toBe(0);
    expect(
      await count(sql`
        select count(*) as n from membership_instalments i
        where i.number > 1 and i.paid <> coalesce((select sum(x.amount) from transactions x where x.instalment_id = i.id and x.local_date = i.due_on), 0)`),
    ).toBe(0);
  });

  it('stocks 6 to 8 products per branch, never below zero, that the sales drew from', async () => {
    const shelves = await rows<{ n: number }>(sql`select count(*)::int as n from products group by branch_id`);
    expect(shelves.every((s) => s.n >= 6 && s.n <= 8)).toBe(true);
    expect(await count(sql`select count(*) as n from products where stock < 0`)).toBe(0);
    expect(await count(sql`select count(distinct product_id) as n from sale_items where kind = 'product'`)).toBeGreaterThan(15);
  });

  it('pays last month by two schemes per branch: a paid calculation whose lines add up, paid by card', async () => {
    expect(await count(sql`select count(*) as n from pay_schemes`)).toBe(6);
    expect(await count(sql`select count(*) as n from employees e where not exists (select 1 from pay_assignments a where a.employee_id = e.id)`)).toBe(0);
    const calculations = await rows<{ id: string; total: string; lines: string; salaries: string }>(sql`
      select c.id, c.total::text,
        (select sum(amount) from pay_calculation_lines l where l.calculation_id = c.id)::text as lines,
        (select -sum(amount) from transactions x where x.pay_calculation_id = c.id and x.kind = 'salary' and x.method = 'card')::text as salaries
      from pay_calculations c where c.status = 'paid'`);
    expect(calculations).toHaveLength(3);
    for (const c of calculations) expect([c.lines, c.salaries]).toEqual([c.total, c.total]);
  });

  it('writes an event with its branch for each sale, payment and cash shift (Sales → Events)', async () => {
    expect(await count(sql`select count(*) as n from sales s where not exists (select 1 from audit_log a where a.entity = 'sale' and a.entity_id = s.id and a.branch_id = s.branch_id)`)).toBe(0);
    expect(await count(sql`select count(*) as n from transactions x where not exists (select 1 from audit_log a where a.entity = 'transaction' and a.entity_id = x.id and a.branch_id = x.branch_id)`)).toBe(0);
    expect(await count(sql`select count(*) as n from cash_shifts c where (select count(*) from audit_log a where a.entity = 'cash_shift' and a.entity_id = c.id) <> case when c.closed_at is null then 1 else 2 end`)).toBe(0);
  });
});
