import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCan, useNotification } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashShift } from '@/schema/cash-register/cash-register';
import { useFormats } from '@/components/session/use-formats';
import { useRefreshAfterMoneyWrite } from '@/components/session/use-refresh-after-money-write';
import { useWorkspace } from '@/components/session/use-workspace';
import { moneyKeys } from '@/lib/money-query-keys';
import { toHttpError } from '@/providers/data-provider';
import { closeCashShift, getCashRegister, openCashShift } from './cash-register-api';
import { DifferenceSummary } from './difference-summary';
import { ShiftAmountDialog } from './shift-amount-dialog';

export type CashShiftPanelProps = {
  /** Hide the open and close actions (a view-only page); the role and licence hide them too. */
  readOnly?: boolean;
};

/**
 * The branch's cash drawer at a glance, for the sales pages' header and the cash register settings: the shift
 * open now ("open since 09:02 · float 5 000,00 · expected now 12 340,00") with Close, or "No open shift" with
 * Open. Opening asks for the counted float (the default float first); closing for the counted cash, showing
 * the difference from the expected cash before it is confirmed. Renders nothing for someone who may not see it.
 * The expected cash follows every money write (src/lib/money-query-keys.ts) and is read again as the close dialog
 * opens, so a drawer counted right after a sale is never called over by that sale's amount.
 */
export function CashShiftPanel({ readOnly = false }: CashShiftPanelProps) {
  const { t } = useTranslation('cashRegister');
  const workspace = useWorkspace();
  const branch = workspace?.branch ?? null;
  const branchId = branch?.id ?? 0;
  const formats = useFormats();
  const refreshMoney = useRefreshAfterMoneyWrite();
  const { open: notify } = useNotification();
  const canOpen = useCan({ resource: 'sales', action: 'create' }).data?.can === true;
  const canClose = useCan({ resource: 'sales', action: 'edit' }).data?.can === true;
  const [dialog, setDialog] = useState<'open' | 'close' | null>(null);
  // Read again whenever the panel is shown: the drawer's figure must never be an old one, whatever was missed.
  const state = useQuery({ queryKey: moneyKeys.cashState(branchId), queryFn: () => getCashRegister(branchId), enabled: branchId > 0, refetchOnMount: 'always' });

  if (!branch) return null;
  if (state.isError && [403, 404].includes(toHttpError(state.error).statusCode)) return null;
  const currency = branch.ISOCurrency;
  const money = (amount: string) => formats.money(amount, currency);
  const shift: CashShift | null = state.data?.openShift ?? null;

  const body = state.isPending ? (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <CircularProgress size={20} aria-label={t('loading')} />
      <Typography color="text.secondary">{t('loading')}</Typography>
    </Box>
  ) : state.isError ? (
    <Alert
      severity="error"
      sx={{ flex: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => void state.refetch()}>
          {t('retry')}
        </Button>
      }
    >
      {t('panel.loadFailed')}
    </Alert>
  ) : (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flex: '1 1 240px' }}>
        <PointOfSaleIcon color={shift ? 'success' : 'disabled'} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {shift ? t('panel.openSince', { time: formats.time(new Date(shift.openedAt), branch.timeZone) }) : t('panel.noShift')}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            {shift
              ? t('panel.figures', { float: money(shift.openingFloat), expected: money(shift.expectedCash) })
              : state.data.settings.enabled
                ? t('panel.needed')
                : t('panel.registerOff')}
          </Typography>
        </Box>
      </Box>
      {readOnly ? null : shift ? (
        canClose ? (
          <Button
            variant="outlined"
            onClick={() => {
              setDialog('close');
              void state.refetch();
            }}
          >
            {t('panel.close')}
          </Button>
        ) : null
      ) : canOpen ? (
        <Button variant="contained" onClick={() => setDialog('open')}>
          {t('panel.open')}
        </Button>
      ) : null}
    </>
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('panel.label')}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}
    >
      {body}
      <ShiftAmountDialog
        open={dialog === 'open'}
        title={t('open.title')}
        amountLabel={t('open.float')}
        initialAmount={state.data?.settings.defaultFloat ?? '0.00'}
        currency={currency}
        confirmLabel={t('open.confirm')}
        onSubmit={async (amount) => {
          await openCashShift(branchId, amount);
          await refreshMoney();
          notify?.({ type: 'success', message: t('open.done') });
        }}
        onClose={() => setDialog(null)}
      />
      {shift ? (
        <ShiftAmountDialog
          open={dialog === 'close'}
          title={t('close.title')}
          amountLabel={t('close.counted')}
          initialAmount=""
          currency={currency}
          confirmLabel={t('close.confirm')}
          withNote
          reading={state.isFetching}
          summary={(counted) =>
            state.isFetching ? (
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <CircularProgress size={18} aria-hidden />
                <Typography variant="body2" color="text.secondary">
                  {t('close.refreshing')}
                </Typography>
              </Box>
            ) : (
              <DifferenceSummary expected={shift.expectedCash} counted={counted} currency={currency} />
            )
          }
          onSubmit={async (amount, note) => {
            const closed = await closeCashShift(shift.id, { countedCash: amount, note, version: shift.version });
            await refreshMoney();
            notify?.({ type: 'success', message: t('close.done', { difference: money(closed.difference ?? '0') }) });
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Paper>
  );
}
