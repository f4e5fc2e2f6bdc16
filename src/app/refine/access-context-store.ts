import { keys } from '@refinedev/core';
import { queryClient } from '@/lib/query-client';
import { createAccessControlProvider, type AccessContext } from '@/providers/access-control-provider';

/**
 * The access context of the workspace on screen, read by Refine's access-control provider. The workspace
 * scope sets it when the organisation, its role or its licence changes; Refine's cached `can` answers are
 * reset then (not merely invalidated: a first `can` still in flight, asked before the context was known, would
 * otherwise be kept as the answer, and a refused Close shift stayed hidden for the cache's five minutes), so
 * buttons and menus never show the previous organisation's rights nor a "not known yet".
 */
let current: AccessContext | null = null;

export const getAccessContext = (): AccessContext | null => current;

export function setAccessContext(next: AccessContext | null): void {
  if (next === current) return;
  current = next;
  void queryClient.resetQueries({ queryKey: keys().access().get() });
}

export const accessControlProvider = createAccessControlProvider(getAccessContext);
