import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { connectTelegramWebhook, getTelegramWebhook, integrationKeys } from './integrations-api';

/**
 * Where Telegram delivers the bot's updates (a person linking their chat, a reply), as Telegram itself reports it,
 * with "Connect again" for when it points elsewhere or Telegram had trouble reaching us.
 */
export function TelegramWebhook({ orgId, viewOnly }: { orgId: number; viewOnly: boolean }) {
  const { t } = useTranslation('integrations');
  const formats = useFormats();
  const queryClient = useQueryClient();
  const key = integrationKeys.telegramWebhook(orgId);
  const state = useQuery({ queryKey: key, queryFn: () => getTelegramWebhook(orgId) });
  const connect = useMutation({ mutationFn: () => connectTelegramWebhook(orgId), onSuccess: (answer) => queryClient.setQueryData(key, answer) });
  const data = state.data;
  return (
    <Paper variant="outlined" component="section" aria-label={t('telegram.webhookTitle')} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h2">
        {t('telegram.webhookTitle')}
      </Typography>
      {state.isPending ? <LoadingState label={t('loading')} /> : null}
      {state.isError ? <Alert severity="error">{toHttpError(state.error).message}</Alert> : null}
      {data ? (
        <>
          {data.problem ? (
            <Alert severity="error">{t('telegram.webhookUnknown', { problem: data.problem })}</Alert>
          ) : data.connected ? (
            <Alert severity="success">{t('telegram.webhookConnected', { pending: data.pendingUpdateCount ?? 0 })}</Alert>
          ) : (
            <Alert severity="warning">{data.url ? t('telegram.webhookElsewhere', { url: data.url }) : t('telegram.webhookNone')}</Alert>
          )}
          {data.httpsMissing ? <Alert severity="warning">{t('telegram.httpsMissing')}</Alert> : null}
          {data.lastError ? (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {t('telegram.webhookError', { at: data.lastErrorAt ? formats.dateTime(data.lastErrorAt) : '', error: data.lastError })}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('telegram.webhookAddress', { url: data.expectedUrl })}
          </Typography>
        </>
      ) : null}
      {viewOnly ? null : (
        <Box>
          <Button variant="outlined" onClick={() => connect.mutate()} disabled={connect.isPending || state.isPending}>
            {connect.isPending ? t('telegram.connecting') : t('telegram.connect')}
          </Button>
        </Box>
      )}
      {connect.isError ? <Alert severity="error">{toHttpError(connect.error).message}</Alert> : null}
    </Paper>
  );
}
