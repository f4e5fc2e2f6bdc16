import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaleReceipt as Receipt } from '@/schema/sales/checkout';
import type { OrderDetail } from '@/schema/schedule/order';
import { instantToZoned } from '@/schema/schedule/time-zone';
import { visitPaymentPlan, type VisitPaymentPlan } from '@/schema/schedule/visit-payment';
import { afterDeposit, cartOfOrder, checkoutDue, checkoutRequestOf, needsClient, type Cart } from '@/components/checkout/cart-model';
import { CartClient } from '@/components/checkout/cart-client';
import { CartLines } from '@/components/checkout/cart-lines';
import { CartTotals } from '@/components/checkout/cart-totals';
import { createSale, paySaleDebt, useClient, useSale } from '@/components/checkout/checkout-api';
import { CheckoutContext, type Checkout } from '@/components/checkout/checkout-context';
import { ReceiptLines } from '@/components/checkout/receipt-lines';
import { SaleReceipt } from '@/components/checkout/sale-receipt';
import { TenderForm, useTakeMoney } from '@/components/checkout/tender-form';
import { NewcomerDiscountNotice, useClientTenderOffer } from '@/components/checkout/use-client-tender-offer';
import { PayByLinkButton } from '@/components/online-payments/pay-by-link-button';
import { useFormats } from '@/components/session/use-formats';
import { useRefreshAfterMoneyWrite } from '@/components/session/use-refresh-after-money-write';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { personName, type BranchCatalog } from './order-drawer-queries';

type Props = {
  order: OrderDetail;
  /** A group class's client whose place is paid; null: the visit (its own client). */
  clientId: number | null;
  catalog: BranchCatalog;
  timeZone: string;
  /** Leave the payment unpaid: the appointment's details again. */
  onBack: () => void;
  /** Paid: back to the appointment (the calendar on its day, the drawer showing it). */
  onDone: () => void;
};

/** The cart and the tender side by side where the drawer is wide (it widens for this step), one above the other on a phone. */
const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, alignItems: 'start' } as const;

/**
 * "Take payment" inside the order's drawer, beside the calendar (issue 16): the visit's services (or a class place)
 * checked out with the checkout's own cart, tender and receipt, or, when a sale already holds them and is partly
 * paid, the rest taken on that same sale (visitPaymentPlan). The receipt can be printed or e-mailed; "Back to the
 * appointment" returns to the calendar on the visit's day.
 */
export function VisitPayment({ order, clientId, catalog, timeZone, onBack, onDone }: Props) {
  const { t } = useTranslation('checkout');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // Planned once: the order read again after the payment says "paid", while the receipt stays on screen.
  const [plan] = useState<VisitPaymentPlan>(() => visitPaymentPlan(order, clientId));
  const back = (
    <Button variant="contained" onClick={onDone}>
      {t('drawer.back')}
    </Button>
  );
  if (receipt) return <SaleReceipt receipt={receipt} actions={back} />;
  if (plan.kind === 'paid') {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="success">{t('drawer.paid')}</Alert>
        {back}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        <Button size="small" startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('drawer.back')}
        </Button>
      </Box>
      {plan.kind === 'debt' ? (
        <SaleRest order={order} saleId={plan.sale.id} due={plan.due} onPaid={setReceipt} />
      ) : (
        <NewVisitSale order={order} clientId={clientId} lineIds={plan.lineIds} catalog={catalog} timeZone={timeZone} onPaid={setReceipt} />
      )}
    </Box>
  );
}

/** The visit's unsold services (a class: the one service, for that client) as a cart, at the booked price, credited to who does them. */
function NewVisitSale({ order, clientId, lineIds, catalog, timeZone, onPaid }: { order: OrderDetail; clientId: number | null; lineIds: number[]; catalog: BranchCatalog; timeZone: string; onPaid: (receipt: Receipt) => void }) {
  const { t } = useTranslation('checkout');
  const refresh = useRefreshAfterMoneyWrite();
  const payer = order.mode === 'order.group' ? clientId : order.clientId;
  const client = useClient(order.branchId, payer);
  const today = instantToZoned(Date.now(), timeZone).date;
  const [cart, setCart] = useState<Cart>(() =>
    cartOfOrder(
      { id: order.id, clientId: payer, services: order.services.filter((line) => lineIds.includes(line.id)) },
      (serviceId) => catalog.services.find((service) => service.id === serviceId)?.name ?? `#${serviceId}`,
      null,
      today,
    ),
  );
  // The client's name arrives with their record; until then the cart names them by number.
  const named = cart.clientId !== null && cart.clientId === payer && client.data ? { ...cart, clientName: personName(client.data) } : cart;
  // A referred newcomer's first visit is priced with the branch's discount, as the server prices it.
  const offer = useClientTenderOffer(order.branchId, named.clientId, order.id);
  const shown = { ...named, items: offer.priced(named.items) };
  const due = checkoutDue(shown.items);
  // A deposit paid online at booking counts toward this sale (the server applies it): the tender takes the rest.
  const deposit = order.heldDeposit ?? '0.00';
  const { tender, refusal, form } = useTakeMoney({
    total: afterDeposit(due.total, deposit),
    dueNow: afterDeposit(due.dueNow, deposit),
    write: (tendered, idempotencyKey) => createSale(order.branchId, checkoutRequestOf(shown, tendered), idempotencyKey),
    onPaid: (receipt) => {
      onPaid(receipt);
      // What shows the visit's payment, the client's money and the branch's figures refetch.
      void refresh({ clientId: shown.clientId, orderIds: [order.id] });
    },
    uids: shown.items.map((line) => line.uid),
  });
  const clientMissing = needsClient(shown, tender.debt);
  const checkout: Checkout = {
    branchId: order.branchId,
    currency: order.currency,
    today,
    cart: shown,
    change: (next) => setCart((current) => next(current)),
    // A visit's client is the visit's, a place is its client's; a walk-in's visit may name who pays.
    clientFixed: payer !== null,
    viewOnly: false,
  };
  return (
    <CheckoutContext.Provider value={checkout}>
      <Box sx={twoColumns}>
        <CartSection title={order.mode === 'order.group' && shown.clientName ? t('drawer.placeOf', { name: shown.clientName }) : t('cart.title')}>
          <CartLines issues={refusal.lines} compact />
          <CartClient error={refusal.client ?? (clientMissing ? t('payment.needsClient') : null)} />
          <CartTotals due={due} deposit={deposit} />
        </CartSection>
        <TenderForm
          {...form}
          currency={order.currency}
          blocked={clientMissing || !offer.ready}
          viewOnly={false}
          balanceAvailable={offer.balanceAvailable}
          notice={<NewcomerDiscountNotice newcomer={offer.newcomer} />}
        />
      </Box>
    </CheckoutContext.Provider>
  );
}

/** A partly paid sale of the visit: its lines as sold, what is paid, and the rest taken on it. */
function SaleRest({ order, saleId, due, onPaid }: { order: OrderDetail; saleId: number; due: string; onPaid: (receipt: Receipt) => void }) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const refresh = useRefreshAfterMoneyWrite();
  const sold = useSale(order.branchId, saleId);
  const offer = useClientTenderOffer(order.branchId, sold.data?.clientId ?? null, null);
  const { form } = useTakeMoney({
    total: due,
    dueNow: due,
    write: (tendered, idempotencyKey) => paySaleDebt(saleId, tendered, idempotencyKey),
    onPaid: (receipt) => {
      onPaid(receipt);
      void refresh({ clientId: receipt.sale.clientId, orderIds: [order.id] });
    },
  });
  if (sold.isPending) return <LoadingState label={t('state.loading')} />;
  if (sold.isError) return <ErrorState title={t('state.orderFailed')} retryLabel={t('state.retry')} onRetry={() => void sold.refetch()} />;
  return (
    <Box sx={twoColumns}>
      <CartSection title={t('drawer.restTitle')}>
        <Typography variant="body2" color="text.secondary">
          {t('drawer.rest', { paid: formats.money(sold.data.paid, sold.data.currency), total: formats.money(sold.data.total, sold.data.currency) })}
        </Typography>
        <ReceiptLines sale={sold.data} />
        {order.availablePaymentMethods.includes('online') ? <PayByLinkButton saleId={saleId} /> : null}
      </CartSection>
      <TenderForm {...form} currency={order.currency} viewOnly={false} balanceAvailable={offer.balanceAvailable} />
    </Box>
  );
}

function CartSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
