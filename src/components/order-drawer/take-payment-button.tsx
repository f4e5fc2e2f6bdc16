import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { decideResourceAccess } from '@/schema/resource-access';
import { branchPath } from '@/schema/routes';
import { useWorkspace } from '@/components/session/use-workspace';

const salesAccess = { menuKey: 'sales', permission: 'sales' } as const;

/**
 * "Take payment" in an order's drawer: the sale flow's cart (sales/newSale) filled with the visit's services and
 * client; shown to whoever may sell (the sales area's role and licence, the server's own decision).
 */
export function TakePaymentButton({ branchId, orderId }: { branchId: number; orderId: number }) {
  const { t } = useTranslation('checkout');
  const { orgId = '' } = useParams();
  const access = useWorkspace()?.access;
  if (!access || !decideResourceAccess(salesAccess, 'create', access.role, access).allowed) return null;
  return (
    <Button
      component={RouterLink}
      to={`${branchPath(orgId, branchId, 'sales/newSale/summary')}?${new URLSearchParams({ orderId: String(orderId) })}`}
      variant="contained"
      size="small"
      startIcon={<PointOfSaleOutlinedIcon />}
    >
      {t('actions.takePayment')}
    </Button>
  );
}
