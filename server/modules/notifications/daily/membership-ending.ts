import { sql } from 'drizzle-orm';
import { defaultTimingSettings } from '../../../../src/schema/messages/notification-rule';
import { formatMessageDate } from '../message-text';
import { clientSqlColumns, type ClientRow } from '../recipients';
import { membershipRemaining } from './daily-dates';
import { clientMessages, dueRelation, type DailyFamily } from './daily-family';

const defaults = defaultTimingSettings('customer.membershipEnding');

/**
 * A membership running out: a sold membership in force today (not cancelled, started, not yet ended) with visits
 * left but no more than the rule's `remainingVisits`, or ending within its `daysBefore` days. Transactional (the
 * client's own purchase), so no consent is asked. Told once per sold membership, whichever comes first, at the
 * rule's hour: its key is the membership's (`sm123`) rather than the day's, since the condition holds day after day
 * until it ends. A sold membership already told is left out by the query, so the days after cost nothing to plan.
 */
export const membershipEnding: DailyFamily = {
  name: 'membership ending',
  events: ['customer.membershipEnding'],
  async plan(tx, branches, now) {
    const settingsOf = (branch: (typeof branches)[number]) =>
      branch.due['customer.membershipEnding']!.settings;
    const due = dueRelation(branches, {
      today: { type: 'date', of: (branch) => branch.today },
      visits_left: {
        type: 'int',
        of: (branch) => settingsOf(branch).remainingVisits ?? defaults.remainingVisits,
      },
      days_before: { type: 'int', of: (branch) => settingsOf(branch).daysBefore ?? defaults.daysBefore },
    });
    const { rows } = await tx.execute<
      ClientRow & {
        branchId: number;
        soldId: number;
        name: string;
        visitsLeft: number | null;
        endsOn: string;
      }
    >(sql`
      select d.branch_id as "branchId", sm.id as "soldId", sm.name, sm.visits_total - sm.visits_used as "visitsLeft", sm.ends_on::text as "endsOn", ${clientSqlColumns}
      from ${due}
      join sold_memberships sm on sm.organization_id = d.organization_id and sm.branch_id = d.branch_id
      join clients c on c.organization_id = sm.organization_id and c.id = sm.client_id
      where sm.canceled_at is null and c.deleted_at is null
        and sm.starts_on <= d.today and sm.ends_on >= d.today
        and (sm.visits_total is null or sm.visits_used < sm.visits_total)
        and (sm.visits_total - sm.visits_used <= d.visits_left or sm.ends_on <= d.today + d.days_before)
        and not exists (select 1 from outbox o
          where o.organization_id = sm.organization_id and o.client_id = sm.client_id and o.event = 'customer.membershipEnding'
            and o.dedupe_key like ('customer.membershipEnding:sm' || sm.id || ':%'))
      order by d.branch_id, sm.id`);
    return clientMessages(branches, 'customer.membershipEnding', rows, now, (row, branch) => {
      const language = branch.clientLanguage;
      const visitsLeft = row.visitsLeft === null ? null : Number(row.visitsLeft);
      return {
        cause: `sm${row.soldId}`,
        values: {
          membership: row.name,
          remaining: membershipRemaining(language, { visitsLeft, endsOn: row.endsOn }, branch.today),
          expiresOn: formatMessageDate(row.endsOn, language),
        },
      };
    });
  },
};
