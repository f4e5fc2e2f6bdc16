import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useIpsSetup } from '@/components/ips/ips-api';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { IpsForm } from './ips-form';
import { SetupSteps, usePageSteps } from './setup-steps';

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
      return (
        <Paper variant="outlined">
          <ErrorState title={t('loadFailed')} message={toHttpError(setup.error).message} retryLabel={t('retry')} onRetry={() => void setup.refetch()} />
        </Paper>
      );
    if (setup.data.currency !== 'RSD') return <Alert severity="info">{t('ips.dinarsOnly', { currency: setup.data.currency })}</Alert>;
    return (
      <>
        {setup.data.settings ? null : <SetupSteps title={t('setup.ips.title')} text={t('setup.ips.text')} steps={steps} />}
        <IpsForm key={setup.data.version} branchId={branch.id} setup={setup.data} viewOnly={props.viewOnly} />
      </>
    );
  };
  return (
    <AreaPageFrame {...props}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {t('ips.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ips.intro')}
          </Typography>
        </Box>
        {body()}
      </Box>
    </AreaPageFrame>
  );
}
