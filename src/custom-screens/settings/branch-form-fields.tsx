import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { currencyChoices, timeZoneOptions } from '@/components/forms/region-choices';
import { TimeInput } from '@/components/forms/time-input';
import { slotStepChoices } from '@/schema/organization';
import { branchPhoneCountry } from '@/schema/phone';
import { PhoneInput } from '@/resources/engine/inputs/phone-input';
import type { BranchFormValues } from './settings-forms';

export type BranchFormFieldsProps = {
  control: Control<BranchFormValues>;
  register: UseFormRegister<BranchFormValues>;
  errors: FieldErrors<BranchFormValues>;
  currentCurrency: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** Name, address, phone, currency, time zone, working hours and the slot step: the add-branch dialog and the branch settings page. */
export function BranchFormFields({ control, register, errors, currentCurrency, disabled = false, autoFocus = false }: BranchFormFieldsProps) {
  const { t } = useTranslation('settings');
  const zones = useMemo(timeZoneOptions, []);
  // A number typed without its country code is of the country of the time zone chosen below, as the server reads it.
  const phoneCountry = branchPhoneCountry({ timeZone: useWatch({ control, name: 'timeZone' }) });
  const message = (text: string | undefined) => translateSchemaMessage(t, text);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label={t('branch.name')}
        {...register('name')}
        error={!!errors.name}
        helperText={message(errors.name?.message)}
        required
        fullWidth
        disabled={disabled}
        autoFocus={autoFocus}
      />
      <TextField
        label={t('branch.address')}
        {...register('address')}
        error={!!errors.address}
        helperText={message(errors.address?.message) ?? t('branch.addressHelp')}
        fullWidth
        disabled={disabled}
        autoComplete="street-address"
      />
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneInput
            label={t('branch.phone')}
            name={field.name}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            nullable={false}
            defaultCountry={phoneCountry}
            error={!!fieldState.error}
            helperText={message(fieldState.error?.message) ?? t('branch.phoneHelp')}
            disabled={disabled}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <Controller
          control={control}
          name="ISOCurrency"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('branch.currency')}
              {...field}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t('branch.currencyHelp')}
              required
              fullWidth
              disabled={disabled}
            >
              {currencyChoices(currentCurrency).map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={zones}
              value={field.value}
              onChange={(_, value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disableClearable
              autoHighlight
              disabled={disabled}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('branch.timeZone')}
                  error={!!fieldState.error}
                  helperText={message(fieldState.error?.message) ?? t('branch.timeZoneHelp')}
                  required
                />
              )}
            />
          )}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
          {t('branch.hours')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: '1fr 1fr' }}>
          {(['start', 'end'] as const).map((bound) => (
            <Controller
              key={bound}
              control={control}
              name={bound}
              render={({ field }) => (
                <TimeInput
                  label={t(bound === 'start' ? 'branch.opens' : 'branch.closes')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={!!errors[bound]}
                  helperText={message(errors[bound]?.message)}
                  required
                  disabled={disabled}
                  minutesStep={15}
                />
              )}
            />
          ))}
        </Box>
        <Controller
          control={control}
          name="slotStepMinutes"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('branch.slotStep')}
              {...field}
              onChange={(event) => field.onChange(Number(event.target.value))}
              error={!!fieldState.error}
              helperText={message(fieldState.error?.message) ?? t('branch.slotStepHelp')}
              fullWidth
              disabled={disabled}
              sx={{ mt: 2.5 }}
            >
              {slotStepChoices.map((minutes) => (
                <MenuItem key={minutes} value={minutes}>
                  {t('branch.slotStepChoice', { minutes })}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
    </Box>
  );
}
