import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { manychatMessageTags } from '@/schema/messages/provider-settings';
import { textOf } from './field-values';
import { integrationsPage } from './integrations-state';
import { ScopedIntegration, type ScopedForm } from './scoped-integration';
import { SecretField } from './secret-field';
import { FormActions } from './form-actions';

/**
 * Integrations → ManyChat: the account that carries messages to clients who wrote to the salon on Instagram (its API
 * key, write-only), the message tag for outside Instagram's 24 hours, what reaches a client and what does not yet,
 * and a test message to a ManyChat subscriber.
 */
export const ManychatPage = integrationsPage(function ManychatSettings(loaded) {
  const { t } = useTranslation('integrations');
  return (
    <ScopedIntegration
      {...loaded}
      providers={['manychat']}
      setup="manychat"
      notice={<Alert severity="info">{t('manychat.subscriberIds')}</Alert>}
      form={(form) => <ManychatForm {...form} />}
      test={{ provider: () => 'manychat', toLabel: t('test.subscriber'), toHelp: t('test.subscriberHelp'), inputMode: 'numeric' }}
    />
  );
});

function ManychatForm({ scopeId: branchId, current, saving, viewOnly }: ScopedForm) {
  const { t } = useTranslation('integrations');
  const stored = current?.settings ?? {};
  const [apiKey, setApiKey] = useState('');
  // `none` rather than '': a select with an empty value shows its label over nothing.
  const [messageTag, setMessageTag] = useState(textOf(stored, 'messageTag') || 'none');
  const disabled = viewOnly || saving.busy;
  const save = () =>
    void saving.save({ provider: 'manychat', branchId, current, settings: { ...stored, messageTag: messageTag === 'none' ? undefined : messageTag }, secrets: apiKey ? { apiKey } : {} });
  return (
    <Paper variant="outlined" component="form" noValidate aria-label={t('manychat.formLabel')} onSubmit={(event) => { event.preventDefault(); save(); }} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      {saving.formError ? <Alert severity="error">{saving.formError}</Alert> : null}
      <SecretField
        label={t('manychat.apiKey')}
        value={apiKey}
        isSet={!!current?.secretsSet['apiKey']}
        onChange={(value) => {
          setApiKey(value);
          saving.edited('secrets.apiKey');
        }}
        error={saving.problems['secrets.apiKey']}
        help={t('manychat.apiKeyHelp')}
        disabled={disabled}
        required
      />
      <TextField select label={t('manychat.messageTag')} value={messageTag} onChange={(event) => setMessageTag(event.target.value)} helperText={saving.problems['settings.messageTag'] ?? t('manychat.messageTagHelp')} error={!!saving.problems['settings.messageTag']} disabled={disabled} fullWidth>
        <MenuItem value="none">{t('manychat.noTag')}</MenuItem>
        {manychatMessageTags.map((tag) => (
          <MenuItem key={tag} value={tag}>
            {t(`manychat.tags.${tag}`)}
          </MenuItem>
        ))}
      </TextField>
      {viewOnly ? null : <FormActions busy={saving.busy} onRemove={current ? () => void saving.remove('manychat', branchId) : null} />}
    </Paper>
  );
}
