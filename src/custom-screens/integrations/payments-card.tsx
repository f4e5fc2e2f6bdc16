import CreditCardIcon from '@mui/icons-material/CreditCard';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePaymentSetup } from '@/components/online-payments/online-payments-api';
import { IntegrationCard } from './integration-card';
import { StatusChip } from './status-chip';

/** Online payments on the Integrations list: Monri set up for this branch (test or live), or not set up. */
export function PaymentsCard({ branchId, to }: { branchId: number; to: string }) {
  const { t } = useTranslation('integrations');
  const setup = usePaymentSetup(branchId);
  const settings = setup.data?.settings ?? null;
  const note = setup.isError ? t('loadFailed') : settings ? t(`payments.cardSet.${settings.environment}`) : t('payments.cardNotSet');
  return (
    <IntegrationCard id="payments" icon={<CreditCardIcon />} name={t('payments.name')} kind={t('payments.kind')} to={to} setUp={settings !== null}>
      {setup.isPending ? (
        <Skeleton width="60%" />
      ) : (
        <>
          <Box>{settings ? <StatusChip status="working" label={t('payments.ready')} /> : <StatusChip status="notSetUp" />}</Box>
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        </>
      )}
    </IntegrationCard>
  );
}
