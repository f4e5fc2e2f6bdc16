import { useTranslation } from 'react-i18next';
import type { AreaPageProps } from '@/resources/area-page-props';
import { usePaymentSetup } from '@/components/online-payments/online-payments-api';
import { useWorkspace } from '@/components/session/use-workspace';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { IntegrationPage } from './integration-page';
import { PaymentsForm } from './payments-form';

/**
 * Integrations → Payments: the branch's Monri WebPay account. Clients pay a link on Monri's page (the card never
 * reaches us), and only Monri's signed notification marks a payment paid (docs/online-payments.md).
 */
export function PaymentsPage(props: AreaPageProps) {
  const { t } = useTranslation('integrations');
  const branch = useWorkspace()?.branch ?? null;
  const setup = usePaymentSetup(branch?.id ?? 0);
  const body = () => {
    if (!branch || setup.isPending) return <LoadingState label={t('loading')} />;
    if (setup.isError) return <LoadFailedPanel title={t('loadFailed')} error={setup.error} retryLabel={t('retry')} onRetry={setup.refetch} />;
    return <PaymentsForm key={setup.data.version} branchId={branch.id} setup={setup.data} viewOnly={props.viewOnly} />;
  };
  return (
    <IntegrationPage frame={props} title={t('payments.title')} intro={t('payments.intro')}>
      {body()}
    </IntegrationPage>
  );
}
