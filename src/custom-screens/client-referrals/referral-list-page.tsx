import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { ClientReferral } from '@/schema/client-referrals/client-referrals';
import { branchPath } from '@/schema/routes';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { clientReferralListKey, listClientReferrals } from '@/lib/client-referrals-api';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { serverProblem } from '@/custom-screens/settings/server-problem';

/** Referrals → list: who brought whom, newest first, each with its state, dates and reward; a card per referral on any width. */
export function ReferralListPage(props: AreaPageProps) {
  const { t } = useTranslation('clientReferrals');
  const workspace = useWorkspace();
  const branchId = workspace?.branch?.id ?? 0;
  const [page, setPage] = useState(1);
  const list = useQuery({ queryKey: clientReferralListKey(branchId, page), queryFn: () => listClientReferrals(branchId, page), enabled: branchId > 0, placeholderData: keepPreviousData });
  return (
    <AreaPageFrame {...props}>
      {list.isPending ? (
        <LoadingState label={t('list.loading')} />
      ) : list.isError ? (
        <ErrorState title={t('list.loadFailed')} message={serverProblem(list.error).message} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box component="ul" aria-label={t('list.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {list.data.items.map((referral) => (
              <ReferralRow key={referral.id} referral={referral} currency={workspace?.branch?.ISOCurrency} />
            ))}
          </Box>
          {list.data.meta.totalPages > 1 ? (
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
              <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('list.previous')}
              </Button>
              <Typography variant="body2">{t('list.page', { page, pages: list.data.meta.totalPages })}</Typography>
              <Button size="small" disabled={page >= list.data.meta.totalPages} onClick={() => setPage(page + 1)}>
                {t('list.next')}
              </Button>
            </Box>
          ) : null}
        </Box>
      )}
    </AreaPageFrame>
  );
}

function ReferralRow({ referral, currency }: { referral: ClientReferral; currency: string | undefined }) {
  const { t } = useTranslation('clientReferrals');
  const formats = useFormats();
  const params = useParams();
  const cardOf = (id: number) => branchPath(params.orgId ?? '', params.branchId ?? '', `clients/${id}/transactions`);
  return (
    <Paper component="li" variant="outlined" data-testid="client-referral" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 260px', minWidth: 0, display: 'grid', gap: 0.25 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={cardOf(referral.newcomer.id)} sx={{ fontWeight: 600 }}>
            {referral.newcomer.name}
          </Link>
          {' · '}
          {t('list.columns.referrer')}{' '}
          <Link component={RouterLink} to={cardOf(referral.referrer.id)}>
            {referral.referrer.name}
          </Link>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('list.columns.date')} {formats.date(referral.createdAt)}
          {referral.rewardedAt ? ` · ${t('list.columns.rewardedAt')} ${formats.date(referral.rewardedAt)}` : ''}
        </Typography>
      </Box>
      {referral.rewardAmount !== null ? (
        <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formats.money(referral.rewardAmount, currency)}
        </Typography>
      ) : null}
      <Chip size="small" color={referral.state === 'rewarded' ? 'success' : 'default'} label={t(`list.state.${referral.state}`)} />
    </Paper>
  );
}
