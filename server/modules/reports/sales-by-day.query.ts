import type { ReportPeriod } from '../../../src/schema/reports/reports';
import type { ReportScope } from './report-access';
import { money, reportValues, summarySource, whenSource, type ReportStatement } from './report-sql';

/**
 * Sales by Day from the facts: per day and currency (a branch's currency, src/schema/reports/reports.ts), the items not
 * cancelled by kind, their discounts and total (sale_items alone, through the covering index of migration 0008),
 * and the number of sales with what was paid and is still owed on them (sales not cancelled). Deposits taken at online
 * booking that day stand apart (`deposits`): money held until the visit, not revenue; the visit's sale counts them
 * in its `paid` on the day it is made (docs/online-payments.md "Deposits"). The totals row of
 * each currency comes from the same grouping (GROUPING SETS), so days and totals cannot disagree. The report reads
 * the summaries below; this is what they must always equal, the oracle of tests/api/report-summaries.test.ts.
 */
const factsText = `
with items as (
  select i.local_date, i.branch_id,
         sum(i.total) filter (where i.kind = 'service') as services,
         sum(i.total) filter (where i.kind = 'product') as products,
         sum(i.total) filter (where i.kind = 'membership') as memberships,
         sum(i.discount_amount) as discounts,
         sum(i.total) as total
  from sale_items i
  where i.organization_id = $1 and i.branch_id = any($2::bigint[]) and i.local_date between $3::date and $4::date and not i.canceled
  group by i.local_date, i.branch_id
), owed as (
  select s.local_date, s.branch_id, count(*) as sales, sum(s.paid) as paid, sum(s.total - s.paid) as debt
  from sales s
  where s.organization_id = $1 and s.branch_id = any($2::bigint[]) and s.local_date between $3::date and $4::date and s.canceled_at is null
  group by s.local_date, s.branch_id
), deposits as (
  select t.local_date, t.branch_id, sum(t.amount) as deposits
  from transactions t
  join online_payments p on p.organization_id = t.organization_id and p.transaction_id = t.id and p.purpose = 'booking_deposit'
  where t.organization_id = $1 and t.branch_id = any($2::bigint[]) and t.local_date between $3::date and $4::date and t.kind = 'payment'
  group by t.local_date, t.branch_id
), days as (
  select coalesce(i.local_date, o.local_date, d.local_date) as local_date, b.iso_currency as currency,
         o.sales, i.services, i.products, i.memberships, i.discounts, i.total, o.paid, o.debt, d.deposits
  from items i
  full join owed o on o.local_date = i.local_date and o.branch_id = i.branch_id
  full join deposits d on d.local_date = coalesce(i.local_date, o.local_date) and d.branch_id = coalesce(i.branch_id, o.branch_id)
  join branches b on b.organization_id = $1 and b.id = coalesce(i.branch_id, o.branch_id, d.branch_id)
)
select to_char(local_date, 'YYYY-MM-DD') as date, currency,
       coalesce(sum(sales), 0)::int as sales,
       ${money('sum(services)')} as services, ${money('sum(products)')} as products, ${money('sum(memberships)')} as memberships,
       ${money('sum(discounts)')} as discounts, ${money('sum(total)')} as total, ${money('sum(paid)')} as paid, ${money('sum(debt)')} as debt,
       ${money('sum(deposits)')} as deposits
from days
group by grouping sets ((local_date, currency), (currency))
order by currency, local_date nulls last`;

export const salesByDayFromFactsStatement = (scope: ReportScope, period: ReportPeriod): ReportStatement => ({
  name: 'report_sales_by_day_from_facts',
  text: factsText,
  values: reportValues(scope, period),
});

/**
 * Sales by Day from the summaries (migration 0046, docs/report-summaries.md), kept by triggers in the writers'
 * transactions: the chain's day rows when every branch is read (already under each branch's currency), else the
 * branches' day rows under their branch's currency; per day and currency first, then the days and the totals of
 * each currency from those few rows. A day shows when it has an item, a sale or a deposit, as above. Cents leave
 * as numeric with two places.
 */
const moneyColumns = 'sales, services_cents, products_cents, memberships_cents, discounts_cents, items_cents, paid_cents, revenue_cents, items, deposits, deposits_cents';
const cents = (column: string) => money(`sum(${column}) / 100.0`);
const text = `
with ${summarySource}, day_rows as (
  select local_date, branch_currency as currency, ${moneyColumns}
  from report_chain_money
  where organization_id = $1 and local_date between $3::date and $4::date and ${whenSource("= 'chain'")}
  union all
  select m.local_date, b.iso_currency, ${moneyColumns}
  from report_day_money m
  join branches b on b.organization_id = m.organization_id and b.id = m.branch_id
  where m.organization_id = $1 and m.branch_id = any($2::bigint[]) and m.local_date between $3::date and $4::date and ${whenSource("<> 'chain'")}
), days as (
  select local_date, currency, sum(sales) as sales, sum(services_cents) as services, sum(products_cents) as products, sum(memberships_cents) as memberships,
         sum(discounts_cents) as discounts, sum(items_cents) as total, sum(paid_cents) as paid, sum(revenue_cents - paid_cents) as debt, sum(deposits_cents) as deposits
  from day_rows
  group by local_date, currency
  having sum(items + sales + deposits) > 0
)
select to_char(local_date, 'YYYY-MM-DD') as date, currency, coalesce(sum(sales), 0)::int as sales,
       ${cents('services')} as services, ${cents('products')} as products, ${cents('memberships')} as memberships, ${cents('discounts')} as discounts,
       ${cents('total')} as total, ${cents('paid')} as paid, ${cents('debt')} as debt, ${cents('deposits')} as deposits
from days
group by grouping sets ((local_date, currency), (currency))
order by currency, local_date nulls last`;

export const salesByDayStatement = (scope: ReportScope, period: ReportPeriod): ReportStatement => ({
  name: 'report_sales_by_day',
  text,
  values: reportValues(scope, period),
});
