import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import type { KeyIndicators } from '@/schema/reports/reports';
import { getKeyIndicators, reportKeys, type ReportTarget } from './reports-api';
import { IndicatorCard } from './indicator-card';
import { ReplicaNote } from './replica-note';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import { initialPeriodChoice, PeriodPicker } from './period-picker';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;
/** Amounts run long ("RSD 1,319,155.00"): one card a row on a phone. */
const moneyGrid = { ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;

/**
 * The key indicators of a branch or of the chain for a period, each beside the previous period of equal length:
 * the sales page's default, the branch dashboard and the chain dashboard show this same panel. Money cards come
 * once per currency (a chain whose branches keep different currencies never adds them up).
 */
export function KeyIndicatorsPanel({ target }: { target: ReportTarget }) {
  const { t } = useTranslation('reports');
  const formats = useFormats();
  const today = useWorkspaceToday();
  const [choice, setChoice] = useState(() => initialPeriodChoice(today));
  const indicators = useQuery({
    queryKey: reportKeys.keyIndicators(target, choice.period),
    queryFn: () => getKeyIndicators(target, choice.period),
    enabled: target.id > 0 && choice.period.from !== '' && choice.period.to !== '' && choice.period.from <= choice.period.to,
  });
  const count = (value: number) => formats.number(value);
  const percent = (value: string | null) => (value === null ? '—' : `${formats.number(Number(value))} %`);

  const body = (data: KeyIndicators) => (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('indicators.comparedWith', { from: formats.date(data.previousPeriod.from), to: formats.date(data.previousPeriod.to) })}
      </Typography>
      {data.money.map((money) => {
        const amount = (value: string) => formats.money(value, money.currency);
        return (
          <Box key={money.currency} sx={moneyGrid}>
            <IndicatorCard label={t('indicators.revenue')} value={money.revenue} show={amount} />
            <IndicatorCard label={t('indicators.paid')} value={money.paid} show={amount} />
            <IndicatorCard label={t('indicators.unpaid')} value={money.unpaid} show={amount} lowerIsBetter />
            <IndicatorCard label={t('indicators.averageCheck')} value={money.averageCheck} show={amount} />
            {/* Deposits at online booking: money held, not revenue; shown where a period has any. */}
            {money.deposits.current !== '0.00' || money.deposits.previous !== '0.00' ? <IndicatorCard label={t('indicators.deposits')} value={money.deposits} show={amount} /> : null}
          </Box>
        );
      })}
      <Box sx={grid}>
        {data.money.length === 0 ? null : <IndicatorCard label={t('indicators.sales')} value={data.money[0]!.sales} show={count} />}
        <IndicatorCard label={t('indicators.visits')} value={data.visits} show={count} />
        <IndicatorCard label={t('indicators.newClients')} value={data.newClients} show={count} />
        <IndicatorCard label={t('indicators.returningClients')} value={data.returningClients} show={count} />
        <IndicatorCard label={t('indicators.occupancy')} value={data.occupancy} show={percent} />
      </Box>
    </Box>
  );

  return (
    <Box component="section" aria-label={t('indicators.title')} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PeriodPicker value={choice} onChange={setChoice} />
      {indicators.data?.fromReplica ? <ReplicaNote /> : null}
      {indicators.isPending && indicators.fetchStatus !== 'idle' ? (
        <LoadingState label={t('loading')} />
      ) : indicators.isError ? (
        toHttpError(indicators.error).statusCode === 403 ? (
          <EmptyState title={t('indicators.notForYou')} description={toHttpError(indicators.error).message} />
        ) : (
          <ErrorState title={t('loadFailed')} message={toHttpError(indicators.error).message} retryLabel={t('retry')} onRetry={() => void indicators.refetch()} />
        )
      ) : indicators.data ? (
        body(indicators.data.figures)
      ) : (
        <Typography color="error" role="alert" variant="body2">
          {t('period.incomplete')}
        </Typography>
      )}
    </Box>
  );
}
