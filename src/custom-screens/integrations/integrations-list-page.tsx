import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { branchPath } from '@/schema/routes';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { channelProviders, providerPage } from './integration-model';
import { WithIntegrations } from './integrations-state';
import { FiscalCard } from './fiscal-card';
import { IpsCard } from './ips-card';
import { PaymentsCard } from './payments-card';
import { ProviderCard } from './provider-card';
import { WebhooksCard } from './webhooks-card';

/**
 * Integrations: the message channels' providers with their state for this branch — not set up (its messages go to
 * the message log), working, or failing with the provider's last answer — where each is kept (this branch's own or
 * the chain's default), and a way to its page; then the branch's payment integrations (fiscal receipts, IPS QR).
 */
export function IntegrationsListPage(props: AreaPageProps) {
  const { t } = useTranslation('integrations');
  return (
    <AreaPageFrame {...props}>
      <WithIntegrations>
        {({ orgId, branch, items }) => (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box>
              <Typography variant="h6" component="h2">
                {t('list.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('list.intro')}
              </Typography>
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
              {channelProviders.map((provider) => (
                <ProviderCard key={provider} provider={provider} items={items} branchId={branch.id} to={branchPath(orgId, branch.id, providerPage[provider])} />
              ))}
            </Box>
            <Typography variant="h6" component="h2">
              {t('list.paymentsTitle')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
              <FiscalCard branchId={branch.id} timeZone={branch.timeZone} to={branchPath(orgId, branch.id, 'integrations/fiscal')} />
              <IpsCard branchId={branch.id} to={branchPath(orgId, branch.id, 'integrations/ips')} />
              <PaymentsCard branchId={branch.id} to={branchPath(orgId, branch.id, 'integrations/payments')} />
            </Box>
            <Typography variant="h6" component="h2">
              {t('list.eventsTitle')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
              <WebhooksCard orgId={orgId} to={branchPath(orgId, branch.id, 'integrations/webhooks')} />
            </Box>
          </Box>
        )}
      </WithIntegrations>
    </AreaPageFrame>
  );
}
