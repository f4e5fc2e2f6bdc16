import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { totpConfirmSchema, totpDisableSchema } from '@/schema/auth';
import { confirmTwoFactor, disableTwoFactor, setupTwoFactor, type TotpEnrolment } from '@/lib/api';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { sessionQueryKeys } from '@/components/session/session-query-keys';
import { toHttpError } from '@/providers/data-provider';

type Step = { kind: 'idle' } | { kind: 'enrolling'; enrolment: TotpEnrolment } | { kind: 'disabling' };

/** Two-factor sign-in: turn on with a QR code and a first code, turn off with the password. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, onFailure: (status: number, message: string) => string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const http = toHttpError(failure);
      setError(onFailure(http.statusCode, http.message));
    } finally {
      setBusy(false);
    }
  };

  const done = async (messageKey: string) => {
    setStep({ kind: 'idle' });
    setValue('');
    await queryClient.invalidateQueries({ queryKey: sessionQueryKeys.me });
    open?.({ type: 'success', message: t(messageKey) });
  };

  const start = () =>
    run(
      async () => setStep({ kind: 'enrolling', enrolment: await setupTwoFactor() }),
      () => t('common.genericError'),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === 'enrolling') {
      const parsed = totpConfirmSchema.safeParse({ code: value.trim() });
      if (!parsed.success)
        return setError(translateSchemaMessage(t, parsed.error.issues[0]?.message) ?? null);
      void run(
        async () => {
          await confirmTwoFactor(parsed.data.code);
          await done('account.security.twoFactorEnabled');
        },
        (status) =>
          status === 400 || status === 401 || status === 403
            ? t('account.security.wrongCode')
            : t('common.genericError'),
      );
    } else if (step.kind === 'disabling') {
      const parsed = totpDisableSchema.safeParse({ password: value });
      if (!parsed.success)
        return setError(translateSchemaMessage(t, parsed.error.issues[0]?.message) ?? null);
      void run(
        async () => {
          await disableTwoFactor(parsed.data.password);
          await done('account.security.twoFactorDisabled');
        },
        (status) =>
          status === 400 || status === 401 || status === 403
            ? t('account.security.wrongPassword')
            : t('common.genericError'),
      );
    }
  };

  const cancel = () => {
    setStep({ kind: 'idle' });
    setValue('');
    setError(null);
  };

  return (
    <Box component="section" aria-labelledby="two-factor-heading" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="two-factor-heading" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {t('account.security.twoFactorTitle')}
        </Typography>
        <Chip
          size="small"
          color={enabled ? 'success' : 'default'}
          variant="outlined"
          label={enabled ? t('account.security.twoFactorOn') : t('account.security.twoFactorOff')}
        />
      </Box>
      <Typography color="text.secondary">{t('account.security.twoFactorText')}</Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}

      {step.kind === 'idle' ? (
        <Box>
          {enabled ? (
            <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'disabling' })}>
              {t('account.security.turnOff')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void start()} disabled={busy}>
              {t('account.security.turnOn')}
            </Button>
          )}
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          {step.kind === 'enrolling' ? (
            <>
              <Typography>{t('account.security.scan')}</Typography>
              <Box
                component="img"
                src={step.enrolment.qrDataUrl}
                alt={t('account.security.qrAlt')}
                sx={{
                  width: 200,
                  height: 200,
                  bgcolor: '#fff',
                  p: 1,
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Typography variant="body2" color="text.secondary">
                {t('account.security.secret')}{' '}
                <Box
                  component="code"
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all', color: 'text.primary' }}
                >
                  {step.enrolment.secret}
                </Box>
              </Typography>
              <TextField
                label={t('account.security.code')}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { maxLength: 6, pattern: '[0-9]*' } }}
                sx={{ maxWidth: 240 }}
                required
              />
            </>
          ) : (
            <TextField
              type="password"
              label={t('account.security.currentPassword')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="current-password"
              sx={{ maxWidth: 360 }}
              required
            />
          )}
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              color={step.kind === 'disabling' ? 'error' : 'primary'}
              disabled={busy}
            >
              {step.kind === 'enrolling' ? t('account.security.confirm') : t('account.security.turnOff')}
            </Button>
            <Button type="button" onClick={cancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
