import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountMessages, formatAccount, ipsAccountSchema } from '@/schema/payments/ips-qr';
import { ipsPaymentCodes, ipsQrFor, ipsSettingsMessages, ipsSettingsSchema, purposeDatePlaceholder, type IpsSetup } from '@/schema/payments/ips-settings';
import { ipsKey, removeIpsSetup, saveIpsSetup } from '@/components/ips/ips-api';
import { IpsQrPanel } from '@/components/ips/ips-qr-panel';
import { useFormats } from '@/components/session/use-formats';
import { toHttpError } from '@/providers/data-provider';
import { FormActions } from './form-actions';

type Field = 'account' | 'payeeName' | 'payeeAddress' | 'paymentCode' | 'purpose';
const sampleAmount = '1000.00';
const sampleDay = '2026-01-15';

/** The schema's English sentences, by their words in the integrations namespace (a server sentence not listed is shown as it came). */
const known: Readonly<Record<string, string>> = {
  Required: 'problems.required',
  [accountMessages.shape]: 'ips.problems.accountShape',
  [accountMessages.control]: 'ips.problems.accountControl',
  [ipsSettingsMessages.pipe]: 'ips.problems.pipe',
  [ipsSettingsMessages.payeeTooLong]: 'ips.problems.payeeTooLong',
  [ipsSettingsMessages.paymentCode]: 'ips.problems.paymentCode',
  [ipsSettingsMessages.purposeTooLong]: 'ips.problems.purposeTooLong',
};
const problemText = (t: TFunction, message: string, fromServer: boolean) => (known[message] ? t(known[message]) : fromServer ? message : t('problems.invalid'));

/** Problems by field, as the settings schema names them: the same sentences the server answers with. */
function problemsOf(t: TFunction, fields: Record<Field, string>): Partial<Record<Field, string>> {
  const checked = ipsSettingsSchema.safeParse(fields);
  const problems: Partial<Record<Field, string>> = {};
  if (!checked.success) for (const issue of checked.error.issues) problems[issue.path[0] as Field] ??= problemText(t, issue.message, false);
  return problems;
}

/**
 * The branch's IPS settings: the account checked as it is typed (shape and control number, by the schema the server
 * uses), the payee, the payment code and purpose, and a code for a sample amount once they are right.
 */
export function IpsForm({ branchId, setup, viewOnly }: { branchId: number; setup: IpsSetup; viewOnly: boolean }) {
  const { t } = useTranslation('integrations');
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const formats = useFormats();
  const stored = setup.settings;
  const [fields, setFields] = useState<Record<Field, string>>(() => ({
    account: stored ? formatAccount(stored.account) : '',
    payeeName: stored?.payeeName ?? '',
    payeeAddress: stored?.payeeAddress ?? '',
    paymentCode: stored?.paymentCode ?? ipsPaymentCodes[0],
    purpose: stored?.purpose ?? '',
  }));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverProblems, setServerProblems] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const problems = problemsOf(t, fields);
  const checked = ipsSettingsSchema.safeParse(fields);
  const disabled = viewOnly || busy;
  const shown = (name: Field) => serverProblems[name] ?? (touched[name] || submitted ? problems[name] : undefined);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFormError(null);
    try {
      await work();
      open?.({ type: 'success', message: done });
      await queryClient.invalidateQueries({ queryKey: ipsKey(branchId) });
    } catch (error) {
      const http = toHttpError(error);
      const placed: Partial<Record<Field, string>> = {};
      for (const [path, messages] of Object.entries(http.errors ?? {})) {
        const message = Array.isArray(messages) ? messages[0] : typeof messages === 'string' ? messages : undefined;
        if (message) placed[path.replace(/^settings\./, '') as Field] = problemText(t, message, true);
      }
      setServerProblems(placed);
      if (http.statusCode === 409) await queryClient.invalidateQueries({ queryKey: ipsKey(branchId) });
      if (Object.keys(placed).length === 0) setFormError(http.statusCode === 409 ? t('form.stale') : http.message);
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    setSubmitted(true);
    if (!checked.success) return;
    void run(() => saveIpsSetup(branchId, { settings: fields, version: setup.version }), t('form.saved'));
  };

  const edit = (name: Field, value: string) => {
    setFields((before) => ({ ...before, [name]: value }));
    setServerProblems((before) => ({ ...before, [name]: undefined }));
  };
  const field = (name: Field, help: string) => (
    <TextField
      label={t(`ips.fields.${name}`)}
      value={fields[name]}
      onChange={(event) => edit(name, event.target.value)}
      onBlur={() => setTouched((before) => ({ ...before, [name]: true }))}
      error={!!shown(name)}
      helperText={shown(name) ?? help}
      disabled={disabled}
      required={name === 'payeeName'}
      fullWidth
    />
  );
  // The account is checked as it is typed once it has all its digits, before that on leaving the field; a right one
  // is shown back as the 18 digits the code carries.
  const accountLive = fields.account.replace(/\D/g, '').length >= 18 || touched.account || submitted;
  const accountProblem = serverProblems.account ?? (accountLive ? problems.account : undefined);
  const account = ipsAccountSchema.safeParse(fields.account);
  const accountHelp = account.success ? t('ips.accountAs', { account: formatAccount(account.data) }) : t('ips.help.account');

  return (
    <Paper variant="outlined" component="form" noValidate aria-label={t('ips.formLabel')} onSubmit={(event) => { event.preventDefault(); save(); }} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField
        label={t('ips.fields.account')}
        value={fields.account}
        onChange={(event) => edit('account', event.target.value)}
        onBlur={() => setTouched((before) => ({ ...before, account: true }))}
        error={!!accountProblem}
        helperText={accountProblem ?? accountHelp}
        disabled={disabled}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      {field('payeeName', t('ips.help.payeeName'))}
      {field('payeeAddress', t('ips.help.payeeAddress'))}
      <TextField select label={t('ips.fields.paymentCode')} value={fields.paymentCode} onChange={(event) => edit('paymentCode', event.target.value)} error={!!shown('paymentCode')} helperText={shown('paymentCode') ?? t('ips.help.paymentCode')} disabled={disabled} fullWidth>
        {ipsPaymentCodes.map((code) => (
          <MenuItem key={code} value={code}>
            {code} · {t(`ips.codes.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      {field('purpose', t('ips.help.purpose', { placeholder: purposeDatePlaceholder }))}
      <Box component="section" aria-labelledby="ips-preview" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="ips-preview" variant="subtitle2" component="h3">
          {t('ips.preview', { amount: formats.money(sampleAmount, 'RSD') })}
        </Typography>
        {checked.success ? (
          <IpsQrPanel settings={checked.data} text={ipsQrFor(checked.data, sampleAmount, sampleDay)} amount={sampleAmount} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('ips.previewEmpty')}
          </Typography>
        )}
      </Box>
      {viewOnly ? <Alert severity="info">{t('ips.viewOnly')}</Alert> : <FormActions busy={busy} onRemove={stored ? () => void run(() => removeIpsSetup(branchId), t('ips.removed')) : null} />}
    </Paper>
  );
}
