import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaPageProps } from '@/resources/area-page-props';
import { useWorkspace } from '@/components/session/use-workspace';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookEndpointRow } from './webhook-endpoint-row';
import { WebhookLog } from './webhook-log';
import { useWebhookActions, useWebhookEndpoints } from './webhooks-api';
import { IntegrationPage } from './integration-page';

/**
 * Integrations → Webhooks (docs/webhooks.md): the chain's endpoints with their state, a form to add one (its signing
 * secret shown once, here, after saving), and the delivery log with each attempt's answer and Redeliver. Administrators
 * see the endpoints and the log; owners change them.
 */
export function WebhooksPage(props: AreaPageProps) {
  const { t } = useTranslation('webhooks');
  const orgId = useWorkspace()?.organization.id ?? 0;
  const endpoints = useWebhookEndpoints(orgId);
  const actions = useWebhookActions(orgId);
  const [secret, setSecret] = useState<string | null>(null);
  const list = () => {
    if (endpoints.isPending) return <LoadingState label={t('loading')} />;
    if (endpoints.isError)
      return <LoadFailedPanel title={t('loadFailed')} error={endpoints.error} retryLabel={t('retry')} onRetry={endpoints.refetch} />;
    if (endpoints.data.length === 0) return <Alert severity="info">{t('empty')}</Alert>;
    return endpoints.data.map((endpoint) => <WebhookEndpointRow key={endpoint.id} endpoint={endpoint} actions={actions} viewOnly={props.viewOnly} onSecret={setSecret} />);
  };
  return (
    <IntegrationPage frame={props} title={t('title')} intro={t('intro')} maxWidth={1040}>
      {secret ? (
        <Alert severity="warning" role="region" aria-label={t('secret.title')} onClose={() => setSecret(null)}>
          <AlertTitle>{t('secret.title')}</AlertTitle>
          {t('secret.text')}
          <Box component="code" data-testid="webhook-secret" sx={{ display: 'block', mt: 1, fontSize: 13, overflowWrap: 'anywhere' }}>
            {secret}
          </Box>
        </Alert>
      ) : null}
      {list()}
      {props.viewOnly ? null : (
        <Paper variant="outlined" component="section" aria-labelledby="webhook-add-title" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography id="webhook-add-title" variant="h6" component="h2">
            {t('form.title')}
          </Typography>
          <WebhookEndpointForm saving={actions.create.isPending} onSave={async (write) => setSecret((await actions.create.mutateAsync(write)).secret)} />
        </Paper>
      )}
      {orgId > 0 ? <WebhookLog orgId={orgId} redeliver={props.viewOnly ? null : actions.redeliver} /> : null}
    </IntegrationPage>
  );
}
