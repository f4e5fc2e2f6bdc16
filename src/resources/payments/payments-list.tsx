import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FilterCondition } from '@/schema/list-query';
import type { Transaction } from '@/schema/sales/checkout';
import { paymentListDefinition } from '@/schema/sales/payment-list';
import { joinPath } from '@/schema/routes';
import { useWorkspace } from '@/components/session/use-workspace';
import { moneyKeys } from '@/lib/money-query-keys';
import { ResourceList, type OwnListParts } from '@/resources/engine/resource-list';
import { useResourceLabels } from '@/resources/engine/use-resource-labels';
import { orderListQueryOptions } from '@/resources/orders/order-list-query';
import { paymentActionsOf, paymentColumns, transactionOf } from './payment-columns';
import { FiscalReceiptDialog } from '@/components/fiscal/fiscal-receipt-dialog';
import { PaymentChoiceDialog } from './payment-choice-dialog';
import { RefundDialog } from './refund-dialog';

export type PaymentsListProps = {
  viewOnly: boolean;
  /** A client's card: only their payments, no client column. */
  clientId?: number;
  /** The page a payment's visit opens under (`…/sales/transactions` → `…/transactions/order/42`); none, no visit opens. */
  visitBase?: string;
};

/**
 * A branch's payments and refunds (Sales → Payments, a client card's transactions tab): the engine's list
 * (filter bar, sort, paging, phone cards, CSV export, state in the URL) over `GET /branches/{id}/transactions`.
 * A row opens what it offers: the visit its sale pays (in the order drawer, under `visitBase`), the refund dialog
 * for what is left to give back, its fiscal receipt's dialog, or, offering more than one, a choice. A refund is
 * never edited.
 */
export function PaymentsList({ viewOnly, clientId, visitBase }: PaymentsListProps) {
  const labels = useResourceLabels(paymentListDefinition);
  const { t } = useTranslation('sales');
  const { t: tv } = useTranslation('visitPayments');
  const workspace = useWorkspace();
  const navigate = useNavigate();
  const { search } = useLocation();
  const branchId = workspace?.branch?.id ?? 0;
  const timeZone = workspace?.branch?.timeZone;
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const [choosing, setChoosing] = useState<Transaction | null>(null);
  const [receiptId, setReceiptId] = useState<number | null>(null);

  // The list's query (filter, sort, page) goes along, for the drawer to close back to the same list.
  const openVisit = useCallback(
    (orderId: number) => {
      if (visitBase !== undefined) void navigate({ pathname: joinPath(visitBase, `order/${orderId}`), search });
    },
    [navigate, visitBase, search],
  );
  const own = useMemo<OwnListParts>(() => {
    const can = { openVisit: visitBase !== undefined, refund: !viewOnly };
    return {
      columns: paymentColumns({ t: labels.t, ts: t, tv, withClient: clientId === undefined, canRefund: can.refund, canOpenVisit: can.openVisit, timeZone }),
      onOpen: (row) => {
        const payment = transactionOf(row);
        const actions = paymentActionsOf(payment, can);
        if (Object.values(actions).filter(Boolean).length > 1) setChoosing(payment);
        else if (actions.visit) openVisit(payment.orderId!);
        else if (actions.refund) setRefunding(payment);
        else if (actions.receipt) setReceiptId(payment.fiscalReceipt!.id);
      },
      queryKey: moneyKeys.list(branchId, 'transactions'),
      queryOptions: orderListQueryOptions,
    };
  }, [labels, t, tv, clientId, viewOnly, visitBase, openVisit, branchId, timeZone]);
  const fixedFilters = useMemo<FilterCondition[]>(() => (clientId === undefined ? [] : [{ field: 'clientId', matchMode: 'equals', value: clientId }]), [clientId]);
  return (
    <>
      <ResourceList definition={paymentListDefinition} viewOnly={viewOnly} fixedFilters={fixedFilters} embedded={clientId !== undefined} own={own} />
      {choosing ? (
        <PaymentChoiceDialog
          payment={choosing}
          actions={paymentActionsOf(choosing, { openVisit: visitBase !== undefined, refund: !viewOnly })}
          currency={workspace?.branch?.ISOCurrency}
          onClose={() => setChoosing(null)}
          onRefund={() => {
            setChoosing(null);
            setRefunding(choosing);
          }}
          onOpenVisit={() => {
            setChoosing(null);
            openVisit(choosing.orderId!);
          }}
          onReceipt={() => {
            setChoosing(null);
            setReceiptId(choosing.fiscalReceipt!.id);
          }}
        />
      ) : null}
      <FiscalReceiptDialog id={receiptId} timeZone={timeZone ?? 'UTC'} onClose={() => setReceiptId(null)} />
      {refunding ? (
        <RefundDialog
          payment={refunding}
          currency={workspace?.branch?.ISOCurrency}
          onClose={() => setRefunding(null)}
          onDone={() => setRefunding(null)}
        />
      ) : null}
    </>
  );
}
