import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { broadcastProgress, type BroadcastFigures, type BroadcastStatus } from '@/schema/messages/broadcast';
import { useFormats } from '@/components/session/use-formats';

const statusColor: Record<BroadcastStatus, NonNullable<ChipProps['color']>> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'default',
};

/** Where a broadcast stands: a draft and a cancelled one grey, scheduled blue, sending amber, sent green. */
export function BroadcastStatusChip({ status }: { status: BroadcastStatus }) {
  const { t } = useTranslation('broadcasts');
  return <Chip size="small" label={t(`statuses.${status}`)} color={statusColor[status]} variant={status === 'draft' ? 'outlined' : 'filled'} data-testid="broadcast-status" data-status={status} />;
}

/** How far sending has come: every row that is no longer waiting, whatever became of it. */
export function BroadcastProgress({ figures }: { figures: BroadcastFigures }) {
  const { t } = useTranslation('broadcasts');
  const percent = broadcastProgress(figures);
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={t('figures.progress', { percent })} />
      <Typography variant="caption" color="text.secondary">
        {t('figures.progress', { percent })}
      </Typography>
    </Box>
  );
}

const shown = ['recipients', 'sent', 'delivered', 'failed', 'skipped', 'unsubscribed'] as const;

/** The figures in a row that wraps: each a number over its name. */
export function BroadcastFigureRow({ figures }: { figures: BroadcastFigures }) {
  const { t } = useTranslation('broadcasts');
  const formats = useFormats();
  return (
    <Box component="dl" data-testid="broadcast-figures" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
      {shown.map((name) => (
        // The name first for readers, the number on top for the eye.
        <Box key={name} data-figure={name} sx={{ minWidth: 72, display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t(`figures.${name}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, lineHeight: 1.2 }}>
            {formats.number(figures[name])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
