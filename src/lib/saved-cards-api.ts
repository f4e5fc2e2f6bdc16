import { clientSavedCardSchema, type ClientSavedCard } from '@/schema/payments/saved-cards';
import { httpClient } from '@/lib/http-client';
import { moneyKeys } from '@/lib/money-query-keys';

/** The client's saved card and the fees charged to it (server/modules/online-payments/saved-cards.routes.ts). */

/** Under the client's money: a fee charged to the card (`money:changed` for the client) reads it again. */
export const savedCardKey = (branchId: number, clientId: number) => [...moneyKeys.clientMoney(branchId, clientId), 'saved-card'] as const;

export async function getClientSavedCard(branchId: number, clientId: number): Promise<ClientSavedCard> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/clients/${clientId}/saved-card`);
  return clientSavedCardSchema.parse(data);
}

export async function removeClientSavedCard(branchId: number, clientId: number): Promise<void> {
  await httpClient.delete(`/branches/${branchId}/clients/${clientId}/saved-card`);
}
