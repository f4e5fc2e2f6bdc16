import PointOfSaleOutlinedIcon from '@mui/icons-material/PointOfSaleOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { branchPath } from '@/schema/routes';
import { useResourceAccess } from '@/resources/engine/use-resource-access';

/** Selling is the sales area's to allow (role and licence), never on a view-only page. */
const salesAccess = { menuKey: 'sales', permission: 'sales' } as const;

/** "Sell" on a client's card: the sale flow with this client fixed (clients/{id}/new-sale). */
export function SellButton({ orgId, branchId, clientId, viewOnly }: { orgId: string; branchId: string; clientId: string; viewOnly: boolean }) {
  const { t } = useTranslation('checkout');
  if (!useResourceAccess(salesAccess, viewOnly).canCreate || !clientId) return null;
  return (
    <Button component={RouterLink} to={branchPath(orgId, branchId, `clients/${clientId}/new-sale`)} variant="outlined" startIcon={<PointOfSaleOutlinedIcon />}>
      {t('actions.sell')}
    </Button>
  );
}
