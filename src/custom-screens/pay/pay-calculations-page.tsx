import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { addDays } from '@/schema/schedule/calendar';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { DateInput } from '@/components/forms/date-input';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { toHttpError } from '@/providers/data-provider';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import { createCalculation, listCalculations, payKeys } from './pay-api';
import { PayCalculationDrawer } from './pay-calculation-details';
import { StatusChip } from './pay-status-chip';

const perPage = 25;

/** Last month before `today` (the branch's day), the period people usually pay for. */
function lastMonth(today: string): { from: string; to: string } {
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

function NewCalculationDialog({
  branchId,
  open,
  onClose,
  onCreated,
}: {
  branchId: number;
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation('pay');
  const today = useWorkspaceToday();
  const [period, setPeriod] = useState(() => lastMonth(today));
  const [failure, setFailure] = useState<{ message: string; errors: Record<string, unknown> } | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldError = (name: string) => (failure?.errors[name] ? String(failure.errors[name]) : undefined);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onCreated((await createCalculation(branchId, period.from, period.to)).id);
    } catch (error) {
      const http = toHttpError(error);
      setFailure({ message: http.message, errors: http.errors ?? {} });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('calculations.new')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {t('calculations.newHelp')}
        </Typography>
        {failure ? <Alert severity="error">{failure.message}</Alert> : null}
        <DateInput
          label={t('fields.periodFrom')}
          value={period.from}
          onChange={(from) => setPeriod((current) => ({ ...current, from: from ?? '' }))}
          error={Boolean(fieldError('periodFrom'))}
          helperText={fieldError('periodFrom')}
        />
        <DateInput
          label={t('fields.periodTo')}
          value={period.to}
          onChange={(to) => setPeriod((current) => ({ ...current, to: to ?? '' }))}
          error={Boolean(fieldError('periodTo'))}
          helperText={fieldError('periodTo')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {t('calculations.calculate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Team → Pay calculations (also the branch's `salaryScheme/calculation`): each period, its state and total. */
export function PayCalculationsPage(props: AreaPageProps) {
  const { t } = useTranslation('pay');
  const formats = useFormats();
  const currency = useWorkspace()?.branch?.ISOCurrency;
  const branchId = Number(useParams().branchId);
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const calculations = useQuery({
    queryKey: payKeys.calculations(branchId, page),
    queryFn: () => listCalculations(branchId, page, perPage),
    placeholderData: keepPreviousData,
  });
  const opened = search.get('calculation');
  const open = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('calculation');
      else next.set('calculation', String(id));
      return next;
    });
  const add = props.viewOnly ? null : (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
      {t('calculations.new')}
    </Button>
  );

  let content;
  if (calculations.isPending) content = <LoadingState label={t('loading')} />;
  else if (calculations.isError)
    content = (
      <ErrorState
        title={t('calculations.loadFailed')}
        message={toHttpError(calculations.error).message}
        retryLabel={t('retry')}
        onRetry={() => void calculations.refetch()}
      />
    );
  else if (calculations.data.items.length === 0)
    content = (
      <EmptyState title={t('calculations.empty')} description={t('calculations.emptyHelp')} action={add} />
    );
  else
    content = (
      <>
        <List disablePadding aria-label={t('calculations.title')}>
          {calculations.data.items.map((calculation) => (
            <ListItemButton
              key={calculation.id}
              divider
              onClick={() => open(calculation.id)}
              sx={{ gap: 2, flexWrap: 'wrap' }}
            >
              <ListItemText
                primary={t('calculations.period', {
                  from: formats.date(calculation.periodFrom),
                  to: formats.date(calculation.periodTo),
                })}
                secondary={t('calculations.members', { count: calculation.employeeCount })}
                sx={{ minWidth: 200 }}
              />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <StatusChip status={calculation.status} />
                <Typography sx={{ fontWeight: 600, minWidth: 96, textAlign: 'right' }}>
                  {formats.money(calculation.total, currency)}
                </Typography>
              </Box>
            </ListItemButton>
          ))}
        </List>
        {calculations.data.meta.totalPages > 1 ? (
          <Pagination
            sx={{ p: 2 }}
            page={page}
            count={calculations.data.meta.totalPages}
            onChange={(_, next) => setPage(next)}
          />
        ) : null}
      </>
    );
  return (
    <AreaPageFrame {...props} actions={add}>
      <Paper variant="outlined">{content}</Paper>
      {creating ? (
        <NewCalculationDialog
          branchId={branchId}
          open
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void queryClient.invalidateQueries({ queryKey: payKeys.all(branchId) });
            open(id);
          }}
        />
      ) : null}
      <PayCalculationDrawer
        id={opened ? Number(opened) : null}
        branchId={branchId}
        viewOnly={props.viewOnly}
        onClose={() => open(null)}
      />
    </AreaPageFrame>
  );
}
