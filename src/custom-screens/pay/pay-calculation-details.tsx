import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentMethods, type PaymentMethod } from '@/schema/sales/checkout';
import type { PayCalculationDetail } from '@/schema/pay/pay-api';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toCsv } from '@/resources/engine/csv-text';
import { download } from '@/resources/engine/list/csv-export-button';
import { toHttpError } from '@/providers/data-provider';
import {
  deleteCalculation,
  getCalculation,
  payCalculation,
  payKeys,
  stepCalculation,
  type CalculationStep,
} from './pay-api';
import { payLineText } from './pay-line-text';
import { PaySlipButton } from './pay-slip-button';
import { StatusChip } from './pay-status-chip';

/**
 * A calculation's page over the list: each member's lines explained and their subtotal, and the steps its state
 * allows (a draft is recalculated, approved or deleted; an approved one is paid in cash or by card). The CSV is
 * written here, in the reader's language, by the engine's CSV writer (formula guard included).
 */
function Details({
  calculation,
  branchId,
  viewOnly,
  onClose,
}: {
  calculation: PayCalculationDetail;
  branchId: number;
  viewOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('pay');
  const formats = useFormats();
  const currency = useWorkspace()?.branch?.ISOCurrency;
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const period = t('calculations.period', {
    from: formats.date(calculation.periodFrom),
    to: formats.date(calculation.periodTo),
  });

  const run = async (work: () => Promise<unknown>, closes = false) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: payKeys.all(branchId) });
      if (closes) onClose();
    } catch (error) {
      setFailure(toHttpError(error).message);
    } finally {
      setBusy(false);
    }
  };
  const step = (name: CalculationStep) => run(() => stepCalculation(calculation, name));

  const exportCsv = () => {
    const rows = [
      [
        t('csv.member'),
        t('csv.kind'),
        t('csv.item'),
        t('csv.date'),
        t('csv.base'),
        t('csv.percent'),
        t('csv.amount'),
        t('csv.explained'),
      ],
      ...calculation.employees.flatMap((share) =>
        share.lines.map((line) => [
          share.name,
          t(`kind.${line.kind}`),
          line.label,
          line.date ?? '',
          line.base,
          line.percent ?? '',
          line.amount,
          payLineText(line, t, formats),
        ]),
      ),
      ...calculation.employees.map((share) => [
        share.name,
        t('csv.subtotal'),
        '',
        '',
        '',
        '',
        share.subtotal,
        '',
      ]),
      [t('csv.total'), '', '', '', '', '', calculation.total, ''],
    ];
    download(toCsv(rows), `pay-${calculation.periodFrom}-${calculation.periodTo}.csv`);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <StatusChip status={calculation.status} />
        <Typography sx={{ fontWeight: 600 }}>
          {t('calculations.total', { amount: formats.money(calculation.total, currency) })}
        </Typography>
      </Box>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
          disabled={calculation.employees.length === 0}
        >
          {t('details.csv')}
        </Button>
        {viewOnly ? null : calculation.status === 'draft' ? (
          <>
            <Button onClick={() => void step('recalculate')} disabled={busy}>
              {t('details.recalculate')}
            </Button>
            <Button variant="contained" onClick={() => void step('approve')} disabled={busy}>
              {t('details.approve')}
            </Button>
            <Button
              color="error"
              onClick={() =>
                window.confirm(t('details.confirmDelete', { period })) &&
                void run(() => deleteCalculation(calculation.id), true)
              }
              disabled={busy}
            >
              {t('details.delete')}
            </Button>
          </>
        ) : calculation.status === 'approved' ? (
          <>
            <TextField
              select
              size="small"
              label={t('details.method')}
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              sx={{ minWidth: 140 }}
            >
              {paymentMethods.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`method.${option}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              onClick={() => void run(() => payCalculation(calculation, method))}
              disabled={busy}
            >
              {t('details.pay', { amount: formats.money(calculation.total, currency) })}
            </Button>
          </>
        ) : null}
      </Box>
      {calculation.employees.length === 0 ? (
        <EmptyState title={t('details.empty')} description={t('details.emptyHelp')} />
      ) : (
        calculation.employees.map((share) => (
          <Box
            key={share.employeeId}
            component="section"
            aria-label={share.name}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                px: 2,
                py: 1.5,
                flexWrap: 'wrap',
              }}
            >
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {share.name}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, ml: 'auto' }}>
                <Typography sx={{ fontWeight: 600 }} data-testid={`share-${share.employeeId}`}>
                  {formats.money(share.subtotal, currency)}
                </Typography>
                <PaySlipButton
                  variant="button"
                  calculationId={calculation.id}
                  employeeId={share.employeeId}
                  label={t('slip.downloadOf', { name: share.name })}
                />
              </Box>
            </Box>
            <Divider />
            <List dense disablePadding>
              {share.lines.map((line) => (
                <ListItem key={line.id} divider>
                  <ListItemText
                    primary={payLineText(line, t, formats)}
                    secondary={
                      line.schemeName
                        ? t(`kind.${line.kind}`) + ' · ' + line.schemeName
                        : t(`kind.${line.kind}`)
                    }
                  />
                </ListItem>
              ))}
            </List>
            {share.transactionId !== null ? (
              <Chip size="small" color="success" label={t('details.paidShare')} sx={{ m: 1.5 }} />
            ) : null}
          </Box>
        ))
      )}
    </Box>
  );
}

export function PayCalculationDrawer({
  id,
  branchId,
  viewOnly,
  onClose,
}: {
  id: number | null;
  branchId: number;
  viewOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('pay');
  const formats = useFormats();
  const calculation = useQuery({
    queryKey: payKeys.calculation(branchId, id ?? 0),
    queryFn: () => getCalculation(id!),
    enabled: id !== null,
    retry: false,
  });
  const title = calculation.data
    ? t('calculations.period', {
        from: formats.date(calculation.data.periodFrom),
        to: formats.date(calculation.data.periodTo),
      })
    : t('details.title');
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': title,
          sx: { width: { xs: '100%', md: 720 }, px: { xs: 2, sm: 3 }, pb: 3 },
        },
      }}
    >
      {/* The app bar stays above drawers (the theme's order): the drawer's own header starts below it. */}
      <Toolbar sx={{ mt: 'env(safe-area-inset-top)', mb: 1, flexShrink: 0 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <IconButton aria-label={t('details.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {calculation.isPending ? (
        <LoadingState label={t('loading')} />
      ) : calculation.isError ? (
        <ErrorState
          title={t('details.loadFailed')}
          message={toHttpError(calculation.error).message}
          retryLabel={t('retry')}
          onRetry={() => void calculation.refetch()}
        />
      ) : (
        <Details calculation={calculation.data} branchId={branchId} viewOnly={viewOnly} onClose={onClose} />
      )}
    </Drawer>
  );
}
