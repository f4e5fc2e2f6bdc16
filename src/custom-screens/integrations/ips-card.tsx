import QrCode2Icon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatAccount } from '@/schema/payments/ips-qr';
import { useIpsSetup } from '@/components/ips/ips-api';
import { StatusChip } from './status-chip';

/** IPS on the Integrations list: set up for this branch (with its account), not set up, or not for its currency. */
export function IpsCard({ branchId, to }: { branchId: number; to: string }) {
  const { t } = useTranslation('integrations');
  const setup = useIpsSetup(branchId);
  const settings = setup.data?.settings ?? null;
  const dinars = setup.data?.currency === 'RSD';
  const note = setup.isError ? t('loadFailed') : !dinars ? t('ips.dinarsOnly', { currency: setup.data?.currency ?? '' }) : settings ? t('ips.cardSet', { account: formatAccount(settings.account) }) : t('ips.cardNotSet');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="integration-ips" sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
          <QrCode2Icon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="integration-ips" variant="subtitle1" component="h2" sx={{ lineHeight: 1.3 }}>
            {t('ips.name')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ips.kind')}
          </Typography>
        </Box>
      </Box>
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
      <Box>
        <Button component={RouterLink} to={to} variant={settings ? 'outlined' : 'contained'} size="small" aria-label={t(settings ? 'card.openLabel' : 'card.setUpLabel', { provider: t('ips.name') })}>
          {t(settings ? 'card.open' : 'card.setUp')}
        </Button>
      </Box>
    </Paper>
  );
}
