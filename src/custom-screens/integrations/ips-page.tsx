import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { AreaPageProps } from '@/resources/area-page-props';
import { useIpsSetup } from '@/components/ips/ips-api';
import { useWorkspace } from '@/components/session/use-workspace';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { IpsForm } from './ips-form';
import { SetupSteps, usePageSteps } from './setup-steps';
import { IntegrationPage } from './integration-page';

/**
 * Integrations → IPS: the branch's account, payee, payment code and purpose its IPS QR codes carry, with a preview
 * for a sample amount. IPS is the National Bank of Serbia's instant payment system, in dinars only: a branch in
 * another currency gets a sentence saying so instead of the form.
 */
export function IpsPage(props: AreaPageProps) {
  const { t } = useTranslation('integrations');
  const steps = usePageSteps('ips');
  const branch = useWorkspace()?.branch ?? null;
  const setup = useIpsSetup(branch?.id ?? 0);
  const body = () => {
    if (!branch || setup.isPending) return <LoadingState label={t('loading')} />;
    if (setup.isError)
      return <LoadFailedPanel title={t('loadFailed')} error={setup.error} retryLabel={t('retry')} onRetry={setup.refetch} />;
    if (setup.data.currency !== 'RSD') return <Alert severity="info">{t('ips.dinarsOnly', { currency: setup.data.currency })}</Alert>;
    return (
      <>
        {setup.data.settings ? null : <SetupSteps title={t('setup.ips.title')} text={t('setup.ips.text')} steps={steps} />}
        <IpsForm key={setup.data.version} branchId={branch.id} setup={setup.data} viewOnly={props.viewOnly} />
      </>
    );
  };
  return (
    <IntegrationPage frame={props} title={t('ips.title')} intro={t('ips.intro')}>
      {body()}
    </IntegrationPage>
  );
}
