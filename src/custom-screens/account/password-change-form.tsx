import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordChangeSchema } from '@/schema/auth';
import { changePassword } from '@/lib/api';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { applyServerErrors } from '@/components/forms/server-errors';

/** The sign-in service's password change body, plus typing the new password twice. */
const formSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'Passwords differ',
  });
type Values = z.infer<typeof formSchema>;

const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordChangeForm() {
  const { t } = useTranslation('shell');
  const { open } = useNotification();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: empty });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await changePassword({ currentPassword, newPassword });
      reset(empty);
      open?.({ type: 'success', message: t('account.security.passwordChanged') });
    } catch (error) {
      const { message, placed, statusCode } = applyServerErrors(error, setError, [
        'currentPassword',
        'newPassword',
      ]);
      if (placed) return;
      if (statusCode === 401 || statusCode === 403)
        setError('currentPassword', { type: 'server', message: t('account.security.wrongPassword') });
      else setFormError(translateSchemaMessage(t, message) ?? t('common.genericError'));
    }
  });
  const message = (text: string | undefined) =>
    text === 'Passwords differ' ? t('account.security.passwordsDiffer') : translateSchemaMessage(t, text);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="password-heading"
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography id="password-heading" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {t('account.security.passwordTitle')}
      </Typography>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <TextField
        type="password"
        label={t('account.security.currentPassword')}
        {...register('currentPassword')}
        error={!!errors.currentPassword}
        helperText={message(errors.currentPassword?.message)}
        autoComplete="current-password"
        required
      />
      <TextField
        type="password"
        label={t('account.security.newPassword')}
        {...register('newPassword')}
        error={!!errors.newPassword}
        helperText={message(errors.newPassword?.message) ?? t('validation.min8')}
        autoComplete="new-password"
        required
      />
      <TextField
        type="password"
        label={t('account.security.confirmPassword')}
        {...register('confirmPassword')}
        error={!!errors.confirmPassword}
        helperText={message(errors.confirmPassword?.message)}
        autoComplete="new-password"
        required
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('account.security.changePassword')}
        </Button>
      </Box>
    </Box>
  );
}
