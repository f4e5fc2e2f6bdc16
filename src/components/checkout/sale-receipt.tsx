import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { decimal } from '@/schema/money/decimal';
import type { SaleReceipt as Receipt } from '@/schema/sales/checkout';
import { LegalFooter } from '@/components/help/legal-footer';
import { useFormats } from '@/components/session/use-formats';
import { emptyCart } from './cart-model';
import { AmountRow } from './cart-totals';
import { useSaleFlow } from './sale-flow';

/** The sale as the server recorded it: its lines, what was paid and how, the change to hand back and any debt. */
export function SaleReceipt({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const navigate = useNavigate();
  const { change, to, doneTo, clientFixed, cart } = useSaleFlow();
  const { sale } = receipt;
  const currency = sale.currency;
  const close = (next: string) => {
    change(() => emptyCart(clientFixed && cart.clientId !== null ? { id: cart.clientId, name: cart.clientName ?? '' } : null));
    void navigate(next);
  };
  return (
    <Paper variant="outlined" component="section" aria-label={t('receipt.title')} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, maxWidth: 560, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutlineIcon color="success" />
        <Typography variant="h6" component="h2">
          {t('receipt.title')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {[formats.date(sale.date), sale.clientName ?? t('receipt.walkIn'), t(`receipt.status.${sale.status}`)].join(' · ')}
      </Typography>
      {decimal(receipt.change).gt(0) ? (
        <Alert severity="info" icon={false} data-testid="receipt-change">
          <Typography variant="h6" component="p">
            {t('receipt.changeToGive', { amount: formats.money(receipt.change, currency) })}
          </Typography>
        </Alert>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {sale.items.map((item) => (
          <Box component="li" key={item.id} sx={{ display: 'flex', gap: 2 }}>
            <Typography variant="body2" sx={{ flex: 1 }}>
              {item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {formats.money(item.total, currency)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {decimal(sale.discount).gt(0) ? <AmountRow label={t('totals.discount')} amount={`-${sale.discount}`} /> : null}
        <AmountRow label={t('totals.total')} amount={sale.total} strong testId="receipt-total" />
        {sale.transactions.map((transaction) => (
          <AmountRow key={transaction.id} label={t(`receipt.paidBy.${transaction.method}`)} amount={transaction.amount} />
        ))}
        <AmountRow label={t('payment.paid')} amount={sale.paid} testId="receipt-paid" />
        {decimal(sale.debt).gt(0) ? <AmountRow label={t('payment.debt')} amount={sale.debt} testId="receipt-debt" /> : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => close(to(''))}>
          {t('receipt.newSale')}
        </Button>
        <Button variant="outlined" onClick={() => close(doneTo)}>
          {t('receipt.done')}
        </Button>
      </Box>
      <LegalFooter />
    </Paper>
  );
}
