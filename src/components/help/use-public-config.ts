import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@/schema/public-config';
import { httpClient } from '@/lib/http-client';

export const publicConfigQueryKey = ['public-config'] as const;

async function getPublicConfig(): Promise<PublicConfig> {
  const { data } = await httpClient.get<unknown>('/config');
  return publicConfigSchema.parse(data);
}

/**
 * The deployment's support links, sites and legal details (spec §9), from the server at run time: one build
 * serves every deployment. Read once a session; while it loads or when it fails, nothing configured shows.
 */
export function usePublicConfig(): PublicConfig | null {
  const { data } = useQuery({ queryKey: publicConfigQueryKey, queryFn: getPublicConfig, staleTime: Infinity, gcTime: Infinity, retry: 1 });
  return data ?? null;
}
