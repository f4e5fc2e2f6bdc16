import { httpClient } from '@/lib/http-client';
import { moneyKeys } from '@/lib/money-query-keys';
import {
  cashFlowSchema,
  keyIndicatorsSchema,
  salesByDaySchema,
  type CashFlow,
  type KeyIndicators,
  type ReportPeriod,
  type SalesByDay,
} from '@/schema/reports/reports';

/**
 * The reports API (server/modules/reports), answers checked with the server's own schemas. A report reads one
 * branch or the whole chain (the branches the person reaches).
 */
export type ReportTarget = { kind: 'branch'; id: number } | { kind: 'chain'; id: number };

const base = (target: ReportTarget) => (target.kind === 'branch' ? `/branches/${target.id}` : `/organizations/${target.id}`);

/**
 * A report's figures, and whether a read replica answered them (the server's X-Read-From, server/db/read-routing.ts):
 * its figures may be a few seconds behind the latest sales, and the screen says so.
 */
export type Reported<Data> = { figures: Data; fromReplica: boolean };

const fromReplica = (headers: Record<string, unknown>) => headers['x-read-from'] === 'replica';

export async function getSalesByDay(target: ReportTarget, period: ReportPeriod): Promise<Reported<SalesByDay>> {
  const { data, headers } = await httpClient.get<unknown>(`${base(target)}/reports/sales-by-day`, { params: period });
  return { figures: salesByDaySchema.parse(data), fromReplica: fromReplica(headers) };
}

export async function getCashFlow(target: ReportTarget, period: ReportPeriod): Promise<Reported<CashFlow>> {
  const { data, headers } = await httpClient.get<unknown>(`${base(target)}/reports/cash-flow`, { params: period });
  return { figures: cashFlowSchema.parse(data), fromReplica: fromReplica(headers) };
}

export async function getKeyIndicators(target: ReportTarget, period: ReportPeriod): Promise<Reported<KeyIndicators>> {
  const { data, headers } = await httpClient.get<unknown>(`${base(target)}/key-indicators`, { params: period });
  return { figures: keyIndicatorsSchema.parse(data), fromReplica: fromReplica(headers) };
}

/** Each report's key, under the money rule (src/lib/money-query-keys.ts): a sale or payment on a day it reads refreshes it. */
export const reportKeys = {
  salesByDay: (target: ReportTarget, period: ReportPeriod) => moneyKeys.report('sales-by-day', target, period),
  cashFlow: (target: ReportTarget, period: ReportPeriod) => moneyKeys.report('cash-flow', target, period),
  keyIndicators: (target: ReportTarget, period: ReportPeriod) => moneyKeys.report('key-indicators', target, period),
};
