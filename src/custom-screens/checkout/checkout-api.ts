import { useQuery } from '@tanstack/react-query';
import { checkoutRequestSchema, saleReceiptSchema, type CheckoutRequest, type SaleReceipt } from '@/schema/sales/checkout';
import { httpClient } from '@/lib/http-client';
import { getClient, getOrder, listEmployees } from '@/components/order-drawer/order-drawer-api';
import { orderDrawerKeys } from '@/components/order-drawer/order-drawer-queries';
import { useEveryRecord } from '@/resources/queries/use-every-record';

/**
 * The sale flow's reads and its one write. The catalog comes from src/resources/catalog (the whole catalog, as
 * the services page reads it); memberships and products through the resource engine's list endpoints; the team,
 * a client and an order under the order drawer's keys, so the two share what they have read.
 */

/** POST /branches/{id}/sales: the request is checked with the server's own contract before it leaves. */
export async function createSale(branchId: number, request: CheckoutRequest): Promise<SaleReceipt> {
  const { data } = await httpClient.post<unknown>(`/branches/${branchId}/sales`, checkoutRequestSchema.parse(request));
  return saleReceiptSchema.parse(data);
}

export type MembershipChoice = { id: number; name: string; kind: 'visits' | 'period'; visits: number | null; periodDays: number | null; price: string; isActive: boolean };
export type ProductChoice = { id: number; name: string; price: string; stock?: number | null };

const byName = [{ field: 'name', order: 'asc' as const }];

export const useMemberships = (branchId: number) => useEveryRecord<MembershipChoice>(`branches/${branchId}/memberships`, { sorters: byName, enabled: branchId > 0 });

/** Products arrive with the products resource; until a branch has it, the list answers 404 and the tab says so. */
export const useProducts = (branchId: number) => useEveryRecord<ProductChoice>(`branches/${branchId}/products`, { sorters: byName, enabled: branchId > 0 });

export const useEmployees = (branchId: number) =>
  useQuery({ queryKey: orderDrawerKeys.catalog(branchId, 'employees'), queryFn: () => listEmployees(branchId), enabled: branchId > 0 });

export const useClient = (branchId: number, clientId: number | null) =>
  useQuery({
    queryKey: orderDrawerKeys.client(branchId, clientId ?? 0),
    queryFn: () => getClient(branchId, clientId ?? 0),
    enabled: clientId !== null && clientId > 0,
  });

export const useOrderToPay = (orderId: number | null) =>
  useQuery({ queryKey: orderDrawerKeys.order(orderId ?? 0), queryFn: () => getOrder(orderId ?? 0), enabled: orderId !== null && orderId > 0 });
