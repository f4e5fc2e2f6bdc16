import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Order, OrderDetail } from '@/schema/schedule/order';
import { isFinalOrderStatus } from '@/schema/schedule/order-status';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { clientLabel } from './client-search';
import { getClient } from './order-drawer-api';
import { orderDrawerKeys, useOrder, type BranchCatalog } from './order-drawer-queries';
import { orderValues } from './order-form-model';
import { GroupClients } from './group-clients';
import { OrderForm } from './order-form';
import { OrderHistory } from './order-history';
import { OrderSummary } from './order-summary';
import { NoShowLine } from './no-show-line';
import { PaymentSummary } from './payment-summary';
import { ReviewLinkButton } from './review-link-button';
import { StatusActions } from './status-actions';
import type { PayStep } from './order-drawer-request';
import { VisitPayment } from './visit-payment';

/**
 * An existing order: its details, status actions, payment, group clients and history; `editing` is the edit
 * step (a history entry of its own, so Back returns to the details), `paying` the payment step (the visit's, or
 * a class place's), from which `onPaid` returns to the calendar on the visit's day.
 */
export function OrderView({
  orderId,
  timeZone,
  catalog,
  editing,
  onEdit,
  onEdited,
  onChanged,
  paying,
  onPay,
  onLeavePay,
  onPaid,
}: {
  orderId: number;
  timeZone: string;
  catalog: BranchCatalog;
  editing: boolean;
  onEdit: () => void;
  onEdited: () => void;
  onChanged: () => void;
  paying: PayStep | null;
  onPay: (clientId: number | null) => void;
  onLeavePay: () => void;
  onPaid: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation('orders');
  const phoneCountry = usePhoneCountry();
  const queryClient = useQueryClient();
  const order = useOrder(orderId);
  const clientId = order.data?.mode === 'order.single' ? order.data.clientId : null;
  const client = useQuery({
    queryKey: orderDrawerKeys.client(order.data?.branchId ?? 0, clientId ?? 0),
    queryFn: () => getClient(order.data!.branchId, clientId!),
    enabled: clientId !== null,
  });

  if (order.isPending) return <LoadingState label={t('states.loading')} />;
  if (order.isError) {
    return <ErrorState title={t('states.loadFailed')} message={order.error.message} retryLabel={t('retry')} onRetry={() => void order.refetch()} />;
  }
  const changed = (next: Order) => {
    // A write answers the order without its payments (only the read carries them): keep those read until the
    // refetch the drawer's host starts brings them again.
    queryClient.setQueryData<OrderDetail>(orderDrawerKeys.order(orderId), (read) => (read ? { ...read, ...next } : read));
    void queryClient.invalidateQueries({ queryKey: orderDrawerKeys.history(orderId) });
    onChanged();
  };
  const reload = () => void order.refetch();
  const current = order.data;
  const editable = current.mode === 'order.single' && !isFinalOrderStatus(current.status);

  if (editing && editable) {
    const choice = current.clientId === null ? ({ kind: 'walkIn' } as const) : { kind: 'existing' as const, id: current.clientId, label: client.data ? clientLabel(client.data, phoneCountry) : `#${current.clientId}` };
    return (
      <OrderForm
        key={current.version}
        branchId={current.branchId}
        catalog={catalog}
        initial={orderValues(current, choice)}
        order={current}
        onSaved={(next) => {
          changed(next);
          onEdited();
        }}
        onReload={reload}
        onCancel={onEdited}
      />
    );
  }
  if (paying) {
    return <VisitPayment order={current} clientId={paying.clientId} catalog={catalog} timeZone={timeZone} onBack={onLeavePay} onDone={() => onPaid(current)} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <OrderSummary order={current} client={client.data ?? null} catalog={catalog} />
      <StatusActions order={current} timeZone={timeZone} onChanged={changed} onReload={reload} onPay={() => onPay(null)} />
      <NoShowLine order={current} branchId={current.branchId} />
      <ReviewLinkButton order={current} />
      {editable ? (
        <Box>
          <Button variant="outlined" size="small" onClick={onEdit}>
            {t('details.edit')}
          </Button>
        </Box>
      ) : null}
      {current.mode === 'order.group' ? <GroupClients order={current} onChanged={changed} onReload={reload} onPay={onPay} /> : null}
      <Divider />
      <PaymentSummary order={current} timeZone={timeZone} onPay={() => onPay(null)} />
      <Divider />
      <OrderHistory orderId={orderId} timeZone={timeZone} />
    </Box>
  );
}
