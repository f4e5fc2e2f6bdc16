import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@/schema/webhooks/webhooks';
import { useFormats } from '@/components/session/use-formats';
import { StatusChip } from './status-chip';
import type { useWebhookActions } from './webhooks-api';

type Props = { endpoint: WebhookEndpoint; actions: ReturnType<typeof useWebhookActions>; viewOnly: boolean; onSecret: (secret: string) => void };

/** One endpoint: its address and events, how it fares (working, failing since…, disabled since…) and what an owner may do. */
export function WebhookEndpointRow({ endpoint, actions, viewOnly, onSecret }: Props) {
  const { t } = useTranslation('webhooks');
  const formats = useFormats();
  const headingId = `webhook-${endpoint.id}`;
  const state =
    endpoint.state === 'disabled'
      ? t('state.disabled', { since: endpoint.disabledAt ? formats.dateTime(endpoint.disabledAt) : '' })
      : endpoint.state === 'failing'
        ? t('state.failing', { since: formats.dateTime(endpoint.failingSince ?? endpoint.createdAt) })
        : t('state.working');
  const busy = Object.values(actions).some((action) => action.isPending);
  const toggle = () => void actions.update.mutate({ endpoint, url: endpoint.url, description: endpoint.description, eventTypes: endpoint.eventTypes, enabled: !endpoint.enabled });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
          {endpoint.url}
        </Typography>
        <StatusChip status={endpoint.state === 'working' ? 'working' : 'failing'} label={state} />
      </Box>
      {endpoint.description ? (
        <Typography variant="body2" color="text.secondary">
          {endpoint.description}
        </Typography>
      ) : null}
      {endpoint.previousSecretUntil ? (
        <Typography variant="body2" color="text.secondary">
          {t('endpoint.previousSecret', { until: formats.dateTime(endpoint.previousSecretUntil) })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-label={t('endpoint.events')}>
        {endpoint.eventTypes.map((type) => (
          <Chip key={type} size="small" variant="outlined" label={t(`events.${type}`)} />
        ))}
      </Box>
      {viewOnly ? null : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" disabled={busy || !endpoint.enabled} onClick={() => actions.ping.mutate(endpoint)}>
            {t('endpoint.ping')}
          </Button>
          <Button size="small" disabled={busy} onClick={() => void actions.reveal.mutateAsync(endpoint).then(onSecret)}>
            {t('endpoint.reveal')}
          </Button>
          <Button size="small" disabled={busy} onClick={() => window.confirm(t('endpoint.rotateConfirm')) && void actions.rotate.mutateAsync(endpoint).then(onSecret)}>
            {t('endpoint.rotate')}
          </Button>
          <Button size="small" disabled={busy} onClick={toggle}>
            {t(endpoint.enabled ? 'endpoint.disable' : 'endpoint.enable')}
          </Button>
          <Button size="small" color="error" disabled={busy} onClick={() => window.confirm(t('endpoint.removeConfirm', { url: endpoint.url })) && actions.remove.mutate(endpoint)}>
            {t('endpoint.remove')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
