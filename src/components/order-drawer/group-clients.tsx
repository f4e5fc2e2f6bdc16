import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientSearch, clientLabel } from './client-search';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { getClient, joinGroupOrder, leaveGroupOrder, updateOrder } from './order-drawer-api';
import { orderDrawerKeys } from './order-drawer-queries';
import { SaveFailureNotice } from './save-failure-notice';
import { useGuardedSave } from './use-guarded-save';
import type { OrderSectionProps } from './order-section-props';

type GroupChange = { kind: 'join' | 'leave'; clientId: number } | { kind: 'capacity'; capacity: number };

/** A group class's places and who has joined: add a client (while places are left), remove one, resize. */
export function GroupClients({ order, onChanged, onReload }: OrderSectionProps) {
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

  return (
    <Box component="section" aria-label={t('group.clients')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">
        {t('group.places', { taken: order.clientIds.length, capacity })}
      </Typography>
      {order.clientIds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t('group.nobody')}</Typography>
      ) : (
        <List dense disablePadding>
          {order.clientIds.map((clientId, index) => {
            const client = clients[index]?.data;
            return (
              <ListItem
                key={clientId}
                disableGutters
                secondaryAction={
                  open ? (
                    <IconButton edge="end" size="small" aria-label={t('group.remove', { name: client ? clientLabel(client, phoneCountry) : `#${clientId}` })} onClick={() => void saving.save({ kind: 'leave', clientId })}>
                      <PersonRemoveOutlinedIcon fontSize="small" />
                    </IconButton>
                  ) : undefined
                }
              >
                <ListItemText primary={client ? clientLabel(client, phoneCountry) : `#${clientId}`} />
              </ListItem>
            );
          })}
        </List>
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
