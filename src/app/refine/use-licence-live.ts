import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKeys } from '@/components/session/session-query-keys';
import type { Organization } from '@/schema/organization';
import { liveSocket } from './live-connection';

/**
 * Reads the chain's licence again when the server says it changed (`licence:changed`: a plan paid for, a downgrade
 * at its period's end), so areas open or close on every open screen without signing out. The event comes on every
 * branch's channel: following the branch on screen, or on chain pages the chain's first, hears it once.
 */
export function useLicenceLive(organization: Pick<Organization, 'id' | 'branches'>, branchGuid: string | undefined): void {
  const queryClient = useQueryClient();
  const guid = branchGuid ?? organization.branches[0]?.guid;
  const orgId = organization.id;
  useEffect(() => {
    if (guid === undefined) return;
    liveSocket.subscribe(guid);
    const stopListening = liveSocket.onLicenceChanged((event) => {
      if (event.organizationId !== orgId) return;
      void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.licence(orgId) });
      void queryClient.invalidateQueries({ queryKey: ['billing', orgId] });
    });
    return () => {
      stopListening();
      liveSocket.unsubscribe(guid);
    };
  }, [queryClient, orgId, guid]);
}
