import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { branchPath, joinPath } from '@/schema/routes';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { BookOrderButton } from '@/resources/orders/book-order-button';
import { trailUnderDrawer } from '@/resources/orders/drawer-trail';
import { OrderListDrawer } from '@/resources/orders/order-list-drawer';
import { PaymentsList } from '@/resources/payments/payments-list';

/**
 * Sales → Payments (`transactions`): every payment and refund of the branch. A payment's visit opens in the order
 * drawer over the list (`transactions/order/{orderId}`), "New appointment" books in it (`transactions/order/new`);
 * both close back to the list as it was (its filter, sort and page stay in the query).
 */
export function PaymentsPage(props: AreaPageProps) {
  const { t } = useTranslation('visitPayments');
  const { orgId = '', branchId = '' } = useParams();
  const { search } = useLocation();
  const listPath = branchPath(orgId, branchId, 'sales/transactions');
  return (
    <AreaPageFrame
      {...props}
      trail={trailUnderDrawer(props.trail)}
      actions={<BookOrderButton to={`${joinPath(listPath, 'order/new')}${search}`} viewOnly={props.viewOnly} label={t('list.newAppointment')} />}
    >
      <PaymentsList viewOnly={props.viewOnly} visitBase={listPath} />
      <OrderListDrawer trail={props.trail} listPath={listPath} />
    </AreaPageFrame>
  );
}
