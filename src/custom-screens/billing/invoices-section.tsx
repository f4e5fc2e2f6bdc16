import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@/schema/billing/invoices';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { serverProblem } from '@/custom-screens/settings/server-problem';
import { downloadInvoice, payInvoice, useBillingPayments, useInvoices } from './billing-api';
import { invoiceLineText } from './invoice-text';

const statusColour = { open: 'warning', paid: 'success', void: 'default' } as const;

/** One invoice: its number and dates, what it is for line by line, the total, its state, the PDF and, open, "Pay". */
export function InvoiceCard({ orgId, invoice, canPay, onError }: { orgId: number; invoice: Invoice; canPay: boolean; onError: (message: string) => void }) {
  const { t } = useTranslation('billing');
  const formats = useFormats();
  const [busy, setBusy] = useState<'pay' | 'pdf' | null>(null);
  const run = (what: 'pay' | 'pdf', action: () => Promise<void>) => {
    setBusy(what);
    action()
      .catch((error: unknown) => onError(serverProblem(error).message))
      .finally(() => setBusy(null));
  };
  return (
    <Box component="li" aria-label={t('invoices.invoice', { number: invoice.number })} data-testid="invoice" sx={{ display: 'grid', gap: 1, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {invoice.number}
        </Typography>
        <Chip size="small" color={statusColour[invoice.status]} label={t(`invoices.status.${invoice.status}`)} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {invoice.paidAt ? t('invoices.paidOn', { date: formats.date(invoice.paidAt.slice(0, 10)) }) : t('invoices.issuedOn', { date: formats.date(invoice.issuedAt.slice(0, 10)) })}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5 }}>
        {invoice.lines.map((line, index) => (
          <Box key={index} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {invoiceLineText(t, line, formats.date)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formats.money(line.amount, invoice.currency)}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          {t('invoices.total')}
        </Typography>
        <Typography component="dd" data-testid="invoice-total" sx={{ m: 0, textAlign: 'right', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formats.money(invoice.total, invoice.currency)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {invoice.status === 'open' && canPay ? (
          <Button variant="contained" size="small" loading={busy === 'pay'} onClick={() => run('pay', () => payInvoice(orgId, invoice.id))}>
            {t('invoices.pay', { amount: formats.money(invoice.total, invoice.currency) })}
          </Button>
        ) : null}
        <Button size="small" startIcon={<DownloadIcon />} loading={busy === 'pdf'} onClick={() => run('pdf', () => downloadInvoice(orgId, invoice.id, invoice.number))}>
          {t('invoices.pdf')}
        </Button>
      </Box>
    </Box>
  );
}

/** Billing's invoices, newest first, and the card payments made for them. */
export function InvoicesSection({ orgId, canPay }: { orgId: number; canPay: boolean }) {
  const { t } = useTranslation('billing');
  const formats = useFormats();
  const invoices = useInvoices(orgId);
  const payments = useBillingPayments(orgId);
  const [error, setError] = useState<string | null>(null);
  let body;
  if (invoices.isPending) body = <LoadingState label={t('invoices.loading')} />;
  else if (invoices.isError) body = <LoadFailedPanel title={t('invoices.failed')} error={invoices.error} retryLabel={t('retry')} onRetry={invoices.refetch} />;
  else if (invoices.data.length === 0) body = <EmptyState title={t('invoices.none')} />;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {invoices.data.map((invoice, index) => (
          <Box key={invoice.id} sx={{ display: 'contents' }}>
            {index > 0 ? <Divider component="li" aria-hidden /> : null}
            <InvoiceCard orgId={orgId} invoice={invoice} canPay={canPay} onError={setError} />
          </Box>
        ))}
      </Box>
    );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="billing-invoices" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id="billing-invoices" variant="h6" component="h2">
        {t('invoices.title')}
      </Typography>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {body}
      {payments.data && payments.data.length > 0 ? (
        <Box component="section" aria-labelledby="billing-payments" sx={{ display: 'grid', gap: 0.5, mt: 1 }}>
          <Typography id="billing-payments" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('payments.title')}
          </Typography>
          {payments.data.map((payment) => (
            <Typography key={payment.reference} variant="body2" data-testid="billing-payment">
              {t(`payments.line.${payment.status}`, {
                date: formats.date(payment.createdAt.slice(0, 10)),
                amount: formats.money(payment.amount, payment.currency),
                number: payment.invoiceNumber,
                card: payment.card ?? '',
              })}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
