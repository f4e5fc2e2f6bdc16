import type { ReportPeriod } from '../../../src/schema/reports/reports';
import type { ReportScope } from './report-access';
import { money, reportValues, type ReportStatement } from './report-sql';

/**
 * Cash inflow summary: per day, currency and method, the payments taken in and the refunds paid out (shown as a
 * positive amount) with the net of the two; staff pay is an outflow of another kind and stays out, and so do
 * payments from a client's balance, which bring no money in (docs/client-referrals.md). Refunds count
 * on the day they were made, whatever day the payment was. Totals per currency and method from the same grouping.
 */
const text = `
select to_char(t.local_date, 'YYYY-MM-DD') as date, b.iso_currency as currency, t.method,
       ${money("sum(t.amount) filter (where t.kind = 'payment')")} as payments,
       ${money("-sum(t.amount) filter (where t.kind = 'refund')")} as refunds,
       ${money('sum(t.amount)')} as net
from transactions t
join branches b on b.organization_id = t.organization_id and b.id = t.branch_id
where t.organization_id = $1 and t.branch_id = any($2::bigint[]) and t.local_date between $3::date and $4::date
  and t.kind in ('payment', 'refund') and t.method in ('cash', 'card')
group by grouping sets ((t.local_date, b.iso_currency, t.method), (b.iso_currency, t.method))
order by b.iso_currency, t.local_date nulls last, t.method`;

export const cashFlowStatement = (scope: ReportScope, period: ReportPeriod): ReportStatement => ({
  name: 'report_cash_flow',
  text,
  values: reportValues(scope, period),
});
