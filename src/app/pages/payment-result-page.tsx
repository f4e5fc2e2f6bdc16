import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { BillingPaymentState } from '@/schema/billing/invoices';
import { chainPath, topLevelPaths } from '@/schema/routes';
import { FullPageMessage } from '@/components/page/full-page-message';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { sessionQueryKeys } from '@/components/session/session-query-keys';
import { useOrganizations } from '@/components/session/use-organizations';
import { useBillingPaymentState } from '@/custom-screens/billing/billing-api';

type Shown = 'checking' | 'paid' | 'waiting' | 'late' | 'failed' | 'unknown';

/** What the page says of a payment the database knows: only the provider's signed notification makes it paid. */
function shownOf(outcome: 'success' | 'fail', state: { isPending: boolean; isError: boolean; data?: BillingPaymentState; polledOut: boolean }): Shown {
  if (state.isPending) return 'checking';
  if (state.isError || !state.data) return 'unknown';
  if (state.data.status === 'paid') return 'paid';
  if (state.data.status === 'failed' || outcome === 'fail') return 'failed';
  return state.polledOut ? 'late' : 'waiting';
}

/**
 * /secure_payment/success and /fail: where the payment provider returns the owner after paying an invoice
 * (`?billing={reference}`). The page reads the payment's real state and waits for the provider's notification while
 * it is on its way; once paid, the licence is read again so the plan's areas open at once. Without a reference it
 * can only say where the provider sent the person.
 */
export function PaymentResultPage({ outcome }: { outcome: 'success' | 'fail' }) {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const reference = params.get('billing');
  const organizations = useOrganizations();
  const queryClient = useQueryClient();
  const payment = useBillingPaymentState(reference);
  // The state is polled for two minutes (billing-api.ts); a notification later than that is said to be late.
  const [openedAt] = useState(() => Date.now());
  const polledOut = payment.dataUpdatedAt - openedAt > 115_000;
  const shown: Shown | 'plain' = reference === null ? 'plain' : shownOf(outcome, { isPending: payment.isPending, isError: payment.isError, data: payment.data, polledOut });
  const paidOrg = payment.data?.status === 'paid' ? payment.data.organizationId : null;
  useEffect(() => {
    if (paidOrg === null) return;
    void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.licence(paidOrg) });
    void queryClient.invalidateQueries({ queryKey: ['billing', paidOrg] });
  }, [paidOrg, queryClient]);

  const orgId = payment.data?.organizationId ?? (organizations.data?.find((o) => o.role === 'owner') ?? organizations.data?.[0])?.id;
  const good = shown === 'paid' || (shown === 'plain' && outcome === 'success');
  const bad = shown === 'failed' || shown === 'unknown' || (shown === 'plain' && outcome === 'fail');
  const key = shown === 'plain' ? outcome : shown;
  const title = t(`payment.${key}.title`);
  useDocumentTitle(title);
  const icon = good ? <CheckCircleOutlineIcon color="success" /> : bad ? <ErrorOutlineIcon color="error" /> : shown === 'checking' || shown === 'waiting' ? <CircularProgress size={40} aria-label={title} /> : <HourglassEmptyIcon color="warning" />;
  const facts = payment.data ? { number: payment.data.invoiceNumber, plan: payment.data.plan.title } : {};
  return (
    <FullPageMessage
      fullScreen
      icon={icon}
      title={title}
      actions={
        <>
          {orgId !== undefined ? (
            <Button variant="contained" component={RouterLink} to={chainPath(orgId, bad ? 'billing/subscription' : 'billing')}>
              {t(bad ? 'payment.tryAgain' : 'payment.toBilling')}
            </Button>
          ) : null}
          <Button variant={orgId !== undefined ? 'outlined' : 'contained'} component={RouterLink} to={topLevelPaths.root}>
            {t('payment.home')}
          </Button>
        </>
      }
    >
      <p data-testid="payment-result" data-state={shown}>
        {t(`payment.${key}.text`, facts)}
      </p>
    </FullPageMessage>
  );
}
