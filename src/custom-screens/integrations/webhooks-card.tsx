import WebhookIcon from '@mui/icons-material/Webhook';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IntegrationCard } from './integration-card';
import { StatusChip } from './status-chip';
import { useWebhookEndpoints } from './webhooks-api';

/** Webhooks on the Integrations list: how many addresses the chain sends its events to, and whether any is failing. */
export function WebhooksCard({ orgId, to }: { orgId: number; to: string }) {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints(orgId);
  const items = endpoints.data ?? [];
  const troubled = items.filter((endpoint) => endpoint.state !== 'working').length;
  const note = endpoints.isError ? t('loadFailed') : items.length === 0 ? t('card.none') : troubled > 0 ? t('card.troubled', { count: troubled }) : t('card.count', { count: items.length });
  return (
    <IntegrationCard id="webhooks" icon={<WebhookIcon />} name={t('name')} kind={t('kind')} to={to} setUp={items.length > 0}>
      {endpoints.isPending ? (
        <Skeleton width="60%" />
      ) : (
        <>
          <Box>{items.length === 0 ? <StatusChip status="notSetUp" /> : <StatusChip status={troubled > 0 ? 'failing' : 'working'} />}</Box>
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        </>
      )}
    </IntegrationCard>
  );
}
