import { keys } from '@refinedev/core';
import { queryClient } from '@/lib/query-client';
import { createAccessControlProvider, type AccessContext } from '@/providers/access-control-provider';

/**
 * The access context of the workspace on screen, read by Refine's access-control provider. The workspace
 * scope sets it when the organisation, its role or its licence changes; Refine's cached `can` answers are
 * dropped then, so buttons and menus never show the previous organisation's rights.
 */
let current: AccessContext | null = null;

export const getAccessContext = (): AccessContext | null => current;

export function setAccessContext(next: AccessContext | null): void {
  if (next === current) return;
  current = next;
  void queryClient.invalidateQueries({ queryKey: keys().access().get() });
}

export const accessControlProvider = createAccessControlProvider(getAccessContext);
