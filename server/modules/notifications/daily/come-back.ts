import { sql } from 'drizzle-orm';
import { defaultTimingSettings } from '../../../../src/schema/messages/notification-rule';
import { clientSqlColumns, type ClientRow } from '../recipients';
import { lastVisitDueOn } from './daily-dates';
import { clientMessages, dueRelation, type DailyFamily } from './daily-family';

const defaultWeeks = defaultTimingSettings('customer.comeBack').weeks ?? 6;
/** Visits that count: done, or still to come (a client with a booking ahead need not be invited back). */
const keptStatuses = sql.raw(
  `('order_status.success', 'order_status.waiting', 'order_status.approved', 'order_status.has_started')`,
);

/**
 * Come back: a client whose last completed visit was exactly the rule's N weeks ago today, and who has had or
 * booked none since, is invited back (naming that visit's services). Counted per service when the rule says so: a
 * client whose colour was N weeks ago is invited back for it though they came for a cut since, unless a colour has
 * been done or booked after it. Marketing, so consent per channel. Exactly N weeks ago, not "N weeks or more": a
 * client is invited once for a visit, and the key holds today's date so planning twice never invites twice.
 */
export const comeBack: DailyFamily = {
  name: 'come back',
  events: ['customer.comeBack'],
  async plan(tx, branches, now) {
    const settingsOf = (branch: (typeof branches)[number]) => branch.due['customer.comeBack']!.settings;
    const due = dueRelation(branches, {
      visit_on: {
        type: 'date',
        of: (branch) => lastVisitDueOn(branch.today, settingsOf(branch).weeks ?? defaultWeeks),
      },
      per_service: { type: 'boolean', of: (branch) => settingsOf(branch).perService === true },
    });
    const { rows } = await tx.execute<
      ClientRow & { branchId: number; services: string; visitCount: number }
    >(sql`
      with d as (select * from ${due}),
      visited as (
        select d.organization_id, d.branch_id, d.visit_on, d.per_service, v.client_id, os.service_id
        from d
        join orders o on o.organization_id = d.organization_id and o.branch_id = d.branch_id and o.local_date = d.visit_on
        left join order_clients oc on oc.organization_id = o.organization_id and oc.order_id = o.id
        cross join lateral (select coalesce(oc.client_id, o.client_id) as client_id) v
        join order_services os on os.organization_id = o.organization_id and os.order_id = o.id
        where o.status = 'order_status.success' and o.mode <> 'order.break' and os.service_id is not null and v.client_id is not null
      ),
      -- Every visit done or booked after it, of the client (of the same service when counted per service); a client
      -- is a record of one branch and visits only it (booking-rules.ts). A single visit names its client, a group
      -- class lists its clients apart: two joins on plain equalities, so each is one hash join, not a filter.
      later as (
        select v.organization_id, v.client_id, v.service_id, v.per_service, o.id as order_id
        from visited v
        join orders o on o.organization_id = v.organization_id and o.branch_id = v.branch_id and o.client_id = v.client_id and o.local_date > v.visit_on
        where o.status in ${keptStatuses}
        union all
        select v.organization_id, v.client_id, v.service_id, v.per_service, o.id
        from visited v
        join order_clients oc on oc.organization_id = v.organization_id and oc.client_id = v.client_id
        join orders o on o.organization_id = oc.organization_id and o.id = oc.order_id and o.local_date > v.visit_on
        where o.status in ${keptStatuses}
      ),
      since as (
        select distinct l.organization_id, l.client_id, l.service_id
        from later l
        join order_services os on os.organization_id = l.organization_id and os.order_id = l.order_id
        where not l.per_service or os.service_id = l.service_id
      )
      select v.branch_id as "branchId", ${clientSqlColumns}, c.visit_count as "visitCount", string_agg(distinct s.name, ', ') as services
      from visited v
      join clients c on c.organization_id = v.organization_id and c.id = v.client_id
      join services s on s.organization_id = v.organization_id and s.id = v.service_id
      where c.deleted_at is null
        and not exists (select 1 from since where since.organization_id = v.organization_id and since.client_id = v.client_id and since.service_id = v.service_id)
      group by v.branch_id, c.organization_id, c.id
      order by v.branch_id, c.id`);
    return clientMessages(branches, 'customer.comeBack', rows, now, (row, branch) => ({
      cause: `d${branch.today}`,
      values: { services: row.services, visitCount: String(row.visitCount) },
    }));
  },
};
