import { useTranslation } from 'react-i18next';
import type { AreaPageProps } from '@/resources/area-page-props';
import { useFiscalSetup } from '@/components/fiscal/fiscal-api';
import { useWorkspace } from '@/components/session/use-workspace';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { FiscalForm } from './fiscal-form';
import { FiscalState } from './fiscal-state';
import { IntegrationPage } from './integration-page';

/**
 * Integrations → Fiscal (cash register): the branch's V-SDC, the Serbian Tax Administration's cloud fiscal
 * processor, which signs a receipt for every payment and refund (docs/fiscal-receipts.md).
 */
export function FiscalPage(props: AreaPageProps) {
  const { t } = useTranslation('fiscal');
  const branch = useWorkspace()?.branch ?? null;
  const setup = useFiscalSetup(branch?.id ?? 0);
  const body = () => {
    if (!branch || setup.isPending) return <LoadingState label={t('loading')} />;
    if (setup.isError)
      return <LoadFailedPanel title={t('loadFailed')} error={setup.error} retryLabel={t('retry')} onRetry={setup.refetch} />;
    return (
      <>
        <FiscalState setup={setup.data} timeZone={branch.timeZone} />
        <FiscalForm key={setup.data.version} branchId={branch.id} setup={setup.data} viewOnly={props.viewOnly} />
      </>
    );
  };
  return (
    <IntegrationPage frame={props} title={t('title')} intro={t('intro')}>
      {body()}
    </IntegrationPage>
  );
}
