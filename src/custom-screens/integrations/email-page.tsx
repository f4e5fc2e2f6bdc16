import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from './field-values';
import { integrationsPage } from './integrations-state';
import { ScopedIntegration, type ScopedForm } from './scoped-integration';
import { SecretField } from './secret-field';
import { FormActions } from './form-actions';

/** Integrations → E-mail: the SMTP server this branch's e-mail leaves through, and a test e-mail. */
export const EmailPage = integrationsPage(function EmailSettings(loaded) {
  const { t } = useTranslation('integrations');
  return (
    <ScopedIntegration
      {...loaded}
      providers={['smtp']}
      setup="email"
      form={(form) => <SmtpForm {...form} />}
      test={{ provider: () => 'smtp', toLabel: t('test.email'), toHelp: t('test.emailHelp'), inputMode: 'email' }}
    />
  );
});

const textFields = ['host', 'port', 'user', 'fromAddress', 'fromName'] as const;

function SmtpForm({ scopeId: branchId, current, saving, viewOnly }: ScopedForm) {
  const { t } = useTranslation('integrations');
  const stored = current?.settings ?? {};
  const [fields, setFields] = useState<Record<string, string>>(() => ({ ...Object.fromEntries(textFields.map((name) => [name, textOf(stored, name)])), port: textOf(stored, 'port') || '587' }));
  const [secure, setSecure] = useState(stored['secure'] === true);
  const [password, setPassword] = useState('');
  const disabled = viewOnly || saving.busy;
  const field = (name: (typeof textFields)[number], help?: string, inputMode?: 'numeric' | 'email') => (
    <TextField
      label={t(`email.${name}`)}
      value={fields[name]}
      onChange={(event) => {
        setFields((before) => ({ ...before, [name]: event.target.value }));
        saving.edited(`settings.${name}`);
      }}
      error={!!saving.problems[`settings.${name}`]}
      helperText={saving.problems[`settings.${name}`] ?? help}
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode } }}
      fullWidth
    />
  );
  const save = () =>
    void saving.save({
      provider: 'smtp',
      branchId,
      current,
      settings: {
        host: fields.host?.trim() ?? '',
        // A port typed as text: the schema names it if it is not a whole number.
        port: /^\d+$/.test(fields.port?.trim() ?? '') ? Number(fields.port) : fields.port,
        secure,
        user: optionalText(fields.user ?? ''),
        fromAddress: fields.fromAddress?.trim() ?? '',
        fromName: optionalText(fields.fromName ?? ''),
      },
      secrets: password ? { password } : {},
    });
  return (
    <Paper variant="outlined" component="form" noValidate aria-label={t('email.formLabel')} onSubmit={(event) => { event.preventDefault(); save(); }} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      {saving.formError ? <Alert severity="error">{saving.formError}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 1fr)' } }}>
        {field('host', t('email.hostHelp'))}
        {field('port', undefined, 'numeric')}
      </Box>
      <FormControlLabel control={<Switch checked={secure} onChange={(event) => setSecure(event.target.checked)} disabled={disabled} />} label={t('email.secure')} />
      {field('user', t('email.userHelp'))}
      <SecretField label={t('email.password')} value={password} isSet={!!current?.secretsSet['password']} onChange={setPassword} error={saving.problems['secrets.password']} help={t('email.passwordHelp')} disabled={disabled} />
      {field('fromAddress', t('email.fromAddressHelp'), 'email')}
      {field('fromName')}
      {viewOnly ? null : <FormActions busy={saving.busy} onRemove={current ? () => void saving.remove('smtp', branchId) : null} />}
    </Paper>
  );
}
