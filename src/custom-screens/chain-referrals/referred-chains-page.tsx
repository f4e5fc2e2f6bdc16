import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { ReferredChain } from '@/schema/chain-referrals/chain-referrals';
import { chainPath } from '@/schema/routes';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useReferredChains } from './chain-referrals-api';

const stateColour = { signed_up: 'info', rewarded: 'success', refused: 'default' } as const;

function ReferredChainRow({ chain }: { chain: ReferredChain }) {
  const { t } = useTranslation('chainReferrals');
  const formats = useFormats();
  const outcome =
    chain.state === 'rewarded' && chain.reward
      ? t('list.earned', { amount: formats.money(chain.reward.amount, chain.reward.currency) })
      : chain.state === 'refused' && chain.reason
        ? t(`list.reason.${chain.reason}`)
        : chain.state === 'signed_up'
          ? t('list.waiting')
          : null;
  return (
    <Box component="li" data-testid="referred-chain" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', px: 2, py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {chain.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('list.signedUpOn', { date: formats.date(chain.signedUpAt) })}
          {outcome ? ` · ${outcome}` : null}
        </Typography>
      </Box>
      <Chip size="small" color={stateColour[chain.state]} label={t(`state.${chain.state}`)} />
    </Box>
  );
}

/** Invited businesses (`/chain/{orgId}/referrals/listOf`): the chains that signed up through the link, newest first. */
export function ReferredChainsPage(props: AreaPageProps) {
  const { t } = useTranslation('chainReferrals');
  const orgId = Number(useParams().orgId ?? 0);
  const chains = useReferredChains(orgId);
  let body;
  if (chains.isPending) body = <LoadingState label={t('list.loading')} />;
  else if (chains.isError) body = <LoadFailedPanel title={t('list.failed')} error={chains.error} retryLabel={t('retry')} onRetry={chains.refetch} />;
  else if (chains.data.length === 0)
    body = (
      <EmptyState
        icon={<StorefrontOutlined />}
        title={t('list.empty')}
        description={t('list.emptyHint')}
        action={
          <Button variant="contained" component={RouterLink} to={chainPath(orgId, 'referrals')}>
            {t('list.getLink')}
          </Button>
        }
      />
    );
  else
    body = (
      <Paper variant="outlined" component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {chains.data.map((chain) => (
          <ReferredChainRow key={chain.organizationId} chain={chain} />
        ))}
      </Paper>
    );
  return <AreaPageFrame {...props}>{body}</AreaPageFrame>;
}
