import { z } from 'zod';
import { branchNoShowRulesSchema, noShowChargeSchema, noShowRulesSchema, type BranchNoShowRules, type NoShowCharge, type NoShowRules } from '@/schema/orders/no-show-rules';
import { httpClient } from '@/lib/http-client';

/** The no-show rules' and charges' calls (server/modules/orders/no-show-rules.routes.ts), parsed by the shared schemas. */

export const noShowKeys = {
  rules: (branchId: number) => ['no-show-rules', branchId] as const,
  /** Under the branch's money keys' reach: a charge changes what the client owes. */
  charges: (branchId: number, clientId: number) => ['no-show-charges', branchId, clientId] as const,
  /** With the order's status: a change of status (missed, cancelled) reads the order's charges again. */
  order: (branchId: number, orderId: number, status: string) => ['no-show-charges', branchId, 'order', orderId, status] as const,
};

export async function getNoShowRules(branchId: number): Promise<BranchNoShowRules> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/no-show-rules`);
  return branchNoShowRulesSchema.parse(data);
}

export async function saveNoShowRules(branchId: number, rules: NoShowRules): Promise<BranchNoShowRules> {
  const { data } = await httpClient.put<unknown>(`/branches/${branchId}/no-show-rules`, noShowRulesSchema.parse(rules));
  return branchNoShowRulesSchema.parse(data);
}

/** A service's own rules (`null` removes them: the branch's apply). */
export async function saveServiceNoShowRules(branchId: number, serviceId: number, rules: NoShowRules | null): Promise<BranchNoShowRules> {
  const url = `/branches/${branchId}/no-show-rules/services/${serviceId}`;
  const { data } = rules === null ? await httpClient.delete<unknown>(url) : await httpClient.put<unknown>(url, noShowRulesSchema.parse(rules));
  return branchNoShowRulesSchema.parse(data);
}

/** A client's charges, or an order's. */
export async function getNoShowCharges(branchId: number, filter: { clientId: number } | { orderId: number }): Promise<NoShowCharge[]> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/no-show-charges`, { params: filter });
  return z.array(noShowChargeSchema).parse(data);
}

export async function waiveNoShowCharge(id: number, reason: string): Promise<NoShowCharge> {
  const { data } = await httpClient.post<unknown>(`/no-show-charges/${id}/waive`, { reason });
  return noShowChargeSchema.parse(data);
}
