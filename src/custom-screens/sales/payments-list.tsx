import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterCondition } from '@/schema/list-query';
import type { Transaction } from '@/schema/sales/checkout';
import { paymentListDefinition } from '@/schema/sales/payment-list';
import { useWorkspace } from '@/components/session/use-workspace';
import { ResourceList, type OwnListParts } from '@/resources/engine/resource-list';
import { useResourceLabels } from '@/resources/engine/use-resource-labels';
import { orderListQueryOptions } from '@/resources/orders/order-list-query';
import { paymentColumns, refundableOf, transactionOf } from './payment-columns';
import { RefundDialog } from './refund-dialog';
import { salesQueryKey } from './sales-api';

export type PaymentsListProps = {
  viewOnly: boolean;
  /** A client's card: only their payments, no client column. */
  clientId?: number;
};

/**
 * A branch's payments and refunds (Sales → Payments, a client card's transactions tab): the engine's list
 * (filter bar, sort, paging, phone cards, CSV export, state in the URL) over `GET /branches/{id}/transactions`.
 * A payment with something left to give back opens the refund dialog; a refund is never edited.
 */
export function PaymentsList({ viewOnly, clientId }: PaymentsListProps) {
  const labels = useResourceLabels(paymentListDefinition);
  const { t } = useTranslation('sales');
  const workspace = useWorkspace();
  const queryClient = useQueryClient();
  const branchId = workspace?.branch?.id ?? 0;
  const [refunding, setRefunding] = useState<Transaction | null>(null);

  const own = useMemo<OwnListParts>(() => {
    return {
      columns: paymentColumns({ t: labels.t, ts: t, withClient: clientId === undefined, canRefund: !viewOnly }),
      // A payment with something left to give back opens the refund dialog; refunds and the rest open nothing.
      onOpen: (row) => {
        const payment = transactionOf(row);
        if (!viewOnly && refundableOf(payment).gt(0)) setRefunding(payment);
      },
      queryKey: [...salesQueryKey(branchId), 'transactions'],
      queryOptions: orderListQueryOptions,
    };
  }, [labels, t, clientId, viewOnly, branchId]);
  const fixedFilters = useMemo<FilterCondition[]>(() => (clientId === undefined ? [] : [{ field: 'clientId', matchMode: 'equals', value: clientId }]), [clientId]);
  return (
    <>
      <ResourceList definition={paymentListDefinition} viewOnly={viewOnly} fixedFilters={fixedFilters} embedded={clientId !== undefined} own={own} />
      {refunding ? (
        <RefundDialog
          payment={refunding}
          currency={workspace?.branch?.ISOCurrency}
          onClose={() => setRefunding(null)}
          onDone={() => {
            setRefunding(null);
            void queryClient.invalidateQueries({ queryKey: salesQueryKey(branchId) });
          }}
        />
      ) : null}
    </>
  );
}
