import AddIcon from '@mui/icons-material/Add';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@/schema/schedule/order';
import { canTakePayment, placePaymentStatus } from '@/schema/schedule/visit-payment';
import { ClientSearch, clientLabel } from './client-search';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { getClient, joinGroupOrder, leaveGroupOrder, updateOrder } from './order-drawer-api';
import { orderDrawerKeys } from './order-drawer-queries';
import { SaveFailureNotice } from './save-failure-notice';
import { useGuardedSave } from './use-guarded-save';
import type { OrderSectionProps } from './order-section-props';
import { TakePaymentButton } from './take-payment-button';

type GroupChange = { kind: 'join' | 'leave'; clientId: number } | { kind: 'capacity'; capacity: number };

const paymentColor = { 'payment.full': 'success', 'payment.partial': 'warning', 'payment.no': 'default' } as const;

/**
 * A group class's places and who has joined: add a client (while places are left; a full class says so and offers
 * one more place), remove one, resize; each client's place is paid on its own sale ("Take payment" opens the
 * drawer's payment for that client), and says whether it is.
 */
export function GroupClients({ order, onChanged, onReload, onPay }: Omit<OrderSectionProps, 'order'> & { order: OrderDetail; onPay: (clientId: number) => void }) {
  const { t } = useTranslation('orders');
  const phoneCountry = usePhoneCountry();
  const capacity = order.capacity ?? 1;
  const [places, setPlaces] = useState(String(capacity));
  const clients = useQueries({
    queries: order.clientIds.map((clientId) => ({
      queryKey: orderDrawerKeys.client(order.branchId, clientId),
      queryFn: () => getClient(order.branchId, clientId),
    })),
  });
  const saving = useGuardedSave((change: GroupChange) => {
    if (change.kind === 'capacity') return updateOrder(order.id, { version: order.version, capacity: change.capacity });
    return change.kind === 'join' ? joinGroupOrder(order.id, change.clientId) : leaveGroupOrder(order.id, change.clientId);
  }, onChanged);
  const full = order.clientIds.length >= capacity;
  const open = !order.isCanceled && order.status !== 'order_status.success';

  const nameOf = (clientId: number, index: number) => {
    const client = clients[index]?.data;
    return client ? clientLabel(client, phoneCountry) : `#${clientId}`;
  };
  return (
    <Box component="section" aria-label={t('group.clients')} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }} data-testid="class-places">
          {full ? t('group.full', { taken: order.clientIds.length, capacity }) : t('group.places', { taken: order.clientIds.length, capacity })}
        </Typography>
        {open && full ? (
          <Button size="small" startIcon={<AddIcon />} disabled={saving.saving} onClick={() => void saving.save({ kind: 'capacity', capacity: capacity + 1 })}>
            {t('group.addPlace')}
          </Button>
        ) : null}
      </Box>
      {order.clientIds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t('group.nobody')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid' }}>
          {order.clientIds.map((clientId, index) => {
            const name = nameOf(clientId, index);
            const paid = placePaymentStatus(order, clientId);
            return (
              <Box component="li" key={clientId} data-testid="class-client" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="body2" sx={{ flex: '1 1 8rem', minWidth: 0, overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                {/* The place's state and actions wrap as one group under a long name on a phone. */}
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
                  <Chip size="small" label={t(`payment.${paid.replace('payment.', '')}`)} color={paymentColor[paid]} aria-label={`${t('group.placePaid', { name })}: ${t(`payment.${paid.replace('payment.', '')}`)}`} />
                  {canTakePayment(order, clientId) ? <TakePaymentButton onPay={() => onPay(clientId)} label={t('group.payFor', { name })} /> : null}
                  {open ? (
                    <IconButton size="small" aria-label={t('group.remove', { name })} onClick={() => void saving.save({ kind: 'leave', clientId })}>
                      <PersonRemoveOutlinedIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {open && !full ? (
        <ClientSearch branchId={order.branchId} label={t('group.add')} excludeIds={order.clientIds} onPick={(client) => void saving.save({ kind: 'join', clientId: client.id })} />
      ) : null}
      {open ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField size="small" type="number" label={t('group.capacity')} value={places} onChange={(event) => setPlaces(event.target.value)} slotProps={{ htmlInput: { min: Math.max(1, order.clientIds.length), max: 500 } }} sx={{ width: 140 }} />
          <Button size="small" disabled={Number(places) === capacity || saving.saving} onClick={() => void saving.save({ kind: 'capacity', capacity: Number(places) })}>
            {t('group.saveCapacity')}
          </Button>
        </Box>
      ) : null}
      <SaveFailureNotice failure={saving.failure} onConfirm={saving.confirm} onReload={onReload} onDismiss={saving.dismiss} />
    </Box>
  );
}
