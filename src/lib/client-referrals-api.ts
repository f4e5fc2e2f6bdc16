import {
  clientBalanceSchema,
  clientReferralCardSchema,
  clientReferralListSchema,
  referralProgrammeSchema,
  referralSentSchema,
  type ClientBalance,
  type ClientReferralCard,
  type ClientReferralList,
  type ReferralProgramme,
  type ReferralProgrammeUpdate,
} from '@/schema/client-referrals/client-referrals';
import { httpClient } from '@/lib/http-client';
import { moneyKeys } from '@/lib/money-query-keys';

/** Branch referrals and the client's balance (server/modules/client-referrals/client-referrals.routes.ts). */

/** Under the client's money: a sale, payment or refund (`money:changed` for the client) reads them again. */
export const clientBalanceKey = (branchId: number, clientId: number) => [...moneyKeys.clientMoney(branchId, clientId), 'balance'] as const;
export const clientReferralKey = (branchId: number, clientId: number) => [...moneyKeys.clientMoney(branchId, clientId), 'referral'] as const;
/** Under the branch's sales: a sale paying a newcomer's first visit rewards a referral, so the figures follow sales. */
export const referralProgrammeKey = (branchId: number) => [...moneyKeys.list(branchId, 'sales'), 'referral-programme'] as const;
export const clientReferralListKey = (branchId: number, page: number) => [...moneyKeys.list(branchId, 'sales'), 'client-referrals', page] as const;

const clientPath = (branchId: number, clientId: number) => `/branches/${branchId}/clients/${clientId}`;

export async function getClientBalance(branchId: number, clientId: number): Promise<ClientBalance> {
  const { data } = await httpClient.get<unknown>(`${clientPath(branchId, clientId)}/balance`);
  return clientBalanceSchema.parse(data);
}

export async function getClientReferral(branchId: number, clientId: number): Promise<ClientReferralCard> {
  const { data } = await httpClient.get<unknown>(`${clientPath(branchId, clientId)}/referral`);
  return clientReferralCardSchema.parse(data);
}

export async function sendReferralCode(branchId: number, clientId: number, channel: 'sms' | 'email' | 'telegram'): Promise<string> {
  const { data } = await httpClient.post<unknown>(`${clientPath(branchId, clientId)}/referral/send`, { channel });
  return referralSentSchema.parse(data).sentTo;
}

export async function setReferredBy(branchId: number, clientId: number, code: string): Promise<ClientReferralCard> {
  const { data } = await httpClient.put<unknown>(`${clientPath(branchId, clientId)}/referral/referred-by`, { code });
  return clientReferralCardSchema.parse(data);
}

export async function getReferralProgramme(branchId: number): Promise<ReferralProgramme> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/referral-programme`);
  return referralProgrammeSchema.parse(data);
}

export async function saveReferralProgramme(branchId: number, input: ReferralProgrammeUpdate): Promise<ReferralProgramme> {
  const { data } = await httpClient.put<unknown>(`/branches/${branchId}/referral-programme`, input);
  return referralProgrammeSchema.parse(data);
}

export async function listClientReferrals(branchId: number, page: number): Promise<ClientReferralList> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/client-referrals`, { params: { page, perPage: 25 } });
  return clientReferralListSchema.parse(data);
}
