import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { useWebhookDelivery, type useWebhookActions } from './webhooks-api';

const code = { m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 12, overflow: 'auto', maxHeight: 240, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

type Props = { orgId: number; deliveryId: number | null; onClose: () => void; redeliver: ReturnType<typeof useWebhookActions>['redeliver'] | null };

/** One delivery: what was sent, each attempt's answer (status, first characters, how long, or why none), and Redeliver. */
export function WebhookDeliveryDialog({ orgId, deliveryId, onClose, redeliver }: Props) {
  const { t } = useTranslation('webhooks');
  const formats = useFormats();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const detail = useWebhookDelivery(orgId, deliveryId);
  const delivery = detail.data;
  return (
    <Dialog open={deliveryId !== null} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="webhook-delivery-title">
      <DialogTitle id="webhook-delivery-title">{delivery ? t(`events.${delivery.eventType}`, { defaultValue: delivery.eventType }) : t('log.detail')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {detail.isPending ? <LoadingState label={t('loading')} /> : null}
        {detail.isError ? <Alert severity="error">{toHttpError(detail.error).message}</Alert> : null}
        {redeliver?.isError ? <Alert severity="error">{toHttpError(redeliver.error).message}</Alert> : null}
        {delivery ? (
          <>
            <Typography variant="body2">{t('log.summary', { id: delivery.messageId, status: t(`status.${delivery.status}`), attempts: delivery.attempts })}</Typography>
            <Box component="section" aria-label={t('log.request')}>
              <Typography variant="subtitle2" component="h3">
                {t('log.request')}
              </Typography>
              <Box component="pre" sx={code}>
                {JSON.stringify(delivery.payload, null, 2)}
              </Box>
            </Box>
            <Box component="section" aria-label={t('log.attempts')} sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="subtitle2" component="h3">
                {t('log.attempts')}
              </Typography>
              {delivery.attemptLog.length === 0 ? <Typography variant="body2">{t('log.noAttempts')}</Typography> : null}
              {delivery.attemptLog.map((attempt) => (
                <Box key={attempt.at} sx={{ display: 'grid', gap: 0.5 }}>
                  <Typography variant="body2">
                    {t('log.attempt', { at: formats.dateTime(attempt.at), status: attempt.statusCode ?? t('log.noAnswer'), duration: attempt.durationMs })}
                    {attempt.manual ? ` · ${t('log.manual')}` : ''}
                  </Typography>
                  {attempt.error || attempt.responseBody ? (
                    <Box component="pre" sx={code}>
                      {attempt.error ?? attempt.responseBody}
                    </Box>
                  ) : null}
                </Box>
              ))}
            </Box>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {redeliver && delivery ? (
          <Button variant="contained" disabled={redeliver.isPending || delivery.status === 'pending'} onClick={() => redeliver.mutate(delivery.id, { onSuccess: () => void detail.refetch() })}>
            {t('log.redeliver')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
