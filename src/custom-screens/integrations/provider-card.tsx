import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Integration } from '@/schema/messages/integration';
import { messageProviders, type MessageProvider } from '@/schema/messages/provider-settings';
import { useFormats } from '@/components/session/use-formats';
import { ChannelIcon } from '@/custom-screens/marketing/channel-icon';
import { providerStatus } from './integration-model';
import { PlacementChip, StatusChip } from './status-chip';

export type ProviderCardProps = { provider: MessageProvider; items: readonly Integration[]; branchId: number; to: string };

/** One provider on the Integrations list: what it carries, whether this branch's messages go through it, and how it fares. */
export function ProviderCard({ provider, items, branchId, to }: ProviderCardProps) {
  const { t } = useTranslation('integrations');
  const formats = useFormats();
  const channel = messageProviders[provider].channel;
  const { status, effective } = providerStatus(items, provider, branchId);
  const mine = status !== 'notSetUp' && status !== 'otherProvider' ? effective : null;
  const headingId = `integration-${provider}`;
  const note =
    status === 'failing' && mine?.integration.lastError
      ? t('card.failing', { since: formats.dateTime(mine.integration.failingSince ?? ''), error: mine.integration.lastError })
      : status === 'working' && mine?.integration.lastSuccessAt
        ? t('card.working', { at: formats.dateTime(mine.integration.lastSuccessAt) })
        : status === 'otherProvider' && effective
          ? t('card.otherProvider', { provider: t(`providers.${effective.integration.provider}`) })
          : t(`card.${status}`, { context: channel });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
          <ChannelIcon channel={channel} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ lineHeight: 1.3 }}>
            {t(`providers.${provider}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`channels.${channel}`)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip status={status} />
        {mine ? <PlacementChip placement={mine.placement} /> : null}
      </Box>
      <Typography variant="body2" color={status === 'failing' ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
        {note}
      </Typography>
      <Box>
        <Button component={RouterLink} to={to} variant={status === 'notSetUp' ? 'contained' : 'outlined'} size="small" aria-label={t(status === 'notSetUp' ? 'card.setUpLabel' : 'card.openLabel', { provider: t(`providers.${provider}`) })}>
          {t(status === 'notSetUp' ? 'card.setUp' : 'card.open')}
        </Button>
      </Box>
    </Paper>
  );
}
