import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Organization } from '@/schema/organization';
import { licenceQuery } from '@/components/session/licence-query';
import { sessionQueryKeys } from '@/components/session/session-query-keys';
import { buildAccessContext, type AccessContext } from '@/providers/access-control-provider';
import { setAccessContext } from '../refine/access-context-store';
import { licenceMustBeCleared } from './guard-decisions';

/**
 * The organisation's licence and the access context built from it (spec §4 "License": cleared when the
 * organisation changes, fetched when blank). The context also goes to Refine's access-control provider.
 */
export function useWorkspaceLicence(organization: Organization) {
  const queryClient = useQueryClient();
  const previousOrgId = useRef<number | null>(null);

  // Each organisation's licence has its own key, so the new one starts blank and is fetched; the old one is
  // dropped so that coming back fetches it afresh rather than trusting a copy from before the switch.
  useEffect(() => {
    const previous = previousOrgId.current;
    if (previous !== null && licenceMustBeCleared(previous, organization.id)) {
      queryClient.removeQueries({ queryKey: sessionQueryKeys.licence(previous) });
    }
    previousOrgId.current = organization.id;
  }, [organization.id, queryClient]);

  const licence = useQuery({ ...licenceQuery(organization.id), placeholderData: undefined });

  const access: AccessContext | null = useMemo(
    () => (licence.data ? buildAccessContext(organization.role, licence.data) : null),
    [licence.data, organization.role],
  );

  // Before any child's effects (layout effects run first): the `can` queries the screen's buttons start as they
  // mount must already read this context.
  useLayoutEffect(() => {
    setAccessContext(access);
  }, [access]);
  useEffect(() => () => setAccessContext(null), []);

  return { licence, access };
}
