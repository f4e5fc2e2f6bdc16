import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Integration } from '@/schema/messages/integration';
import { textOf } from './field-values';
import { effectiveOf, integrationAt } from './integration-model';
import { integrationsPage, type LoadedIntegrations } from './integrations-state';
import { InUseLine } from './in-use-line';
import { SecretField } from './secret-field';
import { SetupSteps, usePageSteps } from './setup-steps';
import { TelegramWebhook } from './telegram-webhook';
import { TestMessagePanel } from './test-message-panel';
import { FormActions } from './form-actions';
import { useIntegrationSave } from './use-integration-save';

/**
 * Integrations → Telegram bot: the chain's one bot (its token, write-only; its @username, asked of Telegram), where
 * Telegram delivers its updates, how clients and team members link their chats, and a test message to a linked chat.
 */
export const TelegramBotPage = integrationsPage(TelegramSettings);

function TelegramSettings({ orgId, branch, items, viewOnly }: LoadedIntegrations & { viewOnly: boolean }) {
  const { t } = useTranslation('integrations');
  const steps = usePageSteps('telegram');
  const current = integrationAt(items, 'telegram', null);
  const username = textOf(current?.settings ?? {}, 'botUsername');
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <InUseLine effective={effectiveOf(items, ['telegram'], branch.id)} branchName={branch.name} />
      {current ? null : <SetupSteps title={t('setup.telegram.title')} text={t('setup.telegram.text')} steps={steps} />}
      <BotForm key={current?.version ?? 0} orgId={orgId} current={current} username={username} viewOnly={viewOnly} />
      {current ? <TelegramWebhook orgId={orgId} viewOnly={viewOnly} /> : null}
      <Paper variant="outlined" component="section" aria-label={t('telegram.linkingTitle')} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('telegram.linkingTitle')}
        </Typography>
        <Typography variant="body2">{t('telegram.linkingText')}</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1, px: 1.5, py: 1, overflowWrap: 'anywhere' }}>
          {`https://t.me/${username || t('telegram.yourBot')}?start=${t('telegram.oneTimeCode')}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('telegram.linkingWho')}
        </Typography>
      </Paper>
      <TestMessagePanel orgId={orgId} branchId={branch.id} provider="telegram" toLabel={t('test.chat')} toHelp={t('test.chatHelp')} inputMode="numeric" disabled={viewOnly} />
    </Box>
  );
}

function BotForm({ orgId, current, username, viewOnly }: { orgId: number; current: Integration | null; username: string; viewOnly: boolean }) {
  const { t } = useTranslation('integrations');
  const saving = useIntegrationSave(orgId);
  const [token, setToken] = useState('');
  const save = () => void saving.save({ provider: 'telegram', branchId: null, current, settings: {}, secrets: token ? { token } : {} });
  return (
    <Paper variant="outlined" component="form" noValidate aria-label={t('telegram.formLabel')} onSubmit={(event) => { event.preventDefault(); save(); }} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      {saving.formError ? <Alert severity="error">{saving.formError}</Alert> : null}
      <Typography variant="body2">
        {username ? (
          <>
            {t('telegram.bot')}{' '}
            <Link href={`https://t.me/${username}`} target="_blank" rel="noopener">
              @{username}
            </Link>
          </>
        ) : current ? (
          t('telegram.usernameUnknown')
        ) : (
          t('telegram.chainBot')
        )}
      </Typography>
      <SecretField
        label={t('telegram.token')}
        value={token}
        isSet={!!current?.secretsSet['token']}
        onChange={(value) => {
          setToken(value);
          saving.edited('secrets.token');
        }}
        error={saving.problems['secrets.token']}
        help={t('telegram.tokenHelp')}
        disabled={viewOnly || saving.busy}
        required
      />
      {viewOnly ? null : <FormActions busy={saving.busy} onRemove={current ? () => void saving.remove('telegram', null) : null} />}
    </Paper>
  );
}
