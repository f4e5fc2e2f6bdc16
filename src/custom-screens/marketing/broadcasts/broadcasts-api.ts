import { z } from 'zod';
import {
  audienceCountSchema,
  broadcastPreviewSchema,
  broadcastSchema,
  clientSegmentSchema,
  type AudienceCount,
  type Broadcast,
  type BroadcastAudience,
  type BroadcastChannel,
  type BroadcastInput,
  type BroadcastPreview,
  type BroadcastPreviewRequest,
  type BroadcastTab,
  type ClientSegment,
} from '@/schema/messages/broadcast';
import { marketingSettingsViewSchema, type MarketingSettings, type MarketingSettingsView } from '@/schema/messages/marketing-settings';
import { listResponseSchema, type ListMeta } from '@/schema/protocol';
import { httpClient } from '@/lib/http-client';

/**
 * The broadcasts API (server/modules/broadcasts), answers checked with the server's own schemas. Every query of a
 * branch lives under ['broadcasts', branchId], so a change refreshes them as one.
 */
export const broadcastKeys = {
  all: (branchId: number) => ['broadcasts', branchId] as const,
  list: (branchId: number, tab: BroadcastTab, page: number) => ['broadcasts', branchId, 'list', tab, page] as const,
  one: (branchId: number, id: number) => ['broadcasts', branchId, 'one', id] as const,
  audience: (branchId: number, channel: BroadcastChannel, audience: BroadcastAudience) => ['broadcasts', branchId, 'audience', channel, audience] as const,
  preview: (branchId: number, request: BroadcastPreviewRequest) => ['broadcasts', branchId, 'preview', request] as const,
  segments: (branchId: number) => ['broadcasts', branchId, 'segments'] as const,
  limits: (branchId: number) => ['broadcasts', branchId, 'limits'] as const,
};

const base = (branchId: number) => `/branches/${branchId}/broadcasts`;

export type BroadcastPage = { items: Broadcast[]; meta: ListMeta };

export async function listBroadcasts(branchId: number, tab: BroadcastTab, page: number, perPage: number): Promise<BroadcastPage> {
  return listResponseSchema(broadcastSchema).parse((await httpClient.get<unknown>(base(branchId), { params: { tab, page, perPage } })).data);
}

export async function getBroadcast(branchId: number, id: number): Promise<Broadcast> {
  return broadcastSchema.parse((await httpClient.get<unknown>(`${base(branchId)}/${id}`)).data);
}

/** A new draft, or the draft's new words over the version read. */
export async function saveDraft(branchId: number, input: BroadcastInput, existing?: { id: number; version: number }): Promise<Broadcast> {
  const answer = existing
    ? await httpClient.put<unknown>(`${base(branchId)}/${existing.id}`, { ...input, version: existing.version })
    : await httpClient.post<unknown>(base(branchId), input);
  return broadcastSchema.parse(answer.data);
}

/** Now (`scheduledAt` null) or at an instant ahead. */
export async function sendBroadcast(branchId: number, id: number, version: number, scheduledAt: string | null): Promise<Broadcast> {
  return broadcastSchema.parse((await httpClient.post<unknown>(`${base(branchId)}/${id}/send`, { version, scheduledAt })).data);
}

export async function cancelBroadcast(branchId: number, id: number): Promise<Broadcast> {
  return broadcastSchema.parse((await httpClient.post<unknown>(`${base(branchId)}/${id}/cancel`)).data);
}

export async function deleteDraft(branchId: number, id: number): Promise<void> {
  await httpClient.delete(`${base(branchId)}/${id}`);
}

export async function countAudience(branchId: number, channel: BroadcastChannel, audience: BroadcastAudience): Promise<AudienceCount> {
  return audienceCountSchema.parse((await httpClient.post<unknown>(`${base(branchId)}/audience`, { channel, audience })).data);
}

export async function previewBroadcast(branchId: number, request: BroadcastPreviewRequest): Promise<BroadcastPreview> {
  return broadcastPreviewSchema.parse((await httpClient.post<unknown>(`${base(branchId)}/preview`, request)).data);
}

const segmentsPath = (branchId: number) => `/branches/${branchId}/client-segments`;

export async function listSegments(branchId: number): Promise<ClientSegment[]> {
  return z.object({ items: z.array(clientSegmentSchema) }).parse((await httpClient.get<unknown>(segmentsPath(branchId))).data).items;
}

export async function saveSegment(branchId: number, name: string, audience: BroadcastAudience): Promise<ClientSegment> {
  return clientSegmentSchema.parse((await httpClient.post<unknown>(segmentsPath(branchId), { name, audience })).data);
}

export async function deleteSegment(branchId: number, id: number): Promise<void> {
  await httpClient.delete(`${segmentsPath(branchId)}/${id}`);
}

const limitsPath = (branchId: number) => `/branches/${branchId}/marketing-settings`;

export async function getLimits(branchId: number): Promise<MarketingSettingsView> {
  return marketingSettingsViewSchema.parse((await httpClient.get<unknown>(limitsPath(branchId))).data);
}

export async function saveLimits(branchId: number, settings: MarketingSettings, version: number): Promise<MarketingSettingsView> {
  return marketingSettingsViewSchema.parse((await httpClient.put<unknown>(limitsPath(branchId), { ...settings, version })).data);
}
