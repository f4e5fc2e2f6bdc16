import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/states/empty-state';
import { checkoutDue, emptyCart } from '@/components/checkout/cart-model';
import { CartClient } from '@/components/checkout/cart-client';
import { CartLines } from '@/components/checkout/cart-lines';
import { CartTotals } from '@/components/checkout/cart-totals';
import { useSaleFlow } from './sale-flow';

/** The cart (the summary step, and beside the catalog on wide screens): lines, client, totals and "Pay". */
export function CartPanel() {
  const { t } = useTranslation('checkout');
  const { cart, change, to, clientFixed } = useSaleFlow();
  const due = checkoutDue(cart.items);
  return (
    <Paper variant="outlined" component="section" aria-label={t('cart.title')} sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('cart.title')}
        </Typography>
        {cart.items.length > 0 ? (
          <Button size="small" onClick={() => change((current) => emptyCart(clientFixed && current.clientId !== null ? { id: current.clientId, name: current.clientName ?? '' } : null))}>
            {t('cart.clear')}
          </Button>
        ) : null}
      </Box>
      {cart.items.length === 0 ? (
        <EmptyState icon={<ShoppingCartOutlinedIcon />} title={t('cart.empty')} description={t('cart.emptyText')} />
      ) : (
        <CartLines />
      )}
      <CartClient />
      {cart.items.length > 0 ? (
        <>
          <CartTotals due={due} />
          <Button component={RouterLink} to={to('payment')} variant="contained" size="large">
            {t('cart.pay')}
          </Button>
        </>
      ) : null}
    </Paper>
  );
}
