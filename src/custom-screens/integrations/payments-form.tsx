import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monriEnvironments, paymentProviderSettingsSchema, type PaymentProviderSetup } from '@/schema/payments/online-payments';
import { paymentSetupKey, removePaymentSetup, savePaymentSetup } from '@/components/online-payments/online-payments-api';
import { toHttpError } from '@/providers/data-provider';
import { CallbackUrls } from './callback-urls';
import { FormActions } from './form-actions';
import { SecretField } from './secret-field';

type Environment = (typeof monriEnvironments)[number];

/**
 * The branch's Monri account: test or live, the authenticity token, and the merchant key (write-only: the server
 * keeps it sealed and says only that it is set). Once saved, the callback address to give Monri.
 */
export function PaymentsForm({ branchId, setup, viewOnly }: { branchId: number; setup: PaymentProviderSetup; viewOnly: boolean }) {
  const { t } = useTranslation('integrations');
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const [environment, setEnvironment] = useState<Environment>(setup.settings?.environment ?? 'test');
  const [authenticityToken, setAuthenticityToken] = useState(setup.settings?.authenticityToken ?? '');
  const [merchantKey, setMerchantKey] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tokenOk = paymentProviderSettingsSchema.shape.authenticityToken.safeParse(authenticityToken).success;
  const keyMissing = !setup.secretsSet.merchantKey && merchantKey.trim() === '';
  const disabled = viewOnly || busy;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFormError(null);
    try {
      await work();
      open?.({ type: 'success', message: done });
      await queryClient.invalidateQueries({ queryKey: paymentSetupKey(branchId) });
    } catch (error) {
      const http = toHttpError(error);
      if (http.statusCode === 409) await queryClient.invalidateQueries({ queryKey: paymentSetupKey(branchId) });
      setFormError(http.statusCode === 409 ? t('form.stale') : http.message);
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    setSubmitted(true);
    if (!tokenOk || keyMissing) return;
    void run(() => savePaymentSetup(branchId, { settings: { environment, authenticityToken }, secrets: { merchantKey }, version: setup.version }), t('form.saved'));
  };

  return (
    <Paper variant="outlined" component="form" noValidate aria-label={t('payments.formLabel')} onSubmit={(event) => { event.preventDefault(); save(); }} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField select label={t('payments.fields.environment')} value={environment} onChange={(event) => setEnvironment(event.target.value as Environment)} helperText={t('payments.help.environment')} disabled={disabled} fullWidth>
        {monriEnvironments.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`payments.environments.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('payments.fields.authenticityToken')}
        value={authenticityToken}
        onChange={(event) => setAuthenticityToken(event.target.value.trim())}
        error={submitted && !tokenOk}
        helperText={submitted && !tokenOk ? t('payments.problems.authenticityToken') : t('payments.help.authenticityToken')}
        disabled={disabled}
        required
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <SecretField
        label={t('payments.fields.merchantKey')}
        value={merchantKey}
        isSet={setup.secretsSet.merchantKey}
        onChange={setMerchantKey}
        error={submitted && keyMissing ? t('problems.required') : undefined}
        help={t('payments.help.merchantKey')}
        disabled={disabled}
        required
      />
      {setup.callbackUrl ? <CallbackUrls title={t('payments.callbackTitle')} help={t('payments.callbackHelp')} urls={[{ label: t('payments.callbackLabel'), url: setup.callbackUrl }]} /> : null}
      {viewOnly ? <Alert severity="info">{t('payments.viewOnly')}</Alert> : <FormActions busy={busy} onRemove={setup.settings ? () => void run(() => removePaymentSetup(branchId), t('payments.removed')) : null} />}
    </Paper>
  );
}
