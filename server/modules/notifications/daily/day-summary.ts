import { sql } from 'drizzle-orm';
import { money } from '../../reports/report-sql';
import { branchValues, formatMessageDate } from '../message-text';
import { staffOfBranches } from '../recipients';
import { moneyOf } from './daily-dates';
import {
  byBranchId,
  dueRelation,
  dueTime,
  type DailyFamily,
  type DailyMessage,
} from './daily-family';
import { readTogether } from '../../../db/read-together';

type Figures = {
  branchId: number;
  visits: number;
  completed: number;
  cancelled: number;
  missed: number;
  revenue: { currency: string; total: string }[];
};

/**
 * The day's summary to the branch's owners and administrators at the rule's hour (each recipient type its own
 * rule): the visits of the day (breaks are no visits), how many were completed, cancelled and missed, and the
 * takings counted as the key indicators count revenue (reports/key-indicators.query.ts: the totals of the day's
 * sales not cancelled, per the sale's currency), exact decimals summed by PostgreSQL. Keyed by branch and date.
 */
export const daySummary: DailyFamily = {
  name: 'day summary',
  events: ['owner.daySummary', 'administrator.daySummary'],
  async plan(tx, branches, now) {
    const due = dueRelation(branches, { day: { type: 'date', of: (branch) => branch.today } });
    const [{ rows }, staff] = await readTogether(
      tx,
      () => tx.execute<Figures>(sql`
        select d.branch_id as "branchId", v.visits, v.completed, v.cancelled, v.missed,
               coalesce((select json_agg(json_build_object('currency', x.currency, 'total', ${sql.raw(money('x.total'))}) order by x.currency)
                         from (select s.currency, sum(s.total) as total from sales s
                               where s.organization_id = d.organization_id and s.branch_id = d.branch_id and s.local_date = d.day and s.canceled_at is null
                               group by s.currency) x), '[]'::json) as revenue
        from ${due}
        cross join lateral (
          select count(*)::int as visits,
                 (count(*) filter (where o.status = 'order_status.success'))::int as completed,
                 (count(*) filter (where o.status = 'order_status.canceled'))::int as cancelled,
                 (count(*) filter (where o.status = 'order_status.pass'))::int as missed
          from orders o
          where o.organization_id = d.organization_id and o.branch_id = d.branch_id and o.local_date = d.day and o.mode <> 'order.break'
            and o.held_until is null
        ) v`),
      () => staffOfBranches(tx, branches),
    );
    const figuresOf = new Map(rows.map((row) => [Number(row.branchId), row]));
    const branchOf = byBranchId(branches);
    const messages: DailyMessage[] = [];
    for (const recipient of staff) {
      const branch = branchOf.get(recipient.branchId)!;
      const event = recipient.type === 'owner' ? 'owner.daySummary' : 'administrator.daySummary';
      const rule = branch.due[event];
      const figures = figuresOf.get(branch.branchId);
      if (!rule || !figures) continue;
      const takings =
        figures.revenue.length > 0
          ? figures.revenue.map((sum) => moneyOf(sum.total, sum.currency)).join(', ')
          : moneyOf('0.00', branch.currency);
      messages.push({
        branch,
        message: {
          event,
          rule,
          recipient,
          cause: `b${branch.branchId}:d${branch.today}`,
          due: dueTime(branch, event, now),
          values: {
            ...branchValues(branch),
            date: formatMessageDate(branch.today, recipient.language),
            total: takings,
            visitCount: String(figures.visits),
            completedCount: String(figures.completed),
            cancelledCount: String(figures.cancelled),
            missedCount: String(figures.missed),
          },
        },
      });
    }
    return messages;
  },
};
