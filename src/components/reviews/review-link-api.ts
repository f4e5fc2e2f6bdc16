import { reviewLinkSchema, type ReviewLink } from '@/schema/reviews';
import { httpClient } from '@/lib/http-client';

/** `POST /orders/{id}/review-link`: a new link for the visit's client (a group class names the client). */
export async function requestReviewLink(orderId: number, clientId?: number): Promise<ReviewLink> {
  const { data } = await httpClient.post<unknown>(`/orders/${orderId}/review-link`, clientId === undefined ? {} : { clientId });
  return reviewLinkSchema.parse(data);
}
