import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { decideResourceAccess } from '@/schema/resource-access';
import { useWorkspace } from '@/components/session/use-workspace';

const salesAccess = { menuKey: 'sales', permission: 'sales' } as const;

/** Whoever may sell (the sales area's role and licence, the server's own decision) takes payments in the drawer. */
export function useMaySell(): boolean {
  const access = useWorkspace()?.access;
  return access ? decideResourceAccess(salesAccess, 'create', access.role, access).allowed : false;
}

/**
 * "Take payment" in an order's drawer: opens the drawer's payment step (visit-payment.tsx) for the visit, or for
 * one client's place in a group class (`label` then names them). Hidden from whoever may not sell.
 */
export function TakePaymentButton({ onPay, label }: { onPay: () => void; label?: string }) {
  const { t } = useTranslation('checkout');
  if (!useMaySell()) return null;
  return (
    <Button variant="contained" size="small" startIcon={<PointOfSaleOutlinedIcon />} onClick={onPay} aria-label={label}>
      {t('actions.takePayment')}
    </Button>
  );
}
