import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashShiftDetail } from '@/schema/cash-register/cash-register';
import { FactsTable } from '@/components/facts-table';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { useFormats } from '@/components/session/use-formats';
import { toHttpError } from '@/providers/data-provider';
import { moneyKeys } from '@/lib/money-query-keys';
import { getCashShift } from './cash-register-api';
import { differenceColor } from './shift-money';

export type CashShiftDetailsDialogProps = { branchId: number; shiftId: number | null; currency: string; timeZone: string; onClose: () => void };

/** One shift: who opened and closed it when, its figures, and each cash payment and refund that fell in it. */
export function CashShiftDetailsDialog({ branchId, shiftId, currency, timeZone, onClose }: CashShiftDetailsDialogProps) {
  const { t } = useTranslation('cashRegister');
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const shift = useQuery({
    queryKey: moneyKeys.cashShift(branchId, shiftId ?? 0),
    queryFn: () => getCashShift(shiftId!),
    enabled: shiftId !== null,
  });
  return (
    <Dialog open={shiftId !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('details.title')}</DialogTitle>
      <DialogContent>
        {shift.isPending ? (
          <LoadingState label={t('loading')} />
        ) : shift.isError ? (
          <ErrorState title={t('details.loadFailed')} message={toHttpError(shift.error).message} retryLabel={t('retry')} onRetry={() => void shift.refetch()} />
        ) : (
          <ShiftDetails shift={shift.data} currency={currency} timeZone={timeZone} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('closeDialog')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ShiftDetails({ shift, currency, timeZone }: { shift: CashShiftDetail; currency: string; timeZone: string }) {
  const { t } = useTranslation('cashRegister');
  const formats = useFormats();
  const money = (amount: string | null) => (amount === null ? '—' : formats.money(amount, currency));
  const byWhom = (at: string | null, who: CashShiftDetail['openedBy']) =>
    at === null ? t('history.open') : [formats.dateTime(at, timeZone), who?.name].filter(Boolean).join(' · ');
  const facts = [
    { key: 'opened', label: t('fields.openedAt'), value: byWhom(shift.openedAt, shift.openedBy) },
    { key: 'closed', label: t('fields.closedAt'), value: byWhom(shift.closedAt, shift.closedBy) },
    { key: 'float', label: t('fields.openingFloat'), value: money(shift.openingFloat) },
    { key: 'expected', label: shift.closedAt ? t('fields.expectedCash') : t('fields.expectedNow'), value: money(shift.expectedCash) },
    { key: 'counted', label: t('fields.countedCash'), value: money(shift.countedCash) },
    {
      key: 'difference',
      label: t('fields.difference'),
      value: <Box component="span" sx={{ color: differenceColor(shift.difference), fontWeight: 600 }}>{money(shift.difference)}</Box>,
    },
    ...(shift.note ? [{ key: 'note', label: t('note'), value: shift.note }] : []),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FactsTable facts={facts} label={t('details.title')} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('details.movements')}
      </Typography>
      {shift.movements.length === 0 ? (
        <Typography color="text.secondary">{t('details.noMovements')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('details.movements')}>
          {shift.movements.map((movement) => (
            <ListItem key={movement.id} divider secondaryAction={<Typography sx={{ fontWeight: 600 }}>{money(movement.amount)}</Typography>}>
              <ListItemText
                primary={t(`kinds.${movement.kind}`)}
                secondary={[formats.time(new Date(movement.createdAt), timeZone), movement.note].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
