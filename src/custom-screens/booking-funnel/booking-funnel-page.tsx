import Insights from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { EmptyState } from '@/components/states/empty-state';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import { useBookingScope } from '@/custom-screens/online-booking/use-online-booking';
import { bookingFunnelKey, getBookingFunnel } from './booking-funnel-api';
import { LazyFunnelChart } from './funnel-chart-lazy';
import { funnelPeriods, funnelTotals, nobodyCame, periodDates, type FunnelPeriod } from './funnel-model';
import { FunnelTotals } from './funnel-totals';

/**
 * Online booking → Presence → Analytics: how many visitors of the branch's booking page reached each step, per day of
 * the last 7, 30 or 90 days (the branch's days), and the period's totals as a funnel. Counts only, never who
 * (docs/online-booking.md decision 10).
 */
export function BookingFunnelPage(props: AreaPageProps) {
  const { t } = useTranslation('bookingFunnel');
  const { branchId } = useBookingScope();
  const today = useWorkspaceToday();
  const [days, setDays] = useState<FunnelPeriod>(30);
  const period = periodDates(days, today);
  const query = useQuery({
    queryKey: bookingFunnelKey(branchId, period),
    queryFn: () => getBookingFunnel(branchId, period),
    enabled: branchId > 0,
    placeholderData: keepPreviousData,
  });
  return (
    <AreaPageFrame {...props}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={days}
          onChange={(_event, next: FunnelPeriod | null) => next && setDays(next)}
          aria-label={t('period')}
          sx={{ justifySelf: 'start' }}
        >
          {funnelPeriods.map((choice) => (
            <ToggleButton key={choice} value={choice}>
              {t('lastDays', { days: choice })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <WithLoaded query={query}>
          {(funnel) => {
            const totals = funnelTotals(funnel.days);
            if (nobodyCame(totals)) return <EmptyState icon={<Insights />} title={t('empty.title')} description={t('empty.description')} />;
            return (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
                <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" gutterBottom>
                    {t('perDay')}
                  </Typography>
                  <LazyFunnelChart days={funnel.days} />
                </Paper>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="subtitle1" component="h2" gutterBottom>
                    {t('totals')}
                  </Typography>
                  <FunnelTotals totals={totals} />
                </Paper>
              </Box>
            );
          }}
        </WithLoaded>
        <Typography variant="caption" color="text.secondary">
          {t('howCounted')}
        </Typography>
      </Box>
    </AreaPageFrame>
  );
}
