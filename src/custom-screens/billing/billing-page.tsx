import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { BillingOverview } from '@/schema/billing/billing-overview';
import { chainPath } from '@/schema/routes';
import { useFormats } from '@/components/session/use-formats';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { useBillingOverview } from './billing-api';
import { BillingDetailsSection } from './billing-details-section';
import { InvoicesSection } from './invoices-section';
import { UsageBar } from './usage-bar';

const statusColour = { trialing: 'info', active: 'success', past_due: 'warning', canceled: 'default' } as const;
const day = (instant: string) => instant.slice(0, 10);

/** What the period's dates say: when a trial ends, when a paid period renews, since when the chain is read-only. */
function periodLine(overview: BillingOverview, t: (key: string, values?: Record<string, string>) => string, date: (day: string) => string) {
  if (overview.readOnly) return t('overview.readOnlySince', { date: date(day(overview.readOnlyFrom)) });
  if (overview.status === 'trialing') return t('overview.trialEnds', { date: date(day(overview.currentPeriodEnd)) });
  return t('overview.renews', { date: date(day(overview.currentPeriodEnd)), graceEnds: date(day(overview.readOnlyFrom)) });
}

/**
 * Billing (`/chain/{orgId}/billing`): the chain's plan with its state, price and dates, a downgrade waiting, credit
 * and the card last paid with; how much of each limit is used; the invoices with their PDF and "Pay", the payments,
 * and the legal details invoices carry (docs/billing.md). Paying and the details stay open on a read-only chain: they
 * are its way out. The plans themselves are compared and chosen on Subscription.
 */
export function BillingPage(props: AreaPageProps) {
  const { t } = useTranslation('billing');
  const formats = useFormats();
  const orgId = Number(useParams().orgId ?? 0);
  const overview = useBillingOverview(orgId);
  let body;
  if (overview.isPending) body = <LoadingState label={t('overview.loading')} />;
  else if (overview.isError) body = <LoadFailedPanel title={t('overview.failed')} error={overview.error} retryLabel={t('retry')} onRetry={overview.refetch} />;
  else {
    const data = overview.data;
    const price = data.status === 'trialing' ? t('overview.free') : t(`overview.per.${data.period}`, { price: formats.money(data.price.amount, data.price.currency) });
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="billing-plan" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
          <Typography variant="overline" color="text.secondary">
            {t('overview.yourPlan')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id="billing-plan" variant="h5" component="h2">
              {data.plan.title}
            </Typography>
            <Chip size="small" data-testid="billing-status" color={data.readOnly ? 'error' : statusColour[data.status]} label={t(data.readOnly ? 'status.readOnly' : `status.${data.status}`)} />
          </Box>
          <Typography data-testid="billing-price">{price}</Typography>
          <Typography color={data.readOnly ? 'error' : 'text.secondary'} data-testid="billing-period">
            {periodLine(data, t, formats.date)}
          </Typography>
          {data.nextPlan ? (
            <Typography data-testid="billing-next-plan">{t('overview.nextPlan', { plan: data.nextPlan.title, date: formats.date(day(data.nextPlan.from)) })}</Typography>
          ) : null}
          {Number(data.credit.amount) > 0 ? <Typography data-testid="billing-credit">{t('overview.credit', { amount: formats.money(data.credit.amount, data.credit.currency) })}</Typography> : null}
          <Typography variant="body2" color="text.secondary" data-testid="billing-method">
            {data.paymentMethod ? t('overview.paymentMethod', { card: data.paymentMethod }) : t('overview.noPaymentMethod')}
          </Typography>
          <Button variant="contained" component={RouterLink} to={chainPath(orgId, 'billing/subscription')} sx={{ justifySelf: 'start' }}>
            {t('overview.compare')}
          </Button>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="billing-usage" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography id="billing-usage" variant="h6" component="h2">
            {t('overview.usage')}
          </Typography>
          <UsageBar label={t('overview.branches')} used={data.usage.branches.used} limit={data.usage.branches.limit} testId="usage-branches" />
          <UsageBar label={t('overview.employees')} used={data.usage.employees.used} limit={data.usage.employees.limit} testId="usage-employees" />
        </Paper>
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <InvoicesSection orgId={orgId} canPay />
          <BillingDetailsSection orgId={orgId} canEdit />
        </Box>
      </Box>
    );
  }
  return <AreaPageFrame {...props}>{body}</AreaPageFrame>;
}
