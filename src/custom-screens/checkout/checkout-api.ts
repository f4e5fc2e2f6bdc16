import { useEveryRecord } from '@/resources/queries/use-every-record';

/**
 * The sale page's own reads: memberships and products through the resource engine's list endpoints. Its writes
 * and shared reads are the checkout's (src/components/checkout/checkout-api.ts).
 */

export type MembershipChoice = { id: number; name: string; kind: 'visits' | 'period'; visits: number | null; periodDays: number | null; price: string; isActive: boolean };
export type ProductChoice = { id: number; name: string; price: string; stock?: number | null };

const byName = [{ field: 'name', order: 'asc' as const }];

export const useMemberships = (branchId: number) => useEveryRecord<MembershipChoice>(`branches/${branchId}/memberships`, { sorters: byName, enabled: branchId > 0 });

/** Products arrive with the products resource; until a branch has it, the list answers 404 and the tab says so. */
export const useProducts = (branchId: number) => useEveryRecord<ProductChoice>(`branches/${branchId}/products`, { sorters: byName, enabled: branchId > 0 });
