import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import type { AreaPageProps } from '@/resources/area-page-props';
import type { SalesByDay, SalesByDayRow } from '@/schema/reports/reports';
import { LazyDailyChart } from './daily-chart-lazy';
import { getSalesByDay, reportKeys } from './reports-api';
import { ReportFrame } from './report-frame';
import { ReportTable, type ReportColumn } from './report-table';

// Deposits taken at online booking stand after the sales' money: held until the visit, not revenue.
const amountKeys = ['services', 'products', 'memberships', 'discounts', 'total', 'paid', 'debt', 'deposits'] as const;

/** Reports → Sales by Day: each day's sales by kind, discounts, total, paid and debt, deposits taken apart, with the period's totals. */
export function SalesByDayPage(props: AreaPageProps) {
  const { t } = useTranslation('reports');
  const formats = useFormats();
  const columns: ReportColumn<SalesByDayRow>[] = [
    { key: 'date', label: t('columns.date'), cell: (row) => formats.date(row.date) },
    { key: 'sales', label: t('columns.sales'), numeric: true, cell: (row) => formats.number(row.sales) },
    ...amountKeys.map((key) => ({ key, label: t(`columns.${key}`), numeric: true, cell: (row: SalesByDayRow) => formats.money(row[key], row.currency) })),
  ];
  const csv = (data: SalesByDay) => [
    [t('columns.date'), t('columns.currency'), t('columns.sales'), ...amountKeys.map((key) => t(`columns.${key}`))],
    ...data.rows.map((row) => [row.date, row.currency, String(row.sales), ...amountKeys.map((key) => row[key])]),
    ...data.totals.map((total) => [t('totals'), total.currency, String(total.sales), ...amountKeys.map((key) => total[key])]),
  ];
  return (
    <ReportFrame
      {...props}
      name={t('salesByDay.title')}
      queryKey={reportKeys.salesByDay}
      load={getSalesByDay}
      isEmpty={(data) => data.rows.length === 0}
      csv={csv}
    >
      {({ data }) => (
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {data.totals.map((total) => {
            const rows = data.rows.filter((row) => row.currency === total.currency);
            return (
              <LazyDailyChart
                key={total.currency}
                label={t('salesByDay.chart')}
                currency={total.currency}
                days={rows.map((row) => row.date)}
                series={(['services', 'products', 'memberships'] as const).map((key) => ({ label: t(`columns.${key}`), values: rows.map((row) => row[key]), stack: 'total' }))}
              />
            );
          })}
          <ReportTable
            label={t('salesByDay.title')}
            columns={columns}
            rows={data.rows}
            rowKey={(row) => `${row.date}-${row.currency}`}
            totals={data.totals}
            totalCell={(total, column, index) =>
              index === 0 ? t('totals') : column.key === 'sales' ? formats.number(total.sales) : formats.money(total[column.key as (typeof amountKeys)[number]], total.currency)
            }
          />
        </Box>
      )}
    </ReportFrame>
  );
}
