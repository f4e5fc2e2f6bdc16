import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { chainPath } from '@/schema/routes';
import { QrImage } from '@/components/qr/qr-image';
import { useFormats } from '@/components/session/use-formats';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useChainReferralSummary } from './chain-referrals-api';
import { CopyField } from './copy-field';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.25, alignContent: 'start' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={testId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Referrals of a chain (`/chain/{orgId}/referrals`, docs/chain-referrals.md): the link and code to hand on, as text to
 * copy and as a QR to scan, what a referral earns, and how many chains came and were rewarded.
 */
export function ChainReferralsPage(props: AreaPageProps) {
  const { t } = useTranslation('chainReferrals');
  const formats = useFormats();
  const orgId = Number(useParams().orgId ?? 0);
  const summary = useChainReferralSummary(orgId);
  let body;
  if (summary.isPending) body = <LoadingState label={t('loading')} />;
  else if (summary.isError) body = <LoadFailedPanel title={t('failed')} error={summary.error} retryLabel={t('retry')} onRetry={summary.refetch} />;
  else {
    const data = summary.data;
    const earned = data.earned.length > 0 ? data.earned.map((credit) => formats.money(credit.amount, credit.currency)).join(' · ') : '0';
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="referral-link" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography id="referral-link" variant="h6" component="h2">
            {t('link.title')}
          </Typography>
          <Typography color="text.secondary" data-testid="referral-reward">
            {data.reward ? t('link.reward', { reward: formats.money(data.reward.amount, data.reward.currency) }) : t('link.noReward')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Box sx={{ flex: '1 1 16rem', minWidth: 0, display: 'grid', gap: 2 }}>
              <CopyField label={t('link.link')} value={data.link} testId="referral-link-value" />
              <CopyField label={t('link.code')} value={data.code} testId="referral-code" monospace />
            </Box>
            <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, mx: { xs: 'auto', sm: 0 } }}>
              <QrImage text={data.link} alt={t('link.qr')} size={168} />
              <Typography variant="caption" color="text.secondary">
                {t('link.scan')}
              </Typography>
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('link.rules')}
          </Typography>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="referral-figures" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography id="referral-figures" variant="h6" component="h2">
            {t('figures.title')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))' }}>
            <Figure label={t('figures.signedUp')} value={String(data.signedUp)} testId="referrals-signed-up" />
            <Figure label={t('figures.rewarded')} value={String(data.rewarded)} testId="referrals-rewarded" />
            <Figure label={t('figures.earned')} value={earned} testId="referrals-earned" />
          </Box>
          <Button variant="outlined" component={RouterLink} to={chainPath(orgId, 'referrals/listOf')} sx={{ justifySelf: 'start' }}>
            {t('figures.seeAll')}
          </Button>
        </Paper>
      </Box>
    );
  }
  return <AreaPageFrame {...props}>{body}</AreaPageFrame>;
}
