import { useTranslation } from 'react-i18next';
import type { AreaScope } from '@/schema/area-definition';
import type { Crumb } from '@/components/page/page-header';
import { useWorkspace } from '@/components/session/use-workspace';
import { workspaceHome } from './area-page-model';

/** The first breadcrumbs of any area page: the chain, then the branch when the page is a branch's. */
export function useWorkspaceCrumbs(scope: AreaScope): Crumb[] {
  const { t } = useTranslation('shell');
  const workspace = useWorkspace();
  if (!workspace) return [];
  const { organization, branch } = workspace;
  const orgId = String(organization.id);
  const chain: Crumb = { label: organization.name, to: workspaceHome('organization', orgId) ?? undefined };
  if (scope === 'organization' || !branch)
    return [{ ...chain, label: `${organization.name} · ${t('layout.wholeChain')}` }];
  return [chain, { label: branch.name, to: workspaceHome('branch', orgId, String(branch.id)) ?? undefined }];
}
