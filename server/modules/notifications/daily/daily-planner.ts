import { sql } from 'drizzle-orm';
import type { Db, DbExecutor, DbTransaction } from '../../../db/client';
import { signUnsubscribeToken, unsubscribeUrl } from '../../broadcasts/unsubscribe-token';
import {
  insertPlannedRows,
  plannedRows,
  type OutboxInsert,
  type UnsubscribeLinkOf,
} from '../message-planner';
import { composeMessage } from '../message-text';
import { addDays } from '../../../../src/schema/schedule/calendar';
import { instantToZoned } from '../../../../src/schema/schedule/time-zone';
import { birthdays } from './birthdays';
import { comeBack } from './come-back';
import { doneKey, dueBranches, type DueBranch } from './daily-branches';
import type { DailyFamily, DailyMessage } from './daily-family';
import { daySummary } from './day-summary';
import { membershipEnding } from './membership-ending';
import { tomorrowSchedule } from './tomorrow-schedule';
import { groupBy } from '../../../../src/schema/group-by';

/**
 * The messages the calendar causes (issue 17): birthdays, come back, memberships running out, tomorrow's schedule,
 * the day's summary. A pass finds the branches whose hour has come today on their own clock, then runs each family's
 * one query across all of them, and inserts what it planned under keys that hold the day (or the membership).
 *
 * Exactly once, whatever runs it: every row's `dedupe_key` is unique in the outbox and inserted ON CONFLICT DO
 * NOTHING, so a second pass, a second process, or a restart mid-day plans nothing twice. On top of that each family
 * runs under a transaction-level advisory lock that a second process only tries (pg_try_advisory_xact_lock): while
 * one process plans a family the others skip it rather than repeat its query, and two inserts of the same keys never
 * wait on each other row by row (which, in different orders, could deadlock). A process remembers what it planned
 * today (`done`), so its later passes leave those branch-days alone and cost two small queries.
 */

export const dailyFamilies: readonly DailyFamily[] = [
  birthdays,
  comeBack,
  membershipEnding,
  tomorrowSchedule,
  daySummary,
];

/** How often the job looks for daily messages whose hour has come: one planned for 10:00 is in the outbox by 10:02. */
export const dailyMessagesIntervalMs = 2 * 60_000;

/** Per family: the branches it was due in, the rows it added and how long it took; `busy` when another process had it. */
export type DailyReport = Record<string, { branches: number; planned: number; ms: number } | 'busy'>;

export type DailyOptions = {
  /** What this process planned already, by `doneKey`: left alone. */
  done?: Set<string>;
  /** The signed unsubscribe link a marketing e-mail (a birthday greeting, come back) carries. */
  unsubscribeLinkOf?: UnsubscribeLinkOf;
};

export async function planDailyMessages(
  db: Db,
  now: number,
  { done = new Set(), unsubscribeLinkOf }: DailyOptions = {},
): Promise<DailyReport> {
  const report: DailyReport = {};
  const branches = await dueBranches(db, now, done);
  for (const family of dailyFamilies) {
    const due = branches.filter((branch) => family.events.some((event) => branch.due[event]));
    if (due.length === 0) continue;
    const started = performance.now();
    const planned = await db.transaction(async (tx) => {
      if (!(await tryFamilyLock(tx, family))) return null;
      return insertDaily(tx, await family.plan(tx, due, now), now, unsubscribeLinkOf);
    });
    if (planned === null) {
      report[family.name] = 'busy';
      continue;
    }
    report[family.name] = { branches: due.length, planned, ms: Math.round(performance.now() - started) };
    for (const branch of due)
      for (const event of family.events)
        if (branch.due[event]) done.add(doneKey(event, branch.branchId, branch.today));
  }
  return report;
}

/** Links to the server's own origin, signed with its unsubscribe key. */
export const unsubscribeLinks =
  (origin: () => string, key: Buffer): UnsubscribeLinkOf =>
  (organizationId, clientId) =>
    unsubscribeUrl(
      origin(),
      signUnsubscribeToken(key, { organizationId, clientId, channel: 'email', broadcastId: null }),
    );

/** The planner as the server runs it: remembering the branch-days it planned, and forgetting them two days on. */
export function createDailyPlanner(db: Db, unsubscribeLinkOf: UnsubscribeLinkOf) {
  const done = new Set<string>();
  return async (now = Date.now()): Promise<DailyReport> => {
    const stale = addDays(instantToZoned(now, 'UTC').date, -2);
    for (const key of done) if (key.slice(key.lastIndexOf('|') + 1) < stale) done.delete(key);
    return planDailyMessages(db, now, { done, unsubscribeLinkOf });
  };
}

const tryFamilyLock = async (tx: DbExecutor, family: DailyFamily): Promise<boolean> => {
  const { rows } = await tx.execute<{ taken: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`daily-messages:${family.name}`}, 0)) as taken`,
  );
  return rows[0]?.taken === true;
};

/** The family's messages as outbox rows, per branch (its zone, its templates); answers how many were new. */
async function insertDaily(
  tx: DbTransaction,
  messages: readonly DailyMessage[],
  now: number,
  unsubscribeLinkOf: UnsubscribeLinkOf | undefined,
): Promise<number> {
  const rows: OutboxInsert[] = [];
  for (const [branch, mine] of groupBy(messages, (item) => item.branch) as Map<DueBranch, DailyMessage[]>) {
    const scope = {
      organizationId: branch.organizationId,
      branchId: branch.branchId,
      timeZone: branch.timeZone,
    };
    rows.push(
      ...plannedRows(
        scope,
        mine.map((item) => item.message),
        composeMessage(branch.templates),
        now,
        unsubscribeLinkOf,
      ),
    );
  }
  return insertPlannedRows(tx, rows);
}
