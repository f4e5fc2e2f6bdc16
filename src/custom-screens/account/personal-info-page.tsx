import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { User } from '@/schema/user';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { applyServerErrors } from '@/components/forms/server-errors';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { useUpdateCurrentUser } from '@/components/session/use-current-user';
import {
  dialCodes,
  personalInfoFormSchema,
  personalInfoOf,
  personalInfoPatch,
  type PersonalInfoValues,
} from './personal-info-schema';
import { WithCurrentUser } from './with-current-user';

const fields = ['firstName', 'lastName', 'middleName', 'dialCode', 'phone'] as const;

/** /account/settings/personal-info: names and phone, saved with PATCH /me. */
export function PersonalInfoPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('account.nav.personalInfo'));
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader title={t('account.nav.personalInfo')} />
      <WithCurrentUser>{(user) => <PersonalInfoForm user={user} />}</WithCurrentUser>
    </Box>
  );
}

function PersonalInfoForm({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const update = useUpdateCurrentUser();
  const { open } = useNotification();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PersonalInfoValues>({
    resolver: zodResolver(personalInfoFormSchema),
    defaultValues: personalInfoOf(user),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(personalInfoPatch(values));
      reset(personalInfoOf(saved));
      open?.({ type: 'success', message: t('account.saved') });
    } catch (error) {
      const { message, placed } = applyServerErrors(error, setError, fields);
      if (!placed) setFormError(translateSchemaMessage(t, message) ?? t('common.genericError'));
    }
  });
  const message = (text: string | undefined) => translateSchemaMessage(t, text);
  const knownCodes: readonly string[] =
    dialCodes.includes(user.dialCode as (typeof dialCodes)[number]) || !user.dialCode
      ? dialCodes
      : [user.dialCode, ...dialCodes];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('account.nav.personalInfo')}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('account.fields.firstName')}
            {...register('firstName')}
            error={!!errors.firstName}
            helperText={message(errors.firstName?.message)}
            required
            autoComplete="given-name"
          />
          <TextField
            label={t('account.fields.lastName')}
            {...register('lastName')}
            error={!!errors.lastName}
            helperText={message(errors.lastName?.message)}
            required
            autoComplete="family-name"
          />
        </Box>
        <TextField
          label={t('account.fields.middleName')}
          {...register('middleName')}
          error={!!errors.middleName}
          helperText={message(errors.middleName?.message)}
          autoComplete="additional-name"
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '120px 1fr', sm: '160px 1fr' } }}>
          <Controller
            control={control}
            name="dialCode"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('account.fields.dialCode')}
                {...field}
                error={!!fieldState.error}
                helperText={message(fieldState.error?.message)}
              >
                <MenuItem value="">
                  <em>{t('account.none')}</em>
                </MenuItem>
                {knownCodes.map((code) => (
                  <MenuItem key={code} value={code}>
                    {code}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('account.fields.phone')}
            {...register('phone')}
            error={!!errors.phone}
            helperText={message(errors.phone?.message) ?? t('account.phoneHelp')}
            inputMode="numeric"
            autoComplete="tel-national"
          />
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
          <Button
            type="button"
            disabled={!isDirty || isSubmitting}
            onClick={() => reset(personalInfoOf(user))}
          >
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? t('common.saving') : t('common.save')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
