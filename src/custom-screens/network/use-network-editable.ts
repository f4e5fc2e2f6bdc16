import { useWorkspace } from '@/components/session/use-workspace';
import { roleCan } from '@/schema/access';

/**
 * Whether the person may change the site: the licence lets them (not view-only) and the role changes the chain's
 * settings, as the server asks (server/modules/network/network-access.ts). Anyone else of the chain reads it.
 */
export function useNetworkEditable(viewOnly: boolean): boolean {
  const workspace = useWorkspace();
  const role = workspace?.access?.role ?? workspace?.organization.role;
  return !viewOnly && role !== undefined && roleCan(role, 'chain-settings', 'edit');
}
