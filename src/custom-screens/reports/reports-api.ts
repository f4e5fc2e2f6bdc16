import { httpClient } from '@/lib/http-client';
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

export const reportKeys = {
  salesByDay: (target: ReportTarget, period: ReportPeriod) => ['reports', 'sales-by-day', target, period] as const,
  cashFlow: (target: ReportTarget, period: ReportPeriod) => ['reports', 'cash-flow', target, period] as const,
  keyIndicators: (target: ReportTarget, period: ReportPeriod) => ['reports', 'key-indicators', target, period] as const,
};
