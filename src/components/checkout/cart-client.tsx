import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ClientSearch } from '@/components/order-drawer/client-search';
import { personName } from '@/components/order-drawer/order-drawer-queries';
import { setClient } from './cart-model';
import { useCheckout } from './checkout-context';

/** Who buys: a client found by name or phone, or a walk-in; a client card's sale keeps its client. */
export function CartClient({ error }: { error?: string | null }) {
  const { t } = useTranslation('checkout');
  const { branchId, cart, change, clientFixed } = useCheckout();
  return (
    <Box component="section" aria-label={t('client.label')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2">{t('client.label')}</Typography>
      {cart.clientId !== null ? (
        <Box>
          <Chip
            icon={<PersonOutlineIcon />}
            label={cart.clientName ?? `#${cart.clientId}`}
            onDelete={clientFixed ? undefined : () => change((current) => setClient(current, null))}
            data-testid="sale-client"
          />
        </Box>
      ) : (
        <>
          <ClientSearch branchId={branchId} label={t('client.search')} onPick={(client) => change((current) => setClient(current, { id: client.id, name: personName(client) }))} />
          <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
            {error ?? t('client.walkIn')}
          </Typography>
        </>
      )}
    </Box>
  );
}
