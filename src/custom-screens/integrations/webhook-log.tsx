import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDeliveryStatus } from '@/schema/webhooks/webhooks';
import { useFormats } from '@/components/session/use-formats';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { WebhookDeliveryDialog } from './webhook-delivery-dialog';
import { useWebhookLog, type useWebhookActions } from './webhooks-api';

const colours: Record<WebhookDeliveryStatus, ChipProps['color']> = { pending: 'info', delivered: 'success', failed: 'error' };

type Props = { orgId: number; redeliver: ReturnType<typeof useWebhookActions>['redeliver'] | null };

/** The delivery log, newest first: each event with its time, attempts and last answer; a row opens its detail. */
export function WebhookLog({ orgId, redeliver }: Props) {
  const { t } = useTranslation('webhooks');
  const formats = useFormats();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const log = useWebhookLog(orgId, page);
  const body = () => {
    if (log.isPending) return <LoadingState label={t('loading')} />;
    if (log.isError) return <ErrorState title={t('loadFailed')} message={toHttpError(log.error).message} retryLabel={t('retry')} onRetry={() => void log.refetch()} />;
    if (log.data.items.length === 0)
      return (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {t('log.empty')}
        </Typography>
      );
    return (
      <List disablePadding aria-label={t('log.title')}>
        {log.data.items.map((delivery) => (
          <ListItemButton key={delivery.id} divider onClick={() => setOpen(delivery.id)} sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              sx={{ flex: '1 1 220px', m: 0 }}
              primary={t(`events.${delivery.eventType}`, { defaultValue: delivery.eventType })}
              secondary={t('log.row', { at: formats.dateTime(delivery.createdAt), attempts: delivery.attempts, status: delivery.lastStatus ?? '—' })}
            />
            <Chip size="small" color={colours[delivery.status]} label={t(`status.${delivery.status}`)} />
          </ListItemButton>
        ))}
      </List>
    );
  };
  const pages = log.data?.meta.totalPages ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="webhook-log-title">
      <Typography id="webhook-log-title" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('log.title')}
      </Typography>
      {body()}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
          <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} size="small" />
        </Box>
      ) : null}
      <WebhookDeliveryDialog orgId={orgId} deliveryId={open} onClose={() => setOpen(null)} redeliver={redeliver} />
    </Paper>
  );
}
