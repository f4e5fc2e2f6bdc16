import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormats } from '@/components/session/use-formats';
import { checkoutDue } from '@/components/checkout/cart-model';
import { useSaleFlow } from './sale-flow';

/**
 * Phones: the cart as a bar kept above the app's bottom bar, with the count and the total; it opens the cart
 * (the summary step) or, on a client card's sale, goes straight to payment, which lists the lines.
 */
export function CartBar() {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const { cart, currency, to, hasSummary } = useSaleFlow();
  const count = cart.items.reduce((sum, line) => sum + line.quantity, 0);
  const { total } = checkoutDue(cart.items);
  return (
    <Paper
      elevation={6}
      component="section"
      aria-label={t('cart.title')}
      sx={{ position: 'sticky', bottom: 'calc(72px + env(safe-area-inset-bottom))', mt: 2, p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, zIndex: 2 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t('cart.count', { count })}
        </Typography>
        <Typography variant="subtitle1" fontWeight={700} sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="cart-bar-total">
          {formats.money(total, currency)}
        </Typography>
      </Box>
      {hasSummary ? (
        <Button component={RouterLink} to={to('summary')} variant="outlined" disabled={count === 0}>
          {t('cart.review')}
        </Button>
      ) : null}
      <Button component={RouterLink} to={to('payment')} variant="contained" disabled={count === 0}>
        {t('cart.pay')}
      </Button>
    </Paper>
  );
}
