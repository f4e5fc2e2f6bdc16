import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import type { BillingPeriod } from '@/schema/billing/plans';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { usePlanOffers } from './billing-api';

/** One plan's card: its price for the period, its limits, and the areas it opens by their menu names. */
function PlanCard({ offer, period }: { offer: PlanOffer; period: BillingPeriod }) {
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
    </Paper>
  );
}

/**
 * Subscription (`/chain/{orgId}/billing/subscription`, open whatever the licence says): the plans on sale side by
 * side in the chain's currency, by month or by year, what each opens and allows, the chain's own marked.
 */
export function SubscriptionPage(props: AreaPageProps) {
  const { t } = useTranslation('billing');
  const orgId = Number(useParams().orgId ?? 0);
  const offers = usePlanOffers(orgId);
  const [period, setPeriod] = useState<BillingPeriod>('month');
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
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${offers.data.length}, minmax(0, 1fr))` } }}>
          {offers.data.map((offer) => (
            <PlanCard key={offer.code} offer={offer} period={period} />
          ))}
        </Box>
      </Box>
    );
  return <AreaPageFrame {...props}>{body}</AreaPageFrame>;
}
