import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useOrganizations } from '@/components/session/use-organizations';
import { WorkspaceContext, type Workspace } from '@/components/session/workspace-context';
import { AppShell } from '../layout/app-shell';
import { LicenceBanner } from '../layout/licence-banner';
import { useLicenceLive } from '../refine/use-licence-live';
import { useMoneyLive } from '../refine/use-money-live';
import { WorkspaceNavigation } from '../layout/workspace-navigation';
import { matchWorkspace } from './guard-decisions';
import { useWorkspaceLicence } from './use-workspace-licence';

/**
 * Everything under /chain/{orgId}: the session guard has already checked the chain and branch are the
 * user's (guard 2), so here they are looked up, the licence loaded, and the app layout drawn around them.
 */
export function WorkspaceScope() {
  const { pathname } = useLocation();
  const organizations = useOrganizations();
  const match = matchWorkspace(pathname, organizations.data ?? []);
  // The guard only renders this when the match is ok; anything else is a transient frame during sign-out.
  if (match.kind !== 'ok') return null;
  return <WorkspaceProvider organization={match.organization} branch={match.branch} />;
}

function WorkspaceProvider({ organization, branch }: Pick<Workspace, 'organization' | 'branch'>) {
  const { licence, access } = useWorkspaceLicence(organization);
  const { refetch } = licence;
  useMoneyLive(organization.id, branch);
  useLicenceLive(organization, branch?.guid);
  const workspace = useMemo<Workspace>(
    () => ({
      organization,
      branch,
      access,
      licenceStatus: licence.status,
      retryLicence: () => void refetch(),
    }),
    [organization, branch, access, licence.status, refetch],
  );
  return (
    <WorkspaceContext.Provider value={workspace}>
      <AppShell navigation={<WorkspaceNavigation />}>
        <LicenceBanner licence={licence.data} organization={organization} />
        <Outlet />
      </AppShell>
    </WorkspaceContext.Provider>
  );
}
