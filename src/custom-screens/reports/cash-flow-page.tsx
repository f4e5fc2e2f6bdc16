import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import type { AreaPageProps } from '@/resources/area-page-props';
import { cashMethods, type CashFlow, type CashFlowRow } from '@/schema/reports/reports';
import { LazyDailyChart } from './daily-chart-lazy';
import { getCashFlow, reportKeys } from './reports-api';
import { ReportFrame } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';

const amountKeys = ['payments', 'refunds', 'net'] as const;

/** Reports → Cash inflow summary: each day's payments in and refunds out by method (cash, card), and the net. */
export function CashFlowPage(props: AreaPageProps) {
  const { t } = useTranslation('reports');
  const formats = useFormats();
  const columns: ReportColumn<CashFlowRow>[] = [
    { key: 'date', label: t('columns.date'), cell: (row) => formats.date(row.date) },
    { key: 'method', label: t('columns.method'), cell: (row) => t(`methods.${row.method}`) },
    ...amountKeys.map((key) => ({ key, label: t(`columns.${key}`), numeric: true, cell: (row: CashFlowRow) => formats.money(row[key], row.currency) })),
  ];
  const csv = (data: CashFlow) => [
    [t('columns.date'), t('columns.currency'), t('columns.method'), ...amountKeys.map((key) => t(`columns.${key}`))],
    ...data.rows.map((row) => [row.date, row.currency, t(`methods.${row.method}`), ...amountKeys.map((key) => row[key])]),
    ...data.totals.map((total) => [t('totals'), total.currency, t(`methods.${total.method}`), ...amountKeys.map((key) => total[key])]),
  ];
  return (
    <ReportFrame {...props} name={t('cashFlow.title')} queryKey={reportKeys.cashFlow} load={getCashFlow} isEmpty={(data) => data.rows.length === 0} csv={csv}>
      {({ data }) => (
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {[...new Set(data.totals.map((total) => total.currency))].map((currency) => {
            const rows = data.rows.filter((row) => row.currency === currency);
            const days = [...new Set(rows.map((row) => row.date))];
            return (
              <LazyDailyChart
                key={currency}
                label={t('cashFlow.chart')}
                currency={currency}
                days={days}
                series={cashMethods.map((method) => ({
                  label: t(`methods.${method}`),
                  values: days.map((day) => rows.find((row) => row.date === day && row.method === method)?.net ?? null),
                }))}
              />
            );
          })}
          <ReportTable
            label={t('cashFlow.title')}
            columns={columns}
            rows={data.rows}
            rowKey={(row) => `${row.date}-${row.currency}-${row.method}`}
            totals={data.totals}
            totalCell={(total, column, index) =>
              index === 0 ? t('totals') : column.key === 'method' ? t(`methods.${total.method}`) : formats.money(total[column.key as (typeof amountKeys)[number]], total.currency)
            }
          />
        </Box>
      )}
    </ReportFrame>
  );
}
