import { useQuery } from '@tanstack/react-query';
import type { Tender } from '@/schema/money/tender';
import { checkoutRequestSchema, saleReceiptSchema, saleSchema, type CheckoutRequest, type SaleReceipt } from '@/schema/sales/checkout';
import { receiptEmailQueuedSchema, type ReceiptEmailRequest } from '@/schema/sales/receipt';
import { httpClient } from '@/lib/http-client';
import { withIdempotencyKey } from '@/lib/use-idempotency-key';
import { moneyKeys } from '@/lib/money-query-keys';
import { getClient, listEmployees } from '@/components/order-drawer/order-drawer-api';
import { orderDrawerKeys } from '@/components/order-drawer/order-drawer-queries';

/**
 * A checkout's writes and the reads its parts share (the team, a client under the order drawer's keys, so both
 * reuse what the other read). Every request is checked with the server's own contract before it leaves.
 */

/** POST /branches/{id}/sales, under the attempt's Idempotency-Key. */
export async function createSale(branchId: number, request: CheckoutRequest, idempotencyKey: string): Promise<SaleReceipt> {
  const { data } = await httpClient.post<unknown>(`/branches/${branchId}/sales`, checkoutRequestSchema.parse(request), withIdempotencyKey(idempotencyKey));
  return saleReceiptSchema.parse(data);
}

/** POST /sales/{id}/payments: the rest (or more) of what a sale still owes. */
export async function paySaleDebt(saleId: number, tender: Tender, idempotencyKey: string): Promise<SaleReceipt> {
  const { data } = await httpClient.post<unknown>(`/sales/${saleId}/payments`, { tender, note: null }, withIdempotencyKey(idempotencyKey));
  return saleReceiptSchema.parse(data);
}

/** POST /sales/{id}/receipt-email: queued in the outbox; answers to whom. */
export async function emailReceipt(saleId: number, request: ReceiptEmailRequest): Promise<string> {
  const { data } = await httpClient.post<unknown>(`/sales/${saleId}/receipt-email`, request);
  return receiptEmailQueuedSchema.parse(data).recipient;
}

/** A sale of the branch, under the money rule's key: a payment on it, here or at another desk, refreshes it. */
export const useSale = (branchId: number, saleId: number | null) =>
  useQuery({
    queryKey: moneyKeys.sale(branchId, saleId ?? 0),
    queryFn: async () => saleSchema.parse((await httpClient.get<unknown>(`/sales/${saleId ?? 0}`)).data),
    enabled: saleId !== null,
  });

export const useEmployees = (branchId: number) =>
  useQuery({ queryKey: orderDrawerKeys.catalog(branchId, 'employees'), queryFn: () => listEmployees(branchId), enabled: branchId > 0 });

export const useClient = (branchId: number, clientId: number | null) =>
  useQuery({
    queryKey: orderDrawerKeys.client(branchId, clientId ?? 0),
    queryFn: () => getClient(branchId, clientId ?? 0),
    enabled: clientId !== null && clientId > 0,
  });
