import { BarChart } from '@mui/x-charts/BarChart';
import { useFormats } from '@/components/session/use-formats';

export type DailySeries = { label: string; values: (string | null)[]; stack?: string };

/**
 * Daily amounts as bars (stacked when the series say so), loaded in a chunk of its own (daily-chart-lazy.tsx).
 * The bars' heights are drawn from the decimal strings as numbers: a picture of the figures, never a figure
 * shown or summed (the table and the tooltip's text come from the strings).
 */
export function DailyChart({ days, series, currency, label }: { days: string[]; series: DailySeries[]; currency: string; label: string }) {
  const formats = useFormats();
  return (
    <BarChart
      height={280}
      aria-label={label}
      xAxis={[{ scaleType: 'band', data: days, valueFormatter: (day: string) => formats.shortDay(day) }]}
      yAxis={[{ width: 64, valueFormatter: (value: number) => formats.number(value) }]}
      series={series.map((s) => ({
        label: s.label,
        data: s.values.map((value) => (value === null ? null : Number(value))),
        valueFormatter: (value: number | null) => (value === null ? '' : formats.money(value, currency)),
        ...(s.stack ? { stack: s.stack } : {}),
      }))}
      // The last day's label is centred on its bar, half of it past the plot: room for it, or the chart cuts it short.
      margin={{ left: 8, right: 40 }}
    />
  );
}
