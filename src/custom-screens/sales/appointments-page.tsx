import { useParams } from 'react-router';
import { branchPath } from '@/schema/routes';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { trailUnderDrawer } from '@/resources/orders/drawer-trail';
import { OrderList } from '@/resources/orders/order-list';
import { OrderListDrawer } from '@/resources/orders/order-list-drawer';

/** Sales → Appointments (`services-overview`): every order of the branch; its drawers open over the list. */
export function AppointmentsPage(props: AreaPageProps) {
  const { orgId = '', branchId = '' } = useParams();
  const listPath = branchPath(orgId, branchId, 'sales/services-overview');
  return (
    <AreaPageFrame {...props} trail={trailUnderDrawer(props.trail)}>
      <OrderList drawerBase={listPath} viewOnly={props.viewOnly} />
      <OrderListDrawer trail={props.trail} listPath={listPath} />
    </AreaPageFrame>
  );
}
