import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useFiscalSetup } from '@/components/fiscal/fiscal-api';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { FiscalForm } from './fiscal-form';
import { FiscalState } from './fiscal-state';

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
      return (
        <Paper variant="outlined">
          <ErrorState title={t('loadFailed')} message={toHttpError(setup.error).message} retryLabel={t('retry')} onRetry={() => void setup.refetch()} />
        </Paper>
      );
    return (
      <>
        <FiscalState setup={setup.data} timeZone={branch.timeZone} />
        <FiscalForm key={setup.data.version} branchId={branch.id} setup={setup.data} viewOnly={props.viewOnly} />
      </>
    );
  };
  return (
    <AreaPageFrame {...props}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('intro')}
          </Typography>
        </Box>
        {body()}
      </Box>
    </AreaPageFrame>
  );
}
