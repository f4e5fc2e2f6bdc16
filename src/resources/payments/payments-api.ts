import { httpClient } from '@/lib/http-client';
import { withIdempotencyKey } from '@/lib/use-idempotency-key';
import { refundRequestSchema, transactionSchema, type Transaction } from '@/schema/sales/checkout';

/** POST /transactions/{id}/refunds: the request checked with the server's own contract before it leaves. */
export async function refundPayment(paymentId: number, request: { amount: string; note: string | null; buyerId?: string | null }, idempotencyKey: string): Promise<Transaction> {
  const { data } = await httpClient.post<unknown>(`/transactions/${paymentId}/refunds`, refundRequestSchema.parse(request), withIdempotencyKey(idempotencyKey));
  return transactionSchema.parse(data);
}
