import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { chainReferralParam } from '@/schema/chain-referrals/chain-referrals';
import { organizationCreateSchema, type Organization } from '@/schema/organization';
import { createOrganization } from '@/lib/api';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { applyServerErrors } from '@/components/forms/server-errors';
import { browserTimeZone, currencyOptions, defaultCurrencyFor, timeZoneOptions } from '@/components/forms/region-choices';

type FormInput = z.input<typeof organizationCreateSchema>;
type FormOutput = z.output<typeof organizationCreateSchema>;

const fields = ['name', 'branch.name', 'branch.ISOCurrency', 'branch.timeZone'] as const;

/** Chain name, first branch name, currency and time zone, validated by the API's own schema. */
export function OnboardingForm({ onCreated }: { onCreated: (organization: Organization) => Promise<void> }) {
  const { t } = useTranslation('shell');
  const zones = useMemo(timeZoneOptions, []);
  const initialZone = browserTimeZone();
  const [formError, setFormError] = useState<string | null>(null);
  // A referral link (`/onboarding?ref=CODE`, docs/chain-referrals.md) is kept through sign-up and sent with the chain.
  const referralCode = useSearchParams()[0].get(chainReferralParam) ?? undefined;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(organizationCreateSchema),
    defaultValues: {
      name: '',
      branch: { name: '', ISOCurrency: defaultCurrencyFor(initialZone), timeZone: initialZone },
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const organization = await createOrganization({ ...values, referralCode });
      await onCreated(organization);
    } catch (error) {
      const { message, placed } = applyServerErrors(error, setError, fields);
      if (!placed) setFormError(translateSchemaMessage(t, message) ?? t('common.genericError'));
    }
  });

  const message = (text: string | undefined) => translateSchemaMessage(t, text);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('onboarding.formLabel')}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('onboarding.chainSection')}
      </Typography>
      <TextField
        label={t('onboarding.chainName')}
        placeholder={t('onboarding.chainNamePlaceholder')}
        {...register('name')}
        error={!!errors.name}
        helperText={message(errors.name?.message) ?? t('onboarding.chainNameHelp')}
        required
        autoFocus
        fullWidth
      />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1 }}>
        {t('onboarding.branchSection')}
      </Typography>
      <TextField
        label={t('onboarding.branchName')}
        placeholder={t('onboarding.branchNamePlaceholder')}
        {...register('branch.name')}
        error={!!errors.branch?.name}
        helperText={message(errors.branch?.name?.message)}
        required
        fullWidth
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <Controller
          control={control}
          name="branch.ISOCurrency"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('onboarding.currency')}
              {...field}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message)}
              required
              fullWidth
            >
              {currencyOptions.map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="branch.timeZone"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={zones}
              value={field.value}
              onChange={(_, value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disableClearable
              autoHighlight
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('onboarding.timeZone')}
                  error={!!fieldState.error}
                  helperText={message(fieldState.error?.message) ?? t('onboarding.timeZoneHelp')}
                  required
                />
              )}
            />
          )}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {isSubmitting ? t('onboarding.creating') : t('onboarding.submit')}
        </Button>
      </Box>
    </Box>
  );
}
