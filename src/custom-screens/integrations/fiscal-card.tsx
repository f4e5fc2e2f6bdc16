import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFiscalSetup } from '@/components/fiscal/fiscal-api';
import { FiscalState } from './fiscal-state';
import { IntegrationCard } from './integration-card';

/** Fiscal receipts on the Integrations list: the branch's V-SDC with its state, or not set up. */
export function FiscalCard({ branchId, timeZone, to }: { branchId: number; timeZone: string; to: string }) {
  const { t } = useTranslation('fiscal');
  const setup = useFiscalSetup(branchId);
  return (
    <IntegrationCard id="fiscal" icon={<ReceiptLongIcon />} name={t('name')} kind={t('kind')} to={to} setUp={!!setup.data?.settings}>
      {setup.isPending ? (
        <Skeleton width="60%" />
      ) : setup.isError ? (
        <Typography variant="body2" color="text.secondary">
          {t('loadFailed')}
        </Typography>
      ) : (
        <>
          <FiscalState setup={setup.data} timeZone={timeZone} />
          <Typography variant="body2" color="text.secondary">
            {setup.data.settings ? t('cardSet') : t('cardNotSet')}
          </Typography>
        </>
      )}
    </IntegrationCard>
  );
}
