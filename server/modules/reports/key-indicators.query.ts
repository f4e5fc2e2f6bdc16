import type { ReportPeriod } from '../../../src/schema/reports/reports';
import type { ReportScope } from './report-access';
import { money, reportValues, summarySource, whenSource, type ReportStatement } from './report-sql';

/**
 * Key indicators of a period ($3..$4) beside the previous period of equal length ($5..$3 − 1), in one statement
 * that reads both periods at once and answers the whole JSON (src/schema/reports/reports.ts keyIndicatorsSchema):
 * - money per currency (the sale's own) from the sales not cancelled: revenue (their totals), paid and unpaid (the debt left on
 *   them), their number and the average check (revenue / sales);
 * - deposits taken at online booking per currency (the attempt's): money held until the visit, not revenue
 *   (docs/online-payments.md "Deposits");
 * - visits: orders that succeeded (breaks are no visits);
 * - new and returning clients: a client who bought or visited in the period is new when that was their first
 *   time in the branches read, returning otherwise (group orders count each client of the group);
 * - occupancy: the minutes booked on order lines that hold time (a cancelled order's do not; breaks have no service)
 *   over the minutes of active work slots, in percent; lines are read by their start on the branch's clock.
 * `change` is the move from the previous period in percent, null when the previous figure is zero.
 */
const change = (current: string, previous: string) => `round(((${current}) - (${previous})) * 100 / nullif(${previous}, 0), 1)::text`;
const compared = (current: string, previous: string, format = (x: string) => x) =>
  `json_build_object('current', ${format(current)}, 'previous', ${format(previous)}, 'change', ${change(current, previous)})`;
const amount = (x: string) => money(x);
const average = (total: string, count: string) => `coalesce(round(${total} / nullif(${count}, 0), 2), 0)`;

/**
 * New and returning clients from the facts: every sale and visit of the branches read up to the period's end,
 * grouped by client. The summaries' statement uses it for a partial set of branches only (an administrator who
 * reaches some of them): distinct clients do not add up over branches, and the summaries hold one branch or the
 * whole chain. `gate` switches its scans off when another source answers.
 */
const clientsFromFacts = (gate: string) => `activity as (
  select s.client_id, s.local_date from sales s
  where s.organization_id = $1 and s.branch_id = any($2::bigint[]) and s.local_date <= $4::date and s.canceled_at is null and s.client_id is not null${gate}
  union all
  select coalesce(oc.client_id, o.client_id), o.local_date from orders o
  left join order_clients oc on oc.organization_id = o.organization_id and oc.order_id = o.id
  where o.organization_id = $1 and o.branch_id = any($2::bigint[]) and o.local_date <= $4::date and o.status = 'order_status.success'
    and coalesce(oc.client_id, o.client_id) is not null${gate}
), people as (
  select min(local_date) as first_on, bool_or(local_date >= $3::date) as in_current, bool_or(local_date between $5::date and $3::date - 1) as in_previous
  from activity group by client_id
), clients as (
  select count(*) filter (where in_current and first_on >= $3::date) as new_current,
         count(*) filter (where in_current and first_on < $3::date) as returning_current,
         count(*) filter (where in_previous and first_on >= $5::date) as new_previous,
         count(*) filter (where in_previous and first_on < $5::date) as returning_previous
  from people`;

/** The answer's JSON from the CTEs figures, visits, clients and occupancy, the same for both statements. */
const indicatorsJson = `select json_build_object(
  'money', coalesce((select json_agg(json_build_object(
      'currency', currency,
      'revenue', ${compared('revenue', 'revenue_before', amount)},
      'paid', ${compared('paid', 'paid_before', amount)},
      'unpaid', ${compared('revenue - paid', 'revenue_before - paid_before', amount)},
      'sales', ${compared('sales', 'sales_before')},
      'averageCheck', ${compared(average('revenue', 'sales'), average('revenue_before', 'sales_before'), amount)},
      'deposits', ${compared('taken', 'taken_before', amount)}
    ) order by currency) from figures), '[]'::json),
  'visits', (select ${compared('current', 'previous')} from visits),
  'newClients', (select ${compared('new_current', 'new_previous')} from clients),
  'returningClients', (select ${compared('returning_current', 'returning_previous')} from clients),
  'occupancy', (select ${compared('current', 'previous', (x) => `${x}::text`)} from occupancy)
) as indicators`;

/** From the facts: what the summaries must always equal, the oracle of tests/api/report-summaries.test.ts. */
const factsText = `
with sold as (
  select s.currency,
         coalesce(sum(s.total) filter (where s.local_date >= $3::date), 0) as revenue,
         coalesce(sum(s.total) filter (where s.local_date < $3::date), 0) as revenue_before,
         coalesce(sum(s.paid) filter (where s.local_date >= $3::date), 0) as paid,
         coalesce(sum(s.paid) filter (where s.local_date < $3::date), 0) as paid_before,
         count(*) filter (where s.local_date >= $3::date) as sales,
         count(*) filter (where s.local_date < $3::date) as sales_before
  from sales s
  where s.organization_id = $1 and s.branch_id = any($2::bigint[]) and s.local_date between $5::date and $4::date and s.canceled_at is null
  group by s.currency
), deposited as (
  select p.currency,
         coalesce(sum(t.amount) filter (where t.local_date >= $3::date), 0) as taken,
         coalesce(sum(t.amount) filter (where t.local_date < $3::date), 0) as taken_before
  from transactions t
  join online_payments p on p.organization_id = t.organization_id and p.transaction_id = t.id and p.purpose = 'booking_deposit'
  where t.organization_id = $1 and t.branch_id = any($2::bigint[]) and t.local_date between $5::date and $4::date and t.kind = 'payment'
  group by p.currency
), figures as (
  -- A currency with deposits and no sale yet still gets its row.
  select coalesce(s.currency, d.currency) as currency, coalesce(s.revenue, 0) as revenue, coalesce(s.revenue_before, 0) as revenue_before,
         coalesce(s.paid, 0) as paid, coalesce(s.paid_before, 0) as paid_before, coalesce(s.sales, 0) as sales, coalesce(s.sales_before, 0) as sales_before,
         coalesce(d.taken, 0) as taken, coalesce(d.taken_before, 0) as taken_before
  from sold s full join deposited d on d.currency = s.currency
), visits as (
  select count(*) filter (where o.local_date >= $3::date) as current, count(*) filter (where o.local_date < $3::date) as previous
  from orders o
  where o.organization_id = $1 and o.branch_id = any($2::bigint[]) and o.local_date between $5::date and $4::date
    and o.status = 'order_status.success' and o.mode <> 'order.break'
), ${clientsFromFacts('')}
), bounds as (
  -- The periods' edges as instants on each branch's clock, so booked lines are read without their orders.
  select b.id, ($5::date::timestamp at time zone b.time_zone) as previous_start, ($3::date::timestamp at time zone b.time_zone) as current_start,
         (($4::date + 1)::timestamp at time zone b.time_zone) as end_at
  from branches b where b.organization_id = $1 and b.id = any($2::bigint[])
), booked as (
  select extract(epoch from coalesce(sum(os.ends_at - os.starts_at) filter (where os.starts_at >= w.current_start), interval '0')) / 60 as current,
         extract(epoch from coalesce(sum(os.ends_at - os.starts_at) filter (where os.starts_at < w.current_start), interval '0')) / 60 as previous
  from order_services os
  join bounds w on w.id = os.branch_id
  where os.organization_id = $1 and os.starts_at >= w.previous_start and os.starts_at < w.end_at and os.holds_time and os.service_id is not null
), slots as (
  select extract(epoch from coalesce(sum(w.slot_end::time - w.slot_start::time) filter (where w.date >= $3::date), interval '0')) / 60 as current,
         extract(epoch from coalesce(sum(w.slot_end::time - w.slot_start::time) filter (where w.date < $3::date), interval '0')) / 60 as previous
  from work_slots w
  where w.organization_id = $1 and w.branch_id = any($2::bigint[]) and w.date between $5::date and $4::date
    and w.type = 'work_slot.active' and w.slot_start is not null and w.slot_end is not null
), occupancy as (
  select round(booked.current * 100 / nullif(slots.current, 0), 1) as current, round(booked.previous * 100 / nullif(slots.previous, 0), 1) as previous
  from booked, slots
)
${indicatorsJson}`;

/**
 * From the summaries of migration 0046 (docs/report-summaries.md), kept by triggers in the writers' transactions
 * (report-sql.ts summarySource says which): money and deposits from report_chain_money or report_day_money, visits
 * and minutes from report_chain_time or report_day_time; new and returning clients from the chain's day rows when
 * every branch of the chain is read (one row a day: Σ clients_by_gap[d − from + 1] is the clients active in the
 * period), from the branch's client-days when one branch is, and from the facts otherwise. Amounts become numeric
 * with two places before any arithmetic, and counts stay bigint, so every figure, change and rounding is the facts'.
 */
const amountOf = (cents: string, when: string) => `(sum(${cents}) filter (where ${when}) / 100.0)::numeric(20, 2)`;
const current = 'local_date >= $3::date';
const before = 'local_date < $3::date';
const text = `
with ${summarySource}, money_rows as (
  select local_date, currency, revenue_cents, paid_cents, sales, deposits, deposits_cents
  from report_chain_money where organization_id = $1 and local_date between $5::date and $4::date and ${whenSource("= 'chain'")}
  union all
  select local_date, currency, revenue_cents, paid_cents, sales, deposits, deposits_cents
  from report_day_money where organization_id = $1 and branch_id = any($2::bigint[]) and local_date between $5::date and $4::date and ${whenSource("<> 'chain'")}
), figures as (
  select currency,
         coalesce(${amountOf('revenue_cents', current)}, 0) as revenue, coalesce(${amountOf('revenue_cents', before)}, 0) as revenue_before,
         coalesce(${amountOf('paid_cents', current)}, 0) as paid, coalesce(${amountOf('paid_cents', before)}, 0) as paid_before,
         coalesce(sum(sales) filter (where ${current}), 0) as sales, coalesce(sum(sales) filter (where ${before}), 0) as sales_before,
         coalesce(${amountOf('deposits_cents', current)}, 0) as taken, coalesce(${amountOf('deposits_cents', before)}, 0) as taken_before
  from money_rows
  group by currency
  having sum(sales) > 0 or sum(deposits) > 0
), time_rows as (
  select local_date, visits, booked_seconds, slot_seconds
  from report_chain_time where organization_id = $1 and local_date between $5::date and $4::date and ${whenSource("= 'chain'")}
  union all
  select local_date, visits, booked_seconds, slot_seconds
  from report_day_time where organization_id = $1 and branch_id = any($2::bigint[]) and local_date between $5::date and $4::date and ${whenSource("<> 'chain'")}
), days as (
  select coalesce(sum(visits) filter (where ${current}), 0) as visits, coalesce(sum(visits) filter (where ${before}), 0) as visits_before,
         coalesce(sum(booked_seconds) filter (where ${current}), 0) / 60 as booked, coalesce(sum(booked_seconds) filter (where ${before}), 0) / 60 as booked_before,
         coalesce(sum(slot_seconds) filter (where ${current}), 0) / 60 as slots, coalesce(sum(slot_seconds) filter (where ${before}), 0) / 60 as slots_before
  from time_rows
), visits as (
  select visits as current, visits_before as previous from days
), occupancy as (
  select round(booked * 100 / nullif(slots, 0), 1) as current, round(booked_before * 100 / nullif(slots_before, 0), 1) as previous from days
), chain_clients as (
  select coalesce(sum(first_clients) filter (where ${current}), 0) as new_current,
         coalesce(sum(clients_by_gap[local_date - $3::date + 1]) filter (where ${current}), 0) as active_current,
         coalesce(sum(first_clients) filter (where ${before}), 0) as new_previous,
         coalesce(sum(clients_by_gap[local_date - $5::date + 1]) filter (where ${before}), 0) as active_previous
  from report_chain_days
  where organization_id = $1 and local_date between $5::date and $4::date and ${whenSource("= 'chain'")}
), branch_clients as (
  select count(*) filter (where ${current} and previous_date is null) as new_current,
         count(*) filter (where ${current} and (previous_date is null or previous_date < $3::date)) as active_current,
         count(*) filter (where ${before} and previous_date is null) as new_previous,
         count(*) filter (where ${before} and (previous_date is null or previous_date < $5::date)) as active_previous
  from report_client_days
  where organization_id = $1 and scope_id = ($2::bigint[])[1] and scope_id <> 0 and local_date between $5::date and $4::date and ${whenSource("= 'branch'")}
), ${clientsFromFacts(` and ${whenSource("= 'facts'")}`).replace('clients as (', 'fact_clients as (')}
), clients as (
  select new_current, active_current - new_current as returning_current, new_previous, active_previous - new_previous as returning_previous
  from chain_clients where ${whenSource("= 'chain'")}
  union all
  select new_current, active_current - new_current, new_previous, active_previous - new_previous from branch_clients where ${whenSource("= 'branch'")}
  union all
  select new_current, returning_current, new_previous, returning_previous from fact_clients where ${whenSource("= 'facts'")}
)
${indicatorsJson}`;

/** The previous period: as many days, ending the day before the period starts. */
export const keyIndicatorsStatement = (scope: ReportScope, period: ReportPeriod, previous: ReportPeriod): ReportStatement => ({
  name: 'report_key_indicators',
  text,
  values: [...reportValues(scope, period), previous.from],
});

export const keyIndicatorsFromFactsStatement = (scope: ReportScope, period: ReportPeriod, previous: ReportPeriod): ReportStatement => ({
  name: 'report_key_indicators_from_facts',
  text: factsText,
  values: [...reportValues(scope, period), previous.from],
});
