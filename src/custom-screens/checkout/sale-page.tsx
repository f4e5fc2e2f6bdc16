import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { branchPath } from '@/schema/routes';
import { instantToZoned } from '@/schema/schedule/time-zone';
import { personName } from '@/components/order-drawer/order-drawer-queries';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useCatalogServices } from '@/resources/catalog/use-catalog';
import { cartOfOrder, setClient } from './cart-model';
import { CartBar } from './cart-bar';
import { CartPanel } from './cart-panel';
import { useCart, cartKey } from './cart-store';
import { useClient, useOrderToPay } from './checkout-api';
import { EditItem } from './edit-item';
import { MembershipChoices } from './membership-choices';
import { PaymentStep } from './payment-step';
import { PickItems } from './pick-items';
import { SaleFlowContext, useSaleFlow, type SaleFlow, type SaleStep } from './sale-flow';
import { SaleReceipt } from './sale-receipt';

const idOf = (value: string | null | undefined): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The sale flow (spec §2 newSale and a client's new-sale): every step is a route under one base, so Back and
 * Forward walk the steps, and the cart they share lives in a per-branch store that survives a reload.
 * `?orderId=` (the order drawer's "Take payment") fills the cart with that visit's services and client.
 */
export function SalePage(props: AreaPageProps) {
  const { t } = useTranslation('checkout');
  const params = useParams();
  const [search] = useSearchParams();
  const workspace = useWorkspace();
  const orgId = params.orgId ?? '';
  const branchId = idOf(params.branchId) ?? 0;
  const fixedClientId = idOf(params.clientId);
  const orderId = idOf(search.get('orderId'));
  const branch = workspace?.branch;
  const key = cartKey(branchId, fixedClientId);
  // Stable, so the store's `change` (and the effects that use it) stay the same between renders.
  const fresh = useMemo(() => (fixedClientId === null ? null : { id: fixedClientId, name: '' }), [fixedClientId]);
  const [cart, change] = useCart(key, fresh);
  const fixedClient = useClient(branchId, fixedClientId);

  // A client card's sale names its client once the card's record is read.
  const fixedName = fixedClient.data ? personName(fixedClient.data) : null;
  useEffect(() => {
    if (fixedClientId !== null && fixedName && cart.clientName !== fixedName) change((current) => setClient(current, { id: fixedClientId, name: fixedName }));
  }, [fixedClientId, fixedName, cart.clientName, change]);

  const today = branch ? instantToZoned(Date.now(), branch.timeZone).date : new Date().toISOString().slice(0, 10);
  const seeding = useOrderSeed(branchId, orderId, cart.orderId === orderId || cart.receipt !== null, today, change);

  const base = fixedClientId === null ? branchPath(orgId, branchId, 'sales/newSale') : branchPath(orgId, branchId, `clients/${fixedClientId}/new-sale`);
  const flow = useMemo<SaleFlow>(
    () => ({
      branchId,
      base,
      clientFixed: fixedClientId !== null,
      hasSummary: fixedClientId === null,
      today,
      currency: branch?.ISOCurrency ?? '',
      cart,
      change,
      to: (step: SaleStep) => (step ? `${base}/${step}` : base),
      doneTo:
        cart.receipt?.sale.orderId != null
          ? branchPath(orgId, branchId, `schedule/order/${cart.receipt.sale.orderId}?d=${cart.receipt.sale.date}`)
          : fixedClientId !== null
            ? branchPath(orgId, branchId, `clients/${fixedClientId}`)
            : branchPath(orgId, branchId, 'sales/transactions'),
      viewOnly: props.viewOnly,
    }),
    [branchId, base, fixedClientId, today, branch?.ISOCurrency, cart, change, orgId, props.viewOnly],
  );

  const node = props.trail[props.trail.length - 1];
  const step = node?.path === 'edit-item/:itemUid' ? `edit-item/${params.itemUid ?? ''}` : (node?.path ?? '');
  return (
    <SaleFlowContext.Provider value={flow}>
      <AreaPageFrame {...props}>
        {seeding === 'failed' ? (
          <ErrorState title={t('state.orderFailed')} />
        ) : seeding === 'loading' ? (
          <LoadingState label={t('state.loading')} />
        ) : cart.receipt ? (
          <SaleReceipt receipt={cart.receipt} />
        ) : (
          <SaleStepView step={step as SaleStep} />
        )}
      </AreaPageFrame>
    </SaleFlowContext.Provider>
  );
}

function SaleStepView({ step }: { step: SaleStep }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { to, hasSummary } = useSaleFlow();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  if (step.startsWith('edit-item/')) return <EditItem uid={step.slice('edit-item/'.length)} />;
  switch (step) {
    case 'payment':
      return <PaymentStep />;
    case 'select-membership':
      return (
        <Box sx={{ maxWidth: 640 }}>
          <MembershipChoices onAdded={() => void navigate(to(hasSummary ? 'summary' : ''))} />
        </Box>
      );
    case 'summary':
      return (
        <Box sx={{ display: 'grid', gap: 1, maxWidth: 640 }}>
          <CartPanel />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={to('')}>
              {t('cart.addMore')}
            </Button>
            <Button component={RouterLink} to={to('select-membership')}>
              {t('cart.addMembership')}
            </Button>
          </Box>
        </Box>
      );
    default:
      // Wide screens: the catalog and the cart side by side; phones: the catalog with the cart as a bar.
      return wide ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr) 400px', alignItems: 'start' }}>
          <PickItems />
          <Box sx={{ position: 'sticky', top: 80 }}>
            <CartPanel />
          </Box>
        </Box>
      ) : (
        <>
          <PickItems />
          <CartBar />
        </>
      );
  }
}

/**
 * Fills the cart from the order to pay, once its services' names and its client are read; `done` when the cart
 * already is that order's (or holds the receipt of its sale).
 */
function useOrderSeed(branchId: number, orderId: number | null, done: boolean, today: string, change: SaleFlow['change']): 'idle' | 'loading' | 'failed' {
  const wanted = orderId !== null && !done;
  const order = useOrderToPay(wanted ? orderId : null);
  const services = useCatalogServices(wanted ? branchId : 0);
  const client = useClient(branchId, wanted ? (order.data?.clientId ?? null) : null);
  const ready = wanted && order.data !== undefined && services.data !== undefined && (order.data.clientId === null || client.data !== undefined);
  useEffect(() => {
    if (!ready || !order.data) return;
    const names = new Map((services.data ?? []).map((service) => [service.id, service.name]));
    change(() => cartOfOrder(order.data, (id) => names.get(id) ?? `#${id}`, client.data ? personName(client.data) : null, today));
  }, [ready, order.data, services.data, client.data, today, change]);
  if (!wanted) return 'idle';
  if (order.isError || services.isError || client.isError) return 'failed';
  return 'loading';
}
