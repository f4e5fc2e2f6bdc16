import type pg from 'pg';
import { addDays, daysBetween } from '../../../src/schema/schedule/calendar';
import { maxReportDays, type CashFlow, type KeyIndicators, type ReportPeriod, type SalesByDay } from '../../../src/schema/reports/reports';
import type { Db } from '../../db/client';
import { checkDateRange } from '../schedule/date-range';
import { branchReportScope, chainReportScope, type ReportKind, type ReportScope } from './report-access';
import { cashFlowStatement } from './cash-flow.query';
import { keyIndicatorsStatement } from './key-indicators.query';
import { salesByDayStatement } from './sales-by-day.query';

/** What a report is asked about: one branch (`/branches/{id}/…`) or the chain (`/organizations/{id}/…`). */
export type ReportTarget = { branchId: number } | { organizationId: number };
export type ReportDeps = { db: Db; pool: pg.Pool };

/** Access first (404 before anything is said about the query), then the period: 400 naming `from` or `to`. */
export async function reportScope(db: Db, userId: number, target: ReportTarget, kind: ReportKind, period: ReportPeriod): Promise<ReportScope> {
  const scope =
    'branchId' in target ? await branchReportScope(db, userId, target.branchId, kind) : await chainReportScope(db, userId, target.organizationId, kind);
  checkDateRange(period, maxReportDays);
  return scope;
}

/** The previous period of equal length, ending the day before. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const days = daysBetween(period.from, period.to) + 1;
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** Grouping-set rows: a day's rows carry their date, each currency's totals row has none. */
function splitTotals<Row extends { date: string | null }>(rows: Row[]) {
  const days: (Row & { date: string })[] = [];
  const totals: Omit<Row, 'date'>[] = [];
  for (const { date, ...rest } of rows) {
    if (date === null) totals.push(rest);
    else days.push({ ...rest, date } as Row & { date: string });
  }
  return { rows: days, totals };
}

export async function salesByDay(deps: ReportDeps, userId: number, target: ReportTarget, period: ReportPeriod): Promise<SalesByDay> {
  const scope = await reportScope(deps.db, userId, target, 'reports', period);
  const { rows } = await deps.pool.query<SalesByDay['rows'][number] & { date: string | null }>(salesByDayStatement(scope, period));
  return { period, ...splitTotals(rows) };
}

export async function cashFlow(deps: ReportDeps, userId: number, target: ReportTarget, period: ReportPeriod): Promise<CashFlow> {
  const scope = await reportScope(deps.db, userId, target, 'reports', period);
  const { rows } = await deps.pool.query<CashFlow['rows'][number] & { date: string | null }>(cashFlowStatement(scope, period));
  return { period, ...splitTotals(rows) };
}

export async function keyIndicators(deps: ReportDeps, userId: number, target: ReportTarget, period: ReportPeriod): Promise<KeyIndicators> {
  const scope = await reportScope(deps.db, userId, target, 'indicators', period);
  const previous = previousPeriod(period);
  const { rows } = await deps.pool.query<{ indicators: Omit<KeyIndicators, 'period' | 'previousPeriod'> }>(keyIndicatorsStatement(scope, period, previous));
  return { period, previousPeriod: previous, ...rows[0]!.indicators };
}
