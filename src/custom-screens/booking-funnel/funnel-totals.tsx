import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import type { FunnelTotal } from './funnel-model';

/** The period's totals as a funnel: each step's count, a bar against the widest, and how many the step before kept. */
export function FunnelTotals({ totals }: { totals: readonly FunnelTotal[] }) {
  const { t } = useTranslation('bookingFunnel');
  const formats = useFormats();
  return (
    <Box component="ol" aria-label={t('totalsLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {totals.map((total) => (
        <Box component="li" key={total.step} data-step={total.step} sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, flex: '1 1 auto' }}>
              {t(`steps.${total.step}`)}
            </Typography>
            <Typography variant="body2" component="span" className="funnel-count" sx={{ fontWeight: 600 }}>
              {formats.number(total.count)}
            </Typography>
          </Box>
          <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }} aria-hidden>
            <Box sx={{ height: '100%', width: `${total.share}%`, bgcolor: total.step === 'cancelled' ? 'warning.main' : 'primary.main', borderRadius: 5 }} />
          </Box>
          {total.conversion === null ? null : (
            <Typography variant="caption" color="text.secondary">
              {t('conversion', { percent: formats.number(total.conversion) })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
