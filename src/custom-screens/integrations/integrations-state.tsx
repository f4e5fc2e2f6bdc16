import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Integration } from '@/schema/messages/integration';
import type { Branch } from '@/schema/organization';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { LoadingState } from '@/components/states/loading-state';
import { useChainIntegrations } from './use-chain-integrations';

export type LoadedIntegrations = { orgId: number; branch: Branch; items: Integration[] };

/** Loading and failure of the chain's integrations, said once for every page; the page renders what was read. */
export function WithIntegrations({ children }: { children: (loaded: LoadedIntegrations) => ReactNode }) {
  const { t } = useTranslation('integrations');
  const { orgId, branch, query } = useChainIntegrations();
  if (!branch || query.isPending) return <LoadingState label={t('loading')} />;
  if (query.isError)
    return (
      <LoadFailedPanel title={t('loadFailed')} error={query.error} retryLabel={t('retry')} onRetry={query.refetch} />
    );
  return <>{children({ orgId, branch, items: query.data })}</>;
}

/** An Integrations page: the area's frame around what the chain's integrations, once read, let `Settings` show. */
export const integrationsPage = (Settings: ComponentType<LoadedIntegrations & { viewOnly: boolean }>) =>
  function IntegrationsPage(props: AreaPageProps) {
    return (
      <AreaPageFrame {...props}>
        <WithIntegrations>{(loaded) => <Settings {...loaded} viewOnly={props.viewOnly} />}</WithIntegrations>
      </AreaPageFrame>
    );
  };
