import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

const Chart = lazy(() => import('./daily-chart').then((m) => ({ default: m.DailyChart })));

/** The chart's code (@mui/x-charts) arrives after the table: never in the shell's or the page's first chunk. */
export function LazyDailyChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
      <Chart {...props} />
    </Suspense>
  );
}
