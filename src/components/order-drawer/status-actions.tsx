import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/schema/schedule/order';
import { offeredOrderActions, orderActionTarget, type OrderAction } from '@/schema/schedule/order-status';
import { instantToZoned } from '@/schema/schedule/time-zone';
import { cancelOrder, updateOrder } from './order-drawer-api';
import { SaveFailureNotice } from './save-failure-notice';
import { useGuardedSave } from './use-guarded-save';
import type { OrderSectionProps } from './order-section-props';
import { useMaySell } from './take-payment-button';

/**
 * What can happen to the order next, as buttons (the transition table of order-status.ts, which the server
 * judges again): confirm, start, complete, mark missed, reopen… Start and complete wait for the appointment's
 * day on the branch's clock. Cancelling asks first and has its own call. Completing a single visit that is not
 * paid in full moves on to its payment (`onPay`), which the person may close.
 */
export function StatusActions({ order, timeZone, onChanged, onReload, onPay }: OrderSectionProps & { timeZone: string; onPay: () => void }) {
  const { t } = useTranslation('orders');
  const maySell = useMaySell();
  const [asking, setAsking] = useState(false);
  const saving = useGuardedSave(
    (action: OrderAction) =>
      action === 'cancel'
        ? cancelOrder(order.id, order.version)
        : updateOrder(order.id, { version: order.version, status: orderActionTarget[action] }),
    (next: Order) => {
      onChanged(next);
      const unpaid = next.mode === 'order.single' && next.status === 'order_status.success' && next.paymentStatus !== 'payment.full';
      if (unpaid && order.status !== 'order_status.success' && maySell) onPay();
    },
  );
  const actions = offeredOrderActions(order.status, order.date, instantToZoned(Date.now(), timeZone).date);
  if (actions.length === 0) return null;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action, index) => (
          <Button
            key={action}
            size="small"
            variant={index === 0 ? 'contained' : 'outlined'}
            color={action === 'cancel' || action === 'markMissed' ? 'error' : 'primary'}
            disabled={saving.saving}
            onClick={() => (action === 'cancel' ? setAsking(true) : void saving.save(action))}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        <SaveFailureNotice failure={saving.failure} onConfirm={saving.confirm} onReload={onReload} onDismiss={saving.dismiss} />
      </Box>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="cancel-order-title" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        <DialogTitle id="cancel-order-title">{t('cancel.title')}</DialogTitle>
        <DialogContent>{t('cancel.text')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('cancel.keep')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setAsking(false);
              void saving.save('cancel');
            }}
          >
            {t('cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
