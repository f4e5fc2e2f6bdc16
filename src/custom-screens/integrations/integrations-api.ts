import { z } from 'zod';
import {
  integrationSchema,
  integrationTestResultSchema,
  telegramWebhookStateSchema,
  type Integration,
  type IntegrationTestResult,
  type TelegramWebhookState,
} from '@/schema/messages/integration';
import type { MessageProvider } from '@/schema/messages/provider-settings';
import { httpClient } from '@/lib/http-client';

/**
 * The chain's integrations API (server/modules/integrations), answers checked with the server's schemas. Every query
 * of a chain lives under ['integrations', orgId], so a save refreshes the list and the pages as one.
 */
export const integrationKeys = {
  all: (orgId: number) => ['integrations', orgId] as const,
  telegramWebhook: (orgId: number) => ['integrations', orgId, 'telegram-webhook'] as const,
};

const chain = (orgId: number) => `/organizations/${orgId}/integrations`;
const listSchema = z.object({ items: z.array(integrationSchema) });

export async function listIntegrations(orgId: number): Promise<Integration[]> {
  return listSchema.parse((await httpClient.get<unknown>(chain(orgId))).data).items;
}

/** Settings whole, secrets only those typed (a blank one keeps what is stored); `version` as read, 0 for a new one. */
export type IntegrationSave = {
  branchId: number | null;
  settings: Record<string, unknown>;
  secrets: Record<string, string>;
  version: number;
};

export async function saveIntegration(orgId: number, provider: MessageProvider, save: IntegrationSave): Promise<Integration> {
  return integrationSchema.parse((await httpClient.put<unknown>(`${chain(orgId)}/${provider}`, { ...save, enabled: true })).data);
}

export async function removeIntegration(orgId: number, provider: MessageProvider, branchId: number | null): Promise<void> {
  await httpClient.delete(`${chain(orgId)}/${provider}`, { params: branchId === null ? {} : { branchId } });
}

/** Through the integration saved for the branch, else whatever the branch's messages of its channel take now. */
export async function sendTest(orgId: number, provider: MessageProvider, branchId: number, to: string): Promise<IntegrationTestResult> {
  return integrationTestResultSchema.parse((await httpClient.post<unknown>(`${chain(orgId)}/${provider}/test`, { branchId, to })).data);
}

export async function getTelegramWebhook(orgId: number): Promise<TelegramWebhookState> {
  return telegramWebhookStateSchema.parse((await httpClient.get<unknown>(`${chain(orgId)}/telegram/webhook`)).data);
}

export async function connectTelegramWebhook(orgId: number): Promise<TelegramWebhookState> {
  return telegramWebhookStateSchema.parse((await httpClient.post<unknown>(`${chain(orgId)}/telegram/webhook`)).data);
}
