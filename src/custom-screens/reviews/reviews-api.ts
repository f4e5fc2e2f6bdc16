import { z } from 'zod';
import { encodeFilters, type FilterCondition } from '@/schema/list-query';
import { listResponseSchema, type ListMeta } from '@/schema/protocol';
import { reviewSchema, reviewSummarySchema, type Review, type ReviewSummary } from '@/schema/reviews';
import { orderSchema, type Order } from '@/schema/schedule/order';
import { httpClient } from '@/lib/http-client';

/**
 * The reviews API (server/modules/reviews): answers checked with the server's own schemas. Every reviews query
 * lives under ['reviews', branchId] and is refreshed as one after a reply or hiding.
 */
export const reviewKeys = {
  all: (branchId: number) => ['reviews', branchId] as const,
  list: (branchId: number, source: ReviewSource, page: number, conditions: readonly FilterCondition[]) => ['reviews', branchId, 'list', source, page, conditions] as const,
  summary: (branchId: number, employeeId: number) => ['reviews', branchId, 'summary', employeeId] as const,
  awaiting: (branchId: number, clientId: number) => ['reviews', branchId, 'awaiting', clientId] as const,
  employees: (branchId: number) => ['reviews', branchId, 'employees'] as const,
};

/** The branch's reviews, or one client's. */
export type ReviewSource = { kind: 'branch' } | { kind: 'client'; clientId: number };
export type ReviewPage = { items: Review[]; meta: ListMeta };

export async function listReviews(branchId: number, source: ReviewSource, page: number, perPage: number, conditions: readonly FilterCondition[]): Promise<ReviewPage> {
  const path = source.kind === 'client' ? `/clients/${source.clientId}/reviews` : `/branches/${branchId}/reviews`;
  const params = { page, perPage, sort: 'createdAt:desc', ...(conditions.length > 0 ? { filters: encodeFilters({ combiner: 'and', conditions: [...conditions] }) } : {}) };
  const { data } = await httpClient.get<unknown>(path, { params });
  return listResponseSchema(reviewSchema).parse(data);
}

export async function memberSummary(employeeId: number): Promise<ReviewSummary> {
  return reviewSummarySchema.parse((await httpClient.get<unknown>(`/employees/${employeeId}/reviews/summary`)).data);
}

export async function replyToReview(id: number, reply: string, version: number): Promise<Review> {
  return reviewSchema.parse((await httpClient.put<unknown>(`/reviews/${id}/reply`, { reply, version })).data);
}

export async function hideReview(id: number, reason: string, version: number): Promise<Review> {
  return reviewSchema.parse((await httpClient.post<unknown>(`/reviews/${id}/hide`, { reason, version })).data);
}

export async function unhideReview(id: number, version: number): Promise<Review> {
  return reviewSchema.parse((await httpClient.post<unknown>(`/reviews/${id}/unhide`, { version })).data);
}

/** The client's completed single visits, newest first: the ones to ask about (the order list's grammar). */
export async function completedVisits(branchId: number, clientId: number): Promise<Order[]> {
  const conditions: FilterCondition[] = [
    { field: 'clientId', matchMode: 'equals', value: clientId },
    { field: 'status', matchMode: 'equals', value: 'order_status.success' },
  ];
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/orders`, {
    params: { page: 1, perPage: 10, sort: 'date:desc', filters: encodeFilters({ combiner: 'and', conditions }) },
  });
  return listResponseSchema(orderSchema).parse(data).items;
}

const memberOptionSchema = z.object({ id: z.number(), firstName: z.string(), lastName: z.string().nullable().optional() });
export type MemberOption = { id: number; name: string };

/** The branch's team members, for the employee filter. */
export async function teamMembers(branchId: number): Promise<MemberOption[]> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/employees`, { params: { page: 1, perPage: 100, sort: 'firstName:asc' } });
  return listResponseSchema(memberOptionSchema.passthrough()).parse(data).items.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName ?? ''}`.trim() }));
}
