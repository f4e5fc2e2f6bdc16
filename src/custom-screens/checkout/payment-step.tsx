import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { checkoutDue, checkoutRequestOf, emptyCart, needsClient } from '@/components/checkout/cart-model';
import { CartClient } from '@/components/checkout/cart-client';
import { CartLines } from '@/components/checkout/cart-lines';
import { CartTotals } from '@/components/checkout/cart-totals';
import { createSale } from '@/components/checkout/checkout-api';
import { TenderForm, useTakeMoney } from '@/components/checkout/tender-form';
import { NewcomerDiscountNotice, useClientTenderOffer } from '@/components/checkout/use-client-tender-offer';
import { useRefreshAfterMoneyWrite } from '@/components/session/use-refresh-after-money-write';
import { EmptyState } from '@/components/states/empty-state';
import { useSaleFlow } from './sale-flow';

/** Taking the money: cash (with change), card, or both; less than due leaves a debt, which needs a client. */
export function PaymentStep() {
  const { t } = useTranslation('checkout');
  const refreshMoney = useRefreshAfterMoneyWrite();
  const { branchId, cart, change, currency, to, clientFixed, viewOnly } = useSaleFlow();
  // A referred newcomer's first visit is priced with the branch's discount, as the server prices it.
  const offer = useClientTenderOffer(branchId, cart.clientId, cart.orderId);
  const priced = { ...cart, items: offer.priced(cart.items) };
  const due = checkoutDue(priced.items);
  const { tender, refusal, form } = useTakeMoney({
    total: due.total,
    dueNow: due.dueNow,
    write: (tendered, idempotencyKey) => createSale(branchId, checkoutRequestOf(priced, tendered), idempotencyKey),
    onPaid: (receipt) => {
      const client = clientFixed && cart.clientId !== null ? { id: cart.clientId, name: cart.clientName ?? '' } : null;
      change(() => ({ ...emptyCart(client), receipt }));
      // The cash panel, reports, the client's money and the paid visit's payment state follow the sale.
      void refreshMoney({ clientId: cart.clientId, orderIds: cart.orderId === null ? [] : [cart.orderId] });
    },
    uids: cart.items.map((line) => line.uid),
  });
  const clientMissing = needsClient(cart, tender.debt);

  if (cart.items.length === 0) {
    return (
      <EmptyState
        title={t('payment.nothing')}
        action={
          <Button component={RouterLink} to={to('')} variant="outlined">
            {t('payment.addItems')}
          </Button>
        }
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 420px' }, alignItems: 'start' }}>
      <Paper variant="outlined" component="section" aria-label={t('cart.title')} sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('cart.title')}
          </Typography>
          <Button component={RouterLink} to={to('')} size="small">
            {t('payment.addItems')}
          </Button>
        </Box>
        <CartLines issues={refusal.lines} compact />
        <CartClient error={refusal.client ?? (clientMissing ? t('payment.needsClient') : null)} />
        <CartTotals due={due} />
      </Paper>
      <TenderForm
        {...form}
        currency={currency}
        blocked={clientMissing || !offer.ready}
        viewOnly={viewOnly}
        balanceAvailable={offer.balanceAvailable}
        notice={<NewcomerDiscountNotice newcomer={offer.newcomer} />}
      />
    </Box>
  );
}
