import { categoryOrderSchema, serviceOrderSchema } from '@/schema/catalog';
import { httpClient } from '@/lib/http-client';

/**
 * The catalog's order (server/modules/catalog): the ids of a branch's categories, or of one category's
 * services (null: those without a category), in their new order.
 */
export async function saveCategoryOrder(branchId: number, ids: readonly number[]): Promise<void> {
  await httpClient.put(`/branches/${branchId}/service-categories/order`, categoryOrderSchema.parse({ ids }));
}

export async function saveServiceOrder(
  branchId: number,
  categoryId: number | null,
  ids: readonly number[],
): Promise<void> {
  await httpClient.put(`/branches/${branchId}/services/order`, serviceOrderSchema.parse({ categoryId, ids }));
}

/** Records in the order of `ids`; the ones not named keep their place after them. */
export function inOrder<T extends { id: number }>(records: readonly T[], ids: readonly number[] | null): T[] {
  if (!ids) return [...records];
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...records].sort(
    (a, b) => (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}
