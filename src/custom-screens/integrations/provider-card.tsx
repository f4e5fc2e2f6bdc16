import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Integration } from '@/schema/messages/integration';
import { messageProviders, type MessageProvider } from '@/schema/messages/provider-settings';
import { useFormats } from '@/components/session/use-formats';
import { ChannelIcon } from '@/custom-screens/marketing/channel-icon';
import { IntegrationCard } from './integration-card';
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
  const note =
    status === 'failing' && mine?.integration.lastError
      ? t('card.failing', { since: formats.dateTime(mine.integration.failingSince ?? ''), error: mine.integration.lastError })
      : status === 'working' && mine?.integration.lastSuccessAt
        ? t('card.working', { at: formats.dateTime(mine.integration.lastSuccessAt) })
        : status === 'otherProvider' && effective
          ? t('card.otherProvider', { provider: t(`providers.${effective.integration.provider}`) })
          : t(`card.${status}`, { context: channel });
  return (
    <IntegrationCard id={provider} icon={<ChannelIcon channel={channel} />} name={t(`providers.${provider}`)} kind={t(`channels.${channel}`)} to={to} setUp={status !== 'notSetUp'}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip status={status} />
        {mine ? <PlacementChip placement={mine.placement} /> : null}
      </Box>
      <Typography variant="body2" color={status === 'failing' ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
        {note}
      </Typography>
    </IntegrationCard>
  );
}
