import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fiscalSettingsSchema, type FiscalSetup } from '@/schema/payments/fiscal';
import { fileAsBase64, fiscalKey, removeFiscalSetup, saveFiscalSetup, testFiscalSetup } from '@/components/fiscal/fiscal-api';
import { toHttpError } from '@/providers/data-provider';
import { FormActions } from './form-actions';
import { SecretField } from './secret-field';

type Field = 'baseUrl' | 'taxLabel' | 'cashier' | 'certificate' | 'certificatePassword' | 'pac';
const sandbox = 'https://vsdc.sandbox.suf.purs.gov.rs';

/**
 * The branch's V-SDC: its address, the tax label every receipt line carries and the cashier printed, then the client
 * certificate (a .pfx / .p12 file, or PEM text pasted), its password and the PAC — written, never shown back — and a
 * test that asks the V-SDC for its status with them.
 */
export function FiscalForm({ branchId, setup, viewOnly }: { branchId: number; setup: FiscalSetup; viewOnly: boolean }) {
  const { t } = useTranslation('fiscal');
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const [fields, setFields] = useState<Record<Field, string>>(() => ({
    baseUrl: setup.settings?.baseUrl ?? sandbox,
    taxLabel: setup.settings?.taxLabel ?? 'Ђ',
    cashier: setup.settings?.cashier ?? '',
    certificate: '',
    certificatePassword: '',
    pac: '',
  }));
  const [fileName, setFileName] = useState<string | null>(null);
  const [enabled, setEnabled] = useState(setup.settings ? setup.enabled : true);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [testOutcome, setTestOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const disabled = viewOnly || busy;

  const edit = (name: Field, value: string) => {
    setFields((before) => ({ ...before, [name]: value }));
    setProblems((before) => ({ ...before, [name]: undefined }));
  };
  const run = async (work: () => Promise<unknown>, done: string | null) => {
    setBusy(true);
    setFormError(null);
    try {
      await work();
      if (done) open?.({ type: 'success', message: done });
      await queryClient.invalidateQueries({ queryKey: fiscalKey(branchId) });
    } catch (error) {
      const http = toHttpError(error);
      const placed: Partial<Record<Field, string>> = {};
      for (const [path, messages] of Object.entries(http.errors ?? {})) {
        const message = Array.isArray(messages) ? messages[0] : typeof messages === 'string' ? messages : undefined;
        if (message) placed[path.replace(/^(settings|secrets)\./, '') as Field] = message;
      }
      setProblems(placed);
      if (Object.keys(placed).length === 0) setFormError(http.statusCode === 409 ? t('stale') : http.message);
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const checked = fiscalSettingsSchema.safeParse(fields);
    if (!checked.success) {
      setProblems(Object.fromEntries(checked.error.issues.map((issue) => [issue.path[0], t('problems.invalid')])));
      return;
    }
    const secrets = { ...(fields.certificate ? { certificate: fields.certificate } : {}), ...(fields.certificatePassword ? { certificatePassword: fields.certificatePassword } : {}), ...(fields.pac ? { pac: fields.pac } : {}) };
    void run(() => saveFiscalSetup(branchId, { settings: checked.data, secrets, enabled, version: setup.version }), t('saved'));
  };
  const test = () =>
    void run(async () => {
      const outcome = await testFiscalSetup(branchId);
      setTestOutcome(outcome.ok ? { ok: true, text: t('testOk', { uid: outcome.uid ?? '' }) } : { ok: false, text: t('testFailed', { error: outcome.error ?? '' }) });
    }, null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    edit('certificate', await fileAsBase64(file));
  };
  const text = (name: 'baseUrl' | 'taxLabel' | 'cashier') => (
    <TextField label={t(`fields.${name}`)} value={fields[name]} onChange={(event) => edit(name, event.target.value)} error={!!problems[name]} helperText={problems[name] ?? t(`help.${name}`)} disabled={disabled} required={name !== 'cashier'} fullWidth />
  );

  return (
    <Paper variant="outlined" component="form" noValidate aria-label={t('formLabel')} onSubmit={(event) => { event.preventDefault(); save(); }} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      {text('baseUrl')}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('taxLabel')}
        {text('cashier')}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t('fields.certificate')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {setup.secrets.certificate ? t('certificateSet') : t('help.certificate')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" disabled={disabled}>
            {t('chooseFile')}
            <input hidden type="file" accept=".pfx,.p12,application/x-pkcs12" aria-label={t('chooseFile')} onChange={(event) => void pick(event.target.files?.[0])} />
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {fileName ?? ''}
          </Typography>
        </Box>
        <TextField label={t('fields.pem')} value={fileName ? '' : fields.certificate} onChange={(event) => { setFileName(null); edit('certificate', event.target.value); }} error={!!problems.certificate} helperText={problems.certificate ?? t('help.pem')} disabled={disabled || fileName !== null} multiline minRows={2} maxRows={6} fullWidth slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }} />
      </Box>
      <SecretField label={t('fields.certificatePassword')} value={fields.certificatePassword} isSet={setup.secrets.certificatePassword} onChange={(value) => edit('certificatePassword', value)} error={problems.certificatePassword} help={t('help.certificatePassword')} disabled={disabled} />
      <SecretField label={t('fields.pac')} value={fields.pac} isSet={setup.secrets.pac} onChange={(value) => edit('pac', value)} error={problems.pac} help={t('help.pac')} disabled={disabled} required />
      <FormControlLabel control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} disabled={disabled} />} label={t('enabled')} />
      {testOutcome ? <Alert severity={testOutcome.ok ? 'success' : 'error'} sx={{ overflowWrap: 'anywhere' }}>{testOutcome.text}</Alert> : null}
      {viewOnly ? (
        <Alert severity="info">{t('viewOnly')}</Alert>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Button onClick={test} disabled={busy || !setup.settings}>
            {t('test')}
          </Button>
          <Box sx={{ flex: 1 }}>
            <FormActions busy={busy} onRemove={setup.settings ? () => void run(() => removeFiscalSetup(branchId), t('removed')) : null} />
          </Box>
        </Box>
      )}
    </Paper>
  );
}
