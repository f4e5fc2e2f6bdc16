import { sql } from 'drizzle-orm';
import { clientSqlColumns, type ClientRow } from '../recipients';
import { birthdaysOn, endOfLocalDay } from './daily-dates';
import { clientMessages, dueRelation, type DailyFamily } from './daily-family';

/**
 * Birthday greetings: every live client of the branch born on the branch's today (29 February ones on 28 February
 * of a common year), at the rule's hour. Marketing: a channel the client has not agreed to is logged as skipped
 * (no_consent) by the planner. Greeted on the day or not at all: one pushed past midnight by the quiet hours is
 * skipped. The key holds the date (`d2031-03-01`), so a client is greeted once a year however often the day is planned.
 */
export const birthdays: DailyFamily = {
  name: 'birthdays',
  events: ['customer.birthday'],
  async plan(tx, branches, now) {
    const { rows } = await tx.execute<ClientRow & { branchId: number }>(sql`
      select d.branch_id as "branchId", ${clientSqlColumns}
      from ${dueRelation(branches, {
        month_days: {
          type: 'text',
          of: (branch) =>
            birthdaysOn(branch.today)
              .map((monthDay) => monthDay.replace('-', ''))
              .join(','),
        },
      })}
      join clients c on c.organization_id = d.organization_id and c.branch_id = d.branch_id
      where c.deleted_at is null and c.birth_date is not null and date_part('month', c.birth_date) * 100 + date_part('day', c.birth_date) = any(string_to_array(d.month_days, ',')::float8[])
      order by d.branch_id, c.id`);
    return clientMessages(branches, 'customer.birthday', rows, now, (_row, branch) => ({
      cause: `d${branch.today}`,
      expiresAt: endOfLocalDay(branch.today, branch.timeZone),
    }));
  },
};
