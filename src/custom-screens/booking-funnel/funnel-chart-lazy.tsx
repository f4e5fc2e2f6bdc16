import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, type ComponentProps } from 'react';

const Chart = lazy(() => import('./funnel-chart').then((m) => ({ default: m.FunnelChart })));

/** The chart's code (@mui/x-charts) arrives after the totals: never in the shell's or the screen's first chunk. */
export function LazyFunnelChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
      <Chart {...props} />
    </Suspense>
  );
}
