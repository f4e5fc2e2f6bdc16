import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SaleReceipt as Receipt } from '@/schema/sales/checkout';
import { emptyCart } from '@/components/checkout/cart-model';
import { SaleReceipt } from '@/components/checkout/sale-receipt';
import { useSaleFlow } from './sale-flow';

/** The sale page's last step: the receipt, then a new sale or "Done" (the paid visit, the client's card, Payments). */
export function SaleDone({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { change, to, doneTo, clientFixed, cart } = useSaleFlow();
  const close = (next: string) => {
    change(() => emptyCart(clientFixed && cart.clientId !== null ? { id: cart.clientId, name: cart.clientName ?? '' } : null));
    void navigate(next);
  };
  return (
    <SaleReceipt
      receipt={receipt}
      actions={
        <>
          <Button variant="contained" onClick={() => close(to(''))}>
            {t('receipt.newSale')}
          </Button>
          <Button variant="outlined" onClick={() => close(doneTo)}>
            {t('receipt.done')}
          </Button>
        </>
      }
    />
  );
}
