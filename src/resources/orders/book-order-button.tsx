import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { orderListDefinition } from '@/schema/schedule/order-list';
import { useResourceAccess } from '../engine/use-resource-access';

/**
 * "Book": opens the new-order drawer at `to` (`…/order/new?clientId=5`) with that person filled in; shown to
 * whoever may book (the schedule's create right and licence), never on a view-only page. `label` names it where
 * "Book" alone would not say what (Sales → Payments' "New appointment").
 */
export function BookOrderButton({ to, viewOnly, label }: { to: string; viewOnly: boolean; label?: string }) {
  const { t } = useTranslation('resources');
  const { canCreate } = useResourceAccess(orderListDefinition, viewOnly);
  if (!canCreate) return null;
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<EventAvailableOutlinedIcon />}>
      {label ?? t('orders.book')}
    </Button>
  );
}
