import QrCode2Icon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAccount } from '@/schema/payments/ips-qr';
import { useIpsSetup } from '@/components/ips/ips-api';
import { IntegrationCard } from './integration-card';
import { StatusChip } from './status-chip';

/** IPS on the Integrations list: set up for this branch (with its account), not set up, or not for its currency. */
export function IpsCard({ branchId, to }: { branchId: number; to: string }) {
  const { t } = useTranslation('integrations');
  const setup = useIpsSetup(branchId);
  const settings = setup.data?.settings ?? null;
  const dinars = setup.data?.currency === 'RSD';
  const note = setup.isError ? t('loadFailed') : !dinars ? t('ips.dinarsOnly', { currency: setup.data?.currency ?? '' }) : settings ? t('ips.cardSet', { account: formatAccount(settings.account) }) : t('ips.cardNotSet');
  return (
    <IntegrationCard id="ips" icon={<QrCode2Icon />} name={t('ips.name')} kind={t('ips.kind')} to={to} setUp={settings !== null}>
      {setup.isPending ? (
        <Skeleton width="60%" />
      ) : (
        <>
          <Box>{settings && dinars ? <StatusChip status="working" label={t('ips.ready')} /> : <StatusChip status="notSetUp" />}</Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {note}
          </Typography>
        </>
      )}
    </IntegrationCard>
  );
}
