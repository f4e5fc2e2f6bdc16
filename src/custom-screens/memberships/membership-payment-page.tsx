import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { decimal } from '@/schema/money/decimal';
import type { InstalmentReceipt } from '@/schema/memberships/sold-membership';
import { branchPath } from '@/schema/routes';
import { useFormats } from '@/components/session/use-formats';
import { useRefreshAfterMoneyWrite } from '@/components/session/use-refresh-after-money-write';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { AmountRow } from '@/components/checkout/cart-totals';
import { TenderForm, useTakeMoney } from '@/components/checkout/tender-form';
import { PayByLinkButton } from '@/components/online-payments/pay-by-link-button';
import { payInstalment, useInstalment } from './memberships-api';

/** What is due on the instalment, taken with the checkout's tender form; mounted once the instalment has loaded. */
function InstalmentTender({ instalmentId, due, currency, viewOnly, onPaid }: { instalmentId: number; due: string; currency: string | undefined; viewOnly: boolean; onPaid: (receipt: InstalmentReceipt) => void }) {
  const { tender, form } = useTakeMoney({ total: due, dueNow: due, write: (paid, idempotencyKey) => payInstalment(instalmentId, paid, idempotencyKey), onPaid });
  return <TenderForm {...form} currency={currency} blocked={tender.result.ok && decimal(tender.result.paid).lte(0)} viewOnly={viewOnly} />;
}

/**
 * Paying a membership instalment (`clients/{clientId}/membership-payment/{paymentId}`, the id is the
 * instalment's): what is due on it, then cash (with change), card, or both, as at checkout (the tender rule of
 * src/schema/money/tender.ts through the checkout's tender model); the server has the last word. Where the branch
 * takes online payments, a link for it can go to the client instead.
 */
export function MembershipPaymentPage(props: AreaPageProps) {
  const { t } = useTranslation('memberships');
  const { orgId = '', branchId = '', paymentId = '' } = useParams();
  const formats = useFormats();
  const workspace = useWorkspace();
  const currency = workspace?.branch?.ISOCurrency;
  const refreshMoney = useRefreshAfterMoneyWrite();
  const query = useInstalment(Number(branchId), Number(paymentId));
  const [receipt, setReceipt] = useState<InstalmentReceipt | null>(null);

  if (query.isPending)
    return (
      <AreaPageFrame {...props}>
        <LoadingState label={t('payment.loading')} />
      </AreaPageFrame>
    );
  if (query.isError)
    return (
      <AreaPageFrame {...props}>
        <ErrorState title={t('payment.failed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      </AreaPageFrame>
    );

  const { instalment, membership } = query.data;
  const detailsPath = branchPath(orgId, branchId, `sales/sold-memberships/details/${membership.clientId}/${membership.id}`);
  return (
    <AreaPageFrame {...props} title={t('payment.title', { number: instalment.number })}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 420px' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-label={membership.name} sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Typography variant="h6" component="h2">
            {membership.name}
          </Typography>
          <Typography color="text.secondary">{membership.clientName}</Typography>
          <AmountRow label={t('payment.instalment', { number: instalment.number, due: formats.date(instalment.dueOn) })} amount={instalment.amount} currency={currency} />
          <AmountRow label={t('payment.alreadyPaid')} amount={instalment.paid} currency={currency} />
          <AmountRow label={t('payment.due')} amount={receipt ? receipt.instalment.due : instalment.due} currency={currency} strong testId="instalment-due" />
          <AmountRow label={t('payment.membershipDebt')} amount={membership.debt} currency={currency} />
          <Button component={RouterLink} to={detailsPath} sx={{ justifySelf: 'start' }}>
            {t('payment.toDetails')}
          </Button>
        </Paper>
        {receipt ? (
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} role="status">
            <Alert severity="success">{t('payment.done')}</Alert>
            {decimal(receipt.change).gt(0) ? <AmountRow label={t('payment.change')} amount={receipt.change} currency={currency} strong testId="payment-change" /> : null}
            <AmountRow label={t('payment.saleDebt')} amount={receipt.sale.debt} currency={currency} />
            <Button variant="contained" component={RouterLink} to={detailsPath}>
              {t('payment.toDetails')}
            </Button>
          </Paper>
        ) : instalment.due === '0.00' ? (
          <Alert severity="success">{t('payment.nothingDue')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <InstalmentTender
              instalmentId={instalment.id}
              due={instalment.due}
              currency={currency}
              viewOnly={props.viewOnly}
              onPaid={(answer) => {
                setReceipt(answer);
                void refreshMoney({ clientId: membership.clientId });
              }}
            />
            {query.data.payableByLink && !props.viewOnly ? (
              <Box sx={{ justifySelf: 'start' }}>
                <PayByLinkButton saleId={membership.saleId} instalmentId={instalment.id} />
              </Box>
            ) : null}
          </Box>
        )}
      </Box>
    </AreaPageFrame>
  );
}
