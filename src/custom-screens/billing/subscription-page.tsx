import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PlanOffer } from '@/schema/billing/billing-overview';
import type { Invoice } from '@/schema/billing/invoices';
import type { BillingPeriod } from '@/schema/billing/plans';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { serverProblem } from '@/custom-screens/settings/server-problem';
import { useBillingOverview, useChoosePlan, usePlanOffers } from './billing-api';
import { InvoiceCard } from './invoices-section';

/** One plan's card: its price for the period, its limits, and the areas it opens by their menu names. */
function PlanCard({ offer, period, chosen, busy, onChoose }: { offer: PlanOffer; period: BillingPeriod; chosen: boolean; busy: boolean; onChoose: () => void }) {
  const { t } = useTranslation('billing');
  const shell = useTranslation('shell').t;
  const formats = useFormats();
  const areas = [
    ...offer.opens.branch.filter((key) => key !== 'dashboard' && key !== 'settings').map((key) => shell(`areas.branch.${key}.title`)),
    ...offer.opens.organization.filter((key) => key === 'network' || key === 'vacancies').map((key) => shell(`areas.organization.${key}.title`)),
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`plan-${offer.code}`}
      data-testid="plan-card"
      sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start', ...(offer.current ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`plan-${offer.code}`} variant="h6" component="h2">
          {offer.title}
        </Typography>
        {offer.current ? <Chip size="small" color="primary" label={t('plans.current')} /> : null}
      </Box>
      <Typography variant="h5" component="p" data-testid="plan-price">
        {t(`overview.per.${period}`, { price: formats.money(offer.prices[period], offer.currency) })}
      </Typography>
      <Typography color="text.secondary">{t('plans.limits', { branches: t('plans.branchCount', { count: offer.maxBranches }), employees: t('plans.employeeCount', { count: offer.maxEmployees }) })}</Typography>
      <List dense disablePadding aria-label={t('plans.opens', { plan: offer.title })}>
        {areas.map((area) => (
          <ListItem key={area} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckIcon fontSize="small" color="success" />
            </ListItemIcon>
            <ListItemText primary={area} />
          </ListItem>
        ))}
      </List>
      <Button variant={offer.current ? 'outlined' : 'contained'} disabled={chosen} loading={busy} onClick={onChoose} sx={{ justifySelf: 'start', mt: 'auto' }}>
        {chosen ? t('plans.chosen') : t('plans.choose', { plan: offer.title })}
      </Button>
    </Paper>
  );
}

type Outcome = { kind: 'invoice'; invoice: Invoice } | { kind: 'message'; severity: 'success' | 'info' | 'error'; text: string; items?: string[] };

/** What choosing a plan did, said where the plans are: an invoice to pay, a downgrade's date, a refusal's list. */
function ChoiceOutcome({ orgId, outcome, onClose }: { orgId: number; outcome: Outcome | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const [payError, setPayError] = useState<string | null>(null);
  if (!outcome) return null;
  if (outcome.kind === 'message')
    return (
      <Alert severity={outcome.severity} onClose={onClose} data-testid="plan-choice-outcome">
        {outcome.text}
        {outcome.items ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {outcome.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Box>
        ) : null}
      </Alert>
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="plan-invoice-title" fullWidth maxWidth="sm">
      <DialogTitle id="plan-invoice-title">{t('choice.invoiceTitle', { plan: outcome.invoice.plan.title })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <Typography color="text.secondary">{t(`choice.invoiceText.${outcome.invoice.action}`)}</Typography>
        {payError ? <Alert severity="error">{payError}</Alert> : null}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <InvoiceCard orgId={orgId} invoice={outcome.invoice} canPay onError={setPayError} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('choice.later')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Subscription (`/chain/{orgId}/billing/subscription`, open whatever the licence says): the plans on sale side by
 * side in the chain's currency, by month or by year, what each opens and allows, the chain's own marked. Choosing
 * one issues its invoice (paid on the provider's page from the dialog), schedules a downgrade for the period's end,
 * or says what to remove first (docs/billing.md).
 */
export function SubscriptionPage(props: AreaPageProps) {
  const { t } = useTranslation('billing');
  const orgId = Number(useParams().orgId ?? 0);
  const offers = usePlanOffers(orgId);
  const overview = useBillingOverview(orgId);
  const choose = useChoosePlan(orgId);
  const formats = useFormats();
  const [period, setPeriod] = useState<BillingPeriod>('month');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const onChoose = (offer: PlanOffer) => {
    setOutcome(null);
    choose.mutate(
      { planCode: offer.code, period },
      {
        onSuccess: (result) => {
          if (result.outcome === 'invoice') setOutcome({ kind: 'invoice', invoice: result.invoice });
          else if (result.outcome === 'paid') setOutcome({ kind: 'message', severity: 'success', text: t('choice.paidByCredit', { plan: result.invoice.plan.title }) });
          else setOutcome({ kind: 'message', severity: 'info', text: t('choice.scheduled', { plan: offer.title, date: formats.date(result.from.slice(0, 10)) }) });
        },
        onError: (error) => {
          const problem = serverProblem(error);
          setOutcome({ kind: 'message', severity: 'error', text: problem.message, items: Object.values(problem.fields) });
        },
      },
    );
  };
  const current = overview.data;
  const running = current ? current.status !== 'trialing' && !current.readOnly : false;
  let body;
  if (offers.isPending) body = <LoadingState label={t('plans.loading')} />;
  else if (offers.isError) body = <LoadFailedPanel title={t('plans.failed')} error={offers.error} retryLabel={t('retry')} onRetry={offers.refetch} />;
  else if (offers.data.length === 0) body = <EmptyState title={t('plans.none')} />;
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ToggleButtonGroup exclusive size="small" value={period} onChange={(_, next: BillingPeriod | null) => next && setPeriod(next)} aria-label={t('plans.period')} sx={{ justifySelf: 'start' }}>
          <ToggleButton value="month">{t('plans.monthly')}</ToggleButton>
          <ToggleButton value="year">{t('plans.yearly')}</ToggleButton>
        </ToggleButtonGroup>
        <ChoiceOutcome orgId={orgId} outcome={outcome} onClose={() => setOutcome(null)} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${offers.data.length}, minmax(0, 1fr))` } }}>
          {offers.data.map((offer) => (
            <PlanCard
              key={offer.code}
              offer={offer}
              period={period}
              chosen={running && offer.current && current?.period === period}
              busy={choose.isPending && choose.variables.planCode === offer.code}
              onChoose={() => onChoose(offer)}
            />
          ))}
        </Box>
      </Box>
    );
  return <AreaPageFrame {...props}>{body}</AreaPageFrame>;
}
