import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { leftOutReasons, type Broadcast } from '@/schema/messages/broadcast';
import { useFormats } from '@/components/session/use-formats';
import { ChannelIcon } from '../channel-icon';
import { useBroadcastWhen } from './broadcast-card';
import { BroadcastFigureRow, BroadcastProgress, BroadcastStatusChip } from './broadcast-figures';

/** A broadcast past its draft: where it stands, its figures, who it left out and why, and its words as written. */
export function BroadcastDetail({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('broadcasts');
  const formats = useFormats();
  const when = useBroadcastWhen();
  const leftOut = broadcast.leftOut ? leftOutReasons.filter((reason) => broadcast.leftOut![reason] > 0) : [];
  const conditions = broadcast.audience.filters.conditions.length;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ChannelIcon channel={broadcast.channel} fontSize="small" sx={{ color: 'text.secondary' }} />
          <Typography variant="body2">{t(`channels.${broadcast.channel}`)}</Typography>
          <BroadcastStatusChip status={broadcast.status} />
          <Typography variant="body2" color="text.secondary">
            {when(broadcast)}
          </Typography>
        </Box>
        {broadcast.status === 'sending' ? <BroadcastProgress figures={broadcast.figures} /> : null}
        {broadcast.status === 'scheduled' ? (
          <Typography variant="body2" color="text.secondary">
            {t('detail.scheduledNote')}
          </Typography>
        ) : (
          <BroadcastFigureRow figures={broadcast.figures} />
        )}
        {broadcast.figures.capped > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('detail.capped', { count: broadcast.figures.capped, formatted: formats.number(broadcast.figures.capped) })}
          </Typography>
        ) : null}
        {leftOut.length > 0 ? (
          <Box component="section" aria-labelledby="left-out-heading">
            <Typography id="left-out-heading" variant="subtitle2" component="h2">
              {t('detail.leftOut')}
            </Typography>
            <Box component="ul" data-testid="broadcast-left-out" sx={{ m: 0, pl: 2.5 }}>
              {leftOut.map((reason) => (
                <Typography component="li" variant="body2" key={reason}>
                  {t('audience.leftOut', { count: broadcast.leftOut![reason], formatted: formats.number(broadcast.leftOut![reason]), reason: t(`reasons.${reason}`) })}
                </Typography>
              ))}
            </Box>
          </Box>
        ) : null}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="words-heading" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
        <Typography id="words-heading" variant="subtitle2" component="h2">
          {t('detail.words')}
        </Typography>
        {broadcast.subject ? <Typography fontWeight={600}>{broadcast.subject}</Typography> : null}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {broadcast.body}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[broadcast.audience.q ? t('detail.search', { q: broadcast.audience.q }) : null, conditions > 0 ? t('detail.conditions', { count: conditions }) : null].filter(Boolean).join(' · ') || t('detail.everyClient')}
        </Typography>
      </Paper>
    </Box>
  );
}
