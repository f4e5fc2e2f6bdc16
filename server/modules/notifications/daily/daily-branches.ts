import { and, inArray, isNull } from 'drizzle-orm';
import type { Language } from '../../../../src/schema/enums';
import { clientLanguageOfBranch } from '../../../../src/schema/messages/message-language';
import type { NotificationEventKey } from '../../../../src/schema/messages/notification-events';
import {
  defaultRule,
  defaultTimingSettings,
  type NotificationRule,
} from '../../../../src/schema/messages/notification-rule';
import type { IsoDate, TimeOfDay } from '../../../../src/schema/schedule/calendar';
import type { DbExecutor } from '../../../db/client';
import { branches } from '../../../db/tables';
import { loadTemplateSets, type TemplateSet } from '../message-text';
import { resolveRules, ruleRowsOf, type RuleRow } from '../notification-rules.repository';
import { chainsWithMessages } from '../rules-in-force';
import { clocksAt, isDueAt } from './daily-dates';
import { groupBy } from '../../../../src/schema/group-by';

/**
 * Which branches owe which daily messages at `now`: those whose rule for the event is on, has a channel, and whose
 * hour has come on the branch's clock today, in chains whose licence sells automated messages; read for all chains
 * at once (their rule rows in one query, their branches in another, the licences and templates of the due ones in a
 * third and a fourth), never a query per branch.
 */

export type DueBranch = {
  organizationId: number;
  branchId: number;
  timeZone: string;
  name: string;
  address: string | null;
  phone: string | null;
  currency: string;
  /** The branch's date and time at `now`. */
  today: IsoDate;
  time: TimeOfDay;
  /** The language its clients are written to in. */
  clientLanguage: Language;
  /** The rules of the daily events due now, and only of those. */
  due: Partial<Record<NotificationEventKey, NotificationRule>>;
  templates: TemplateSet;
};

/** Every event the daily planner plans. */
export const dailyEvents = [
  'customer.birthday',
  'customer.comeBack',
  'customer.membershipEnding',
  'employee.tomorrowSchedule',
  'owner.daySummary',
  'administrator.daySummary',
] as const satisfies readonly NotificationEventKey[];
export type DailyEvent = (typeof dailyEvents)[number];

/** The hour a daily event is planned at in the branch: its rule's, else the catalog's. */
export const hourOf = (event: DailyEvent, rule: NotificationRule): TimeOfDay =>
  rule.settings.atTime ?? defaultTimingSettings(event).atTime ?? '10:00';

/** `event|branch|date`: what one pass has planned, so the next passes that day leave it alone. */
export const doneKey = (event: DailyEvent, branchId: number, date: IsoDate) => `${event}|${branchId}|${date}`;

export async function dueBranches(
  db: DbExecutor,
  now: number,
  done: ReadonlySet<string>,
): Promise<DueBranch[]> {
  const rows = await ruleRowsOf(db, dailyEvents);
  // With every daily event off by default, only chains that turned one on have anything due.
  const everywhere = dailyEvents.some((event) => defaultRule(event).enabled);
  const chains = [...new Set(rows.map((row) => row.organizationId))];
  if (!everywhere && chains.length === 0) return [];
  const branchRows = await db
    .select({
      organizationId: branches.organizationId,
      branchId: branches.id,
      timeZone: branches.timeZone,
      name: branches.name,
      address: branches.address,
      phone: branches.phone,
      currency: branches.isoCurrency,
    })
    .from(branches)
    .where(
      and(isNull(branches.deletedAt), everywhere ? undefined : inArray(branches.organizationId, chains)),
    );

  const rowsByChain = groupBy(rows, (row) => row.organizationId);
  const clockOf = clocksAt(now);
  const due: Omit<DueBranch, 'templates'>[] = [];
  for (const branch of branchRows) {
    const clock = clockOf(branch.timeZone);
    const rules = resolveRules(
      rowsByChain.get(branch.organizationId) ?? ([] as RuleRow[]),
      branch.branchId,
      dailyEvents,
    );
    const dueRules: DueBranch['due'] = {};
    for (const event of dailyEvents) {
      const rule = rules[event];
      if (
        rule.enabled &&
        rule.channels.length > 0 &&
        isDueAt(clock, hourOf(event, rule)) &&
        !done.has(doneKey(event, branch.branchId, clock.date))
      )
        dueRules[event] = rule;
    }
    if (Object.keys(dueRules).length === 0) continue;
    due.push({
      ...branch,
      today: clock.date,
      time: clock.time,
      clientLanguage: clientLanguageOfBranch(branch.timeZone),
      due: dueRules,
    });
  }
  // Chains whose licence does not sell automated messages are not due at all (rules-in-force.ts).
  const licensed = await chainsWithMessages(db, due.map((branch) => branch.organizationId));
  const sold = due.filter((branch) => licensed.has(branch.organizationId));
  const templatesOf = await loadTemplateSets(
    db,
    [...new Set(sold.map((branch) => branch.organizationId))],
    dailyEvents,
  );
  return sold.map((branch) => ({ ...branch, templates: templatesOf(branch.organizationId, branch.branchId) }));
}
