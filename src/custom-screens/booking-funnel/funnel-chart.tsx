import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { funnelSteps, type FunnelDay } from '@/schema/online-booking/funnel';

/** Each step per day as a line, loaded in a chunk of its own (funnel-chart-lazy.tsx). */
export function FunnelChart({ days }: { days: readonly FunnelDay[] }) {
  const { t } = useTranslation('bookingFunnel');
  const formats = useFormats();
  return (
    <LineChart
      height={280}
      // Days are counts, not a trend to ease into: straight lines, drawn at once.
      skipAnimation
      aria-label={t('chartLabel')}
      xAxis={[{ scaleType: 'point', data: days.map((day) => day.date), valueFormatter: (date: string) => formats.shortDay(date) }]}
      yAxis={[{ width: 40, tickMinStep: 1, valueFormatter: (value: number) => formats.number(value) }]}
      series={funnelSteps.map((step) => ({
        label: t(`steps.${step}`),
        data: days.map((day) => day[step]),
        curve: 'linear',
        showMark: days.length <= 31,
        valueFormatter: (value: number | null) => (value === null ? '' : formats.number(value)),
      }))}
      // The last day's label is centred on its point, half of it past the plot: room for it.
      margin={{ left: 8, right: 40 }}
    />
  );
}
