import { sql, type SQL } from 'drizzle-orm';
import { zonedToInstant } from '../../../../src/schema/schedule/time-zone';
import type { DbTransaction } from '../../../db/client';
import type { PlannedMessage } from '../message-planner';
import { branchValues, type MessageValues } from '../message-text';
import { clientNames, clientRecipient, type ClientRow } from '../recipients';
import { hourOf, type DailyEvent, type DueBranch } from './daily-branches';

/**
 * One family of daily messages (birthdays, come back, …): the events it plans, and how it reads what they need for
 * every due branch at once, one query across branches rather than one per branch or per client.
 */

export type DailyMessage = { branch: DueBranch; message: PlannedMessage };

export type DailyFamily = {
  name: string;
  events: readonly DailyEvent[];
  /** The messages of `branches`, each due for at least one of `events` (its `due` says which). */
  plan(tx: DbTransaction, branches: readonly DueBranch[], now: number): Promise<DailyMessage[]>;
};

/** The branch's hour for `event` today, or now when that has passed (the planner ran late). */
export const dueTime = (branch: DueBranch, event: DailyEvent, now: number): number =>
  Math.max(now, zonedToInstant(branch.today, hourOf(event, branch.due[event]!), branch.timeZone));

/**
 * The due branches as a relation `d(organization_id, branch_id, …)` for a query to join: one array parameter per
 * column, so a thousand branches are still one statement. `columns` adds each branch's own values (its date, a
 * threshold of its rule), typed.
 */
export function dueRelation(
  branches: readonly DueBranch[],
  columns: Record<string, { type: string; of: (branch: DueBranch) => unknown }> = {},
): SQL {
  const names = ['organization_id', 'branch_id', ...Object.keys(columns)];
  const arrays = [
    sql`${sql.param(branches.map((branch) => branch.organizationId))}::bigint[]`,
    sql`${sql.param(branches.map((branch) => branch.branchId))}::bigint[]`,
    ...Object.values(columns).map(({ type, of }) => sql`${sql.param(branches.map(of))}::${sql.raw(type)}[]`),
  ];
  return sql`unnest(${sql.join(arrays, sql`, `)}) as d(${sql.raw(names.join(', '))})`;
}

/** The due branches by id, for rows that name theirs. */
export const byBranchId = (branches: readonly DueBranch[]) =>
  new Map(branches.map((branch) => [branch.branchId, branch]));

type ClientEvent = Extract<DailyEvent, `customer.${string}`>;

/**
 * One message about `event` to each client row, due at the branch's hour today: the row names its branch, `cause`
 * what makes its key (the day, a membership), `more` the event's own values and, where it has one, its expiry.
 */
export function clientMessages<Row extends ClientRow & { branchId: number }>(
  branches: readonly DueBranch[],
  event: ClientEvent,
  rows: readonly Row[],
  now: number,
  of: (row: Row, branch: DueBranch) => { cause: string; values?: MessageValues; expiresAt?: number },
): DailyMessage[] {
  const branchOf = byBranchId(branches);
  return rows.map((row) => {
    const branch = branchOf.get(Number(row.branchId))!;
    const { cause, values, expiresAt } = of(row, branch);
    return {
      branch,
      message: {
        event,
        rule: branch.due[event]!,
        recipient: clientRecipient(row, branch.clientLanguage),
        cause,
        due: dueTime(branch, event, now),
        ...(expiresAt === undefined ? {} : { expiresAt }),
        values: { ...branchValues(branch), ...clientNames(row), ...values },
      },
    };
  });
}
