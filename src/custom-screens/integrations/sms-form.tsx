import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsProvider } from '@/schema/messages/provider-settings';
import { optionalText, textOf } from './field-values';
import { branchSenderOf, withBranchSender } from './integration-model';
import { SecretField } from './secret-field';
import { FormActions } from './form-actions';
import type { ScopedForm } from './scoped-integration';

const fieldNames = { infobip: ['baseUrl', 'sender'], twilio: ['accountSid', 'from', 'messagingServiceSid'] } as const;

/**
 * The SMS provider of a scope: Infobip or Twilio, its account's fields, its secret (write-only), and on the chain's
 * form the sender this branch uses on the chain's account. The page remounts it when the scope or what is stored
 * changes.
 */
export function SmsForm({ branch, scope, scopeId, current, saving, viewOnly }: ScopedForm) {
  const { t } = useTranslation('integrations');
  const stored = current?.settings ?? {};
  const [provider, setProvider] = useState<SmsProvider>(current?.provider === 'twilio' ? 'twilio' : 'infobip');
  const [fields, setFields] = useState<Record<string, string>>(() => Object.fromEntries([...fieldNames.infobip, ...fieldNames.twilio].map((name) => [name, textOf(stored, name)])));
  const [branchSender, setBranchSender] = useState(() => branchSenderOf(stored, branch.id));
  const [secret, setSecret] = useState('');
  const secretName = provider === 'infobip' ? 'apiKey' : 'authToken';
  const sameProvider = current?.provider === provider;
  const disabled = viewOnly || saving.busy;
  const problem = (path: string) => saving.problems[path];

  const edit = (name: string, value: string) => {
    setFields((before) => ({ ...before, [name]: value }));
    saving.edited(`settings.${name}`);
  };
  const field = (name: string, help?: string) => (
    <TextField
      label={t(`sms.${name}`)}
      value={fields[name] ?? ''}
      onChange={(event) => edit(name, event.target.value)}
      error={!!problem(`settings.${name}`)}
      helperText={problem(`settings.${name}`) ?? help}
      disabled={disabled}
      fullWidth
    />
  );
  const branchSenders = scope === 'chain' ? withBranchSender(sameProvider ? stored : {}, branch.id, branchSender) : undefined;
  const settings =
    provider === 'infobip'
      ? { provider, baseUrl: fields.baseUrl?.trim() ?? '', sender: fields.sender?.trim() ?? '', branchSenders }
      : { provider, accountSid: fields.accountSid?.trim() ?? '', from: optionalText(fields.from ?? ''), messagingServiceSid: optionalText(fields.messagingServiceSid ?? ''), branchSenders };
  const save = () =>
    void saving.save({ provider, branchId: scopeId, current: sameProvider ? current : null, settings, secrets: secret ? { [secretName]: secret } : {} });

  return (
    <Paper variant="outlined" component="form" noValidate aria-label={t('sms.formLabel')} onSubmit={(event) => { event.preventDefault(); save(); }} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      {saving.formError ? <Alert severity="error">{saving.formError}</Alert> : null}
      <Box>
        <Typography variant="body2" color="text.secondary" id="sms-provider">
          {t('sms.provider')}
        </Typography>
        <RadioGroup row aria-labelledby="sms-provider" value={provider} onChange={(event) => setProvider(event.target.value as SmsProvider)}>
          <FormControlLabel value="infobip" control={<Radio />} label={t('providers.infobip')} disabled={disabled} />
          <FormControlLabel value="twilio" control={<Radio />} label={t('providers.twilio')} disabled={disabled} />
        </RadioGroup>
        {current && !sameProvider ? <Alert severity="warning">{t('sms.replaces', { provider: t(`providers.${current.provider}`) })}</Alert> : null}
      </Box>
      {provider === 'infobip' ? (
        <>
          {field('baseUrl', t('sms.baseUrlHelp'))}
          {field('sender', t('sms.senderHelp'))}
        </>
      ) : (
        <>
          {field('accountSid')}
          {field('from', t('sms.fromHelp'))}
          {field('messagingServiceSid', t('sms.messagingServiceHelp'))}
        </>
      )}
      <SecretField
        label={t(`sms.${secretName}`)}
        value={secret}
        isSet={sameProvider && !!current?.secretsSet[secretName]}
        onChange={(value) => {
          setSecret(value);
          saving.edited(`secrets.${secretName}`);
        }}
        error={problem(`secrets.${secretName}`)}
        disabled={disabled}
        required
      />
      {scope === 'chain' ? (
        <TextField
          label={t('sms.branchSender', { name: branch.name })}
          value={branchSender}
          onChange={(event) => {
            setBranchSender(event.target.value);
            saving.edited(`settings.branchSenders.${branch.id}`);
          }}
          error={!!problem(`settings.branchSenders.${branch.id}`)}
          helperText={problem(`settings.branchSenders.${branch.id}`) ?? t('sms.branchSenderHelp')}
          disabled={disabled}
          fullWidth
        />
      ) : null}
      {viewOnly ? null : <FormActions busy={saving.busy} onRemove={current ? () => void saving.remove(current.provider, current.branchId) : null} />}
    </Paper>
  );
}
