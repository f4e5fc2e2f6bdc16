import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { toCsv } from '@/resources/engine/csv-text';
import { download } from '@/resources/engine/list/csv-export-button';
import { daysBetween, isCalendarDate } from '@/schema/schedule/calendar';
import { maxReportDays, type ReportPeriod } from '@/schema/reports/reports';
import type { Reported, ReportTarget } from './reports-api';
import { ReplicaNote } from './replica-note';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import { initialPeriodChoice, PeriodPicker } from './period-picker';

/**
 * Printing a report keeps the period, the table and the chart: the app's navigation, the page's tabs and the
 * report's own controls are left off the paper.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, aside, .MuiAppBar-root, .MuiDrawer-root, .MuiTabs-root, .MuiBreadcrumbs-root, .report-no-print': { display: 'none !important' },
        'main, #root, body': { margin: '0 !important', padding: '0 !important', width: '100% !important', overflow: 'visible !important' },
        '.report-print-only': { display: 'block !important' },
        '.report-table-scroll': { overflow: 'visible !important' },
      },
    }}
  />
);

/** Why the period cannot be asked for, or null: the server's own rules (server/modules/reports). */
function periodIssue(period: ReportPeriod): 'incomplete' | 'reversed' | 'tooLong' | null {
  if (!isCalendarDate(period.from) || !isCalendarDate(period.to)) return 'incomplete';
  const days = daysBetween(period.from, period.to) + 1;
  if (days < 1) return 'reversed';
  return days > maxReportDays ? 'tooLong' : null;
}

export type ReportBody<Data> = { data: Data; target: ReportTarget; period: ReportPeriod };

type ReportFrameProps<Data> = AreaPageProps & {
  /** The report's name, for the printed heading and the CSV file. */
  name: string;
  queryKey: (target: ReportTarget, period: ReportPeriod) => QueryKey;
  load: (target: ReportTarget, period: ReportPeriod) => Promise<Reported<Data>>;
  isEmpty: (data: Data) => boolean;
  /** Header row, then the rows: what the table shows, amounts as plain decimals. */
  csv: (data: Data) => string[][];
  children: (body: ReportBody<Data>) => ReactNode;
};

/**
 * A report page: the period (presets or two days), this branch or the whole chain, CSV of the rows shown (made
 * here with the list export's formula guard), printing, and the report's loading, empty and error states.
 */
export function ReportFrame<Data>({ name, queryKey, load, isEmpty, csv, children, ...page }: ReportFrameProps<Data>) {
  const { t } = useTranslation('reports');
  const formats = useFormats();
  const workspace = useWorkspace();
  const today = useWorkspaceToday();
  const [choice, setChoice] = useState(() => initialPeriodChoice(today));
  const [scope, setScope] = useState<'branch' | 'chain'>('branch');
  const branch = workspace?.branch ?? null;
  const target: ReportTarget = scope === 'branch' && branch ? { kind: 'branch', id: branch.id } : { kind: 'chain', id: workspace?.organization.id ?? 0 };
  const issue = periodIssue(choice.period);
  const report = useQuery({ queryKey: queryKey(target, choice.period), queryFn: () => load(target, choice.period), enabled: target.id > 0 && issue === null });
  const where = scope === 'branch' && branch ? branch.name : t('scope.chainOf', { name: workspace?.organization.name ?? '' });
  const periodText = issue ? '' : `${formats.date(choice.period.from)} – ${formats.date(choice.period.to)}`;

  const figures = report.data?.figures;
  const exportCsv = (data: Data) => download(toCsv(csv(data)), `${name}-${choice.period.from}-${choice.period.to}.csv`);

  return (
    <AreaPageFrame {...page}>
      {printStyles}
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box className="report-no-print" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <PeriodPicker value={choice} onChange={setChoice} />
          {branch ? (
            <ToggleButtonGroup size="small" exclusive value={scope} onChange={(_, next: 'branch' | 'chain' | null) => next && setScope(next)} aria-label={t('scope.label')}>
              <ToggleButton value="branch">{t('scope.branch')}</ToggleButton>
              <ToggleButton value="chain">{t('scope.chain')}</ToggleButton>
            </ToggleButtonGroup>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Button size="small" startIcon={<DownloadIcon />} disabled={!figures || isEmpty(figures)} onClick={() => figures && exportCsv(figures)}>
            {t('csv')}
          </Button>
          <Button size="small" startIcon={<PrintIcon />} disabled={!figures} onClick={() => window.print()}>
            {t('print')}
          </Button>
        </Box>
        {/* Above the figures, empty ones too: "nothing sold" from a replica may be its lag. */}
        {!issue && report.data?.fromReplica ? <ReplicaNote /> : null}
        <Box className="report-print-only" sx={{ display: 'none' }}>
          <Typography variant="h6">{name}</Typography>
          <Typography variant="body2">
            {where} · {periodText}
          </Typography>
        </Box>
        {issue ? (
          <Typography color="error" role="alert" variant="body2">
            {t(`period.${issue}`)}
          </Typography>
        ) : report.isPending ? (
          <LoadingState label={t('loading')} />
        ) : report.isError ? (
          <ErrorState title={t('loadFailed')} message={toHttpError(report.error).message} retryLabel={t('retry')} onRetry={() => void report.refetch()} />
        ) : isEmpty(report.data.figures) ? (
          <EmptyState title={t('empty.title')} description={t('empty.description', { period: periodText })} />
        ) : (
          children({ data: report.data.figures, target, period: choice.period })
        )}
      </Box>
    </AreaPageFrame>
  );
}
