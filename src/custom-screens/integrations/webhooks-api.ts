import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  webhookDeliveryDetailSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointSchema,
  webhookRotatedSecretSchema,
  webhookSecretSchema,
  type WebhookEndpoint,
  type WebhookEndpointWrite,
} from '@/schema/webhooks/webhooks';
import { httpClient } from '@/lib/http-client';

/**
 * The chain's webhooks API (server/modules/webhooks), answers checked with the server's schemas. Everything lives
 * under ['webhooks', orgId]: a change refreshes the endpoints and the log together.
 */
const keys = {
  all: (orgId: number) => ['webhooks', orgId] as const,
  endpoints: (orgId: number) => ['webhooks', orgId, 'endpoints'] as const,
  log: (orgId: number, page: number) => ['webhooks', orgId, 'log', page] as const,
  delivery: (orgId: number, id: number) => ['webhooks', orgId, 'delivery', id] as const,
};
const base = (orgId: number) => `/organizations/${orgId}/webhooks`;
const endpointsSchema = z.object({ items: z.array(webhookEndpointSchema) });
export const logPageSize = 20;

export const useWebhookEndpoints = (orgId: number) =>
  useQuery({ queryKey: keys.endpoints(orgId), queryFn: async () => endpointsSchema.parse((await httpClient.get<unknown>(base(orgId))).data).items, enabled: orgId > 0 });

/** The log refreshes itself: often while something in it waits for its next attempt, now and then otherwise (new events). */
export const useWebhookLog = (orgId: number, page: number) =>
  useQuery({
    queryKey: keys.log(orgId, page),
    queryFn: async () => webhookDeliveryListSchema.parse((await httpClient.get<unknown>(`${base(orgId)}/deliveries`, { params: { page, perPage: logPageSize } })).data),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'pending') ? 3_000 : 10_000),
  });

export const useWebhookDelivery = (orgId: number, id: number | null) =>
  useQuery({
    queryKey: keys.delivery(orgId, id ?? 0),
    queryFn: async () => webhookDeliveryDetailSchema.parse((await httpClient.get<unknown>(`${base(orgId)}/deliveries/${id}`)).data),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });

/** Every change of the chain's webhooks: each refreshes all of them when done. */
export function useWebhookActions(orgId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.all(orgId) });
  const useAction = <A, R>(run: (args: A) => Promise<R>) => useMutation({ mutationFn: run, onSuccess: refresh });
  return {
    create: useAction(async (write: WebhookEndpointWrite) => webhookEndpointCreatedSchema.parse((await httpClient.post<unknown>(base(orgId), write)).data)),
    update: useAction(async ({ endpoint, ...write }: WebhookEndpointWrite & { endpoint: WebhookEndpoint }) =>
      webhookEndpointSchema.parse((await httpClient.put<unknown>(`${base(orgId)}/${endpoint.id}`, { ...write, version: endpoint.version })).data),
    ),
    remove: useAction(async (endpoint: WebhookEndpoint) => {
      await httpClient.delete(`${base(orgId)}/${endpoint.id}`);
    }),
    reveal: useAction(async (endpoint: WebhookEndpoint) => webhookSecretSchema.parse((await httpClient.post<unknown>(`${base(orgId)}/${endpoint.id}/secret`)).data).secret),
    rotate: useAction(async (endpoint: WebhookEndpoint) => webhookRotatedSecretSchema.parse((await httpClient.post<unknown>(`${base(orgId)}/${endpoint.id}/secret/rotate`, { version: endpoint.version })).data).secret),
    ping: useAction(async (endpoint: WebhookEndpoint) => webhookDeliverySchema.parse((await httpClient.post<unknown>(`${base(orgId)}/${endpoint.id}/ping`)).data)),
    redeliver: useAction(async (deliveryId: number) => webhookDeliveryDetailSchema.parse((await httpClient.post<unknown>(`${base(orgId)}/deliveries/${deliveryId}/redeliver`)).data)),
  };
}
