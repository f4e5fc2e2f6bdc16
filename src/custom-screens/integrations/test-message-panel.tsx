import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegrationTestResult } from '@/schema/messages/integration';
import type { MessageProvider } from '@/schema/messages/provider-settings';
import { toHttpError } from '@/providers/data-provider';
import { integrationKeys, sendTest } from './integrations-api';

export type TestMessagePanelProps = {
  orgId: number;
  branchId: number;
  provider: MessageProvider;
  /** What the recipient is on this channel: its field's label, help and keyboard. */
  toLabel: string;
  toHelp: string;
  inputMode?: 'tel' | 'email' | 'numeric';
  disabled: boolean;
};

/**
 * "Send a test message": a real message through what this branch's messages take now (the integration set up, else
 * the log), written to the message log, with what the provider answered.
 */
export function TestMessagePanel({ orgId, branchId, provider, toLabel, toHelp, inputMode, disabled }: TestMessagePanelProps) {
  const { t } = useTranslation('integrations');
  const [to, setTo] = useState('');
  const queryClient = useQueryClient();
  // A test keeps the integration's health (working, failing since…): the page reads it again after each one.
  const test = useMutation({
    mutationFn: () => sendTest(orgId, provider, branchId, to.trim()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all(orgId) }),
  });
  return (
    <Paper variant="outlined" component="section" aria-label={t('test.title')} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {t('test.title')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (to.trim()) test.mutate();
        }}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          label={toLabel}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          helperText={toHelp}
          disabled={disabled || test.isPending}
          slotProps={{ htmlInput: { inputMode } }}
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="outlined" disabled={disabled || test.isPending || to.trim() === ''} sx={{ mt: 1 }}>
          {test.isPending ? t('test.sending') : t('test.send')}
        </Button>
      </Box>
      {test.isSuccess ? <TestOutcome result={test.data} /> : null}
      {test.isError ? <Alert severity="error">{toHttpError(test.error).message}</Alert> : null}
    </Paper>
  );
}

function TestOutcome({ result }: { result: IntegrationTestResult }) {
  const { t } = useTranslation('integrations');
  if (!result.ok)
    return (
      <Alert severity="error" role="status">
        {t('test.failed', { via: t(`providers.${result.via}`, { defaultValue: result.via }), detail: result.detail })}
      </Alert>
    );
  if (result.via === 'log')
    return (
      <Alert severity="info" role="status">
        {t('test.viaLog')}
      </Alert>
    );
  return (
    <Alert severity="success" role="status">
      {t('test.sent', { via: t(`providers.${result.via}`, { defaultValue: result.via }), detail: result.detail })}
    </Alert>
  );
}
