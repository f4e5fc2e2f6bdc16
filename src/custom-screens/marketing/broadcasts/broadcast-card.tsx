import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Broadcast } from '@/schema/messages/broadcast';
import { useFormats } from '@/components/session/use-formats';
import { ChannelIcon } from '../channel-icon';
import { BroadcastFigureRow, BroadcastProgress, BroadcastStatusChip } from './broadcast-figures';

/** When it went, goes or was made, as the status makes it matter. */
export function useBroadcastWhen() {
  const { t } = useTranslation('broadcasts');
  const formats = useFormats();
  return (broadcast: Broadcast): string => {
    if (broadcast.status === 'scheduled' && broadcast.scheduledAt) return t('list.scheduledFor', { when: formats.dateTime(broadcast.scheduledAt) });
    if (broadcast.status === 'sending' && broadcast.startedAt) return t('list.startedAt', { when: formats.dateTime(broadcast.startedAt) });
    if (broadcast.finishedAt) return t(broadcast.status === 'cancelled' ? 'list.cancelledAt' : 'list.finishedAt', { when: formats.dateTime(broadcast.finishedAt) });
    return t('list.createdAt', { when: formats.dateTime(broadcast.createdAt) });
  };
}

/** One broadcast of the list: its name (the link to it), channel, state, when, and once it has gone its figures. */
export function BroadcastCard({ broadcast, href }: { broadcast: Broadcast; href: string }) {
  const { t } = useTranslation('broadcasts');
  const when = useBroadcastWhen();
  return (
    <Paper component="li" variant="outlined" data-testid="broadcast-card" data-id={broadcast.id} sx={{ p: 2, display: 'grid', gap: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ChannelIcon channel={broadcast.channel} fontSize="small" titleAccess={t(`channels.${broadcast.channel}`)} sx={{ color: 'text.secondary' }} />
        <Link component={RouterLink} to={href} variant="subtitle1" underline="hover" sx={{ fontWeight: 600, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
          {broadcast.name}
        </Link>
        <BroadcastStatusChip status={broadcast.status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {when(broadcast)}
      </Typography>
      {broadcast.status === 'sending' ? <BroadcastProgress figures={broadcast.figures} /> : null}
      {broadcast.status === 'draft' || broadcast.status === 'scheduled' ? null : <BroadcastFigureRow figures={broadcast.figures} />}
    </Paper>
  );
}
