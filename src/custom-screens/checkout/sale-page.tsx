import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { branchPath } from '@/schema/routes';
import { personName } from '@/components/order-drawer/order-drawer-queries';
import { useWorkspace } from '@/components/session/use-workspace';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { setClient } from '@/components/checkout/cart-model';
import { CartBar } from './cart-bar';
import { CartPanel } from './cart-panel';
import { useCart, cartKey } from './cart-store';
import { useClient } from '@/components/checkout/checkout-api';
import { CheckoutContext } from '@/components/checkout/checkout-context';
import { EditItem } from './edit-item';
import { MembershipChoices } from './membership-choices';
import { PaymentStep } from './payment-step';
import { PickItems } from './pick-items';
import { SaleFlowContext, useSaleFlow, type SaleFlow, type SaleStep } from './sale-flow';
import { SaleDone } from './sale-done';

const idOf = (value: string | null | undefined): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The sale flow (spec §2 newSale and a client's new-sale): every step is a route under one base, so Back and
 * Forward walk the steps, and the cart they share lives in a per-branch store that survives a reload. A booked
 * visit is paid in its own drawer beside the calendar (src/components/order-drawer/visit-payment.tsx).
 */
export function SalePage(props: AreaPageProps) {
  const params = useParams();
  const workspace = useWorkspace();
  const orgId = params.orgId ?? '';
  const branchId = idOf(params.branchId) ?? 0;
  const fixedClientId = idOf(params.clientId);
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

  const today = useWorkspaceToday();

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
      lineTo: (uid: string) => `${base}/edit-item/${uid}`,
      doneTo: fixedClientId !== null ? branchPath(orgId, branchId, `clients/${fixedClientId}`) : branchPath(orgId, branchId, 'sales/transactions'),
      viewOnly: props.viewOnly,
    }),
    [branchId, base, fixedClientId, today, branch?.ISOCurrency, cart, change, orgId, props.viewOnly],
  );

  const node = props.trail[props.trail.length - 1];
  const step = node?.path === 'edit-item/:itemUid' ? `edit-item/${params.itemUid ?? ''}` : (node?.path ?? '');
  return (
    <SaleFlowContext.Provider value={flow}>
      <CheckoutContext.Provider value={flow}>
      <AreaPageFrame {...props}>
        {cart.receipt ? (
          <SaleDone receipt={cart.receipt} />
        ) : (
          <SaleStepView step={step as SaleStep} />
        )}
      </AreaPageFrame>
      </CheckoutContext.Provider>
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
