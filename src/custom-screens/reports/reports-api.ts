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

export async function getSalesByDay(target: ReportTarget, period: ReportPeriod): Promise<SalesByDay> {
  const { data } = await httpClient.get<unknown>(`${base(target)}/reports/sales-by-day`, { params: period });
  return salesByDaySchema.parse(data);
}

export async function getCashFlow(target: ReportTarget, period: ReportPeriod): Promise<CashFlow> {
  const { data } = await httpClient.get<unknown>(`${base(target)}/reports/cash-flow`, { params: period });
  return cashFlowSchema.parse(data);
}

export async function getKeyIndicators(target: ReportTarget, period: ReportPeriod): Promise<KeyIndicators> {
  const { data } = await httpClient.get<unknown>(`${base(target)}/key-indicators`, { params: period });
  return keyIndicatorsSchema.parse(data);
}

/** Each report's key, under the money rule (src/lib/money-query-keys.ts): a sale or payment on a day it reads refreshes it. */
export const reportKeys = {
  salesByDay: (target: ReportTarget, period: ReportPeriod) => moneyKeys.report('sales-by-day', target, period),
  cashFlow: (target: ReportTarget, period: ReportPeriod) => moneyKeys.report('cash-flow', target, period),
  keyIndicators: (target: ReportTarget, period: ReportPeriod) => moneyKeys.report('key-indicators', target, period),
};
