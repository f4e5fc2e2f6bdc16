import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { maxReminders, type NotificationEventKey } from '@/schema/messages/notification-events';
import { notificationTimingSettingsSchema, ruleSettingKeys } from '@/schema/messages/notification-rule';
import { TimeInput } from '@/components/forms/time-input';
import type { RuleFormValues } from './rule-form-model';
import { spanUnits } from './rule-timing';
import { useNotificationScope } from './use-notification-scope';
import { useNotificationWords } from './use-notification-words';

export type TimingFieldsProps = {
  event: NotificationEventKey;
  control: Control<RuleFormValues>;
  register: UseFormRegister<RuleFormValues>;
  errors: FieldErrors<RuleFormValues>;
  disabled: boolean;
};

/** A field of the form bound by name, with what it does said under it. */
type BoundFieldProps<Name extends keyof RuleFormValues> = {
  control: Control<RuleFormValues>;
  name: Name;
  label: string;
  help?: string;
  disabled: boolean;
};

/** A time of day of the form, in the branch's time zone. */
export function TimeController({
  control,
  name,
  label,
  help,
  disabled,
}: BoundFieldProps<'atTime' | 'quietFrom' | 'quietTo'>) {
  const { t } = useNotificationWords();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TimeInput
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : help}
          sx={{ maxWidth: 200 }}
        />
      )}
    />
  );
}

/** How many hours or days: the number and its unit side by side. */
function SpanField({
  name,
  label,
  control,
  register,
  error,
  disabled,
  action,
}: {
  name: 'delay' | `leads.${number}`;
  label: string;
  control: Control<RuleFormValues>;
  register: UseFormRegister<RuleFormValues>;
  error: string | undefined;
  disabled: boolean;
  action?: ReactNode;
}) {
  const { t } = useNotificationWords();
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        type="number"
        label={label}
        {...register(`${name}.amount`, { valueAsNumber: true })}
        error={!!error}
        helperText={error ? t(error) : undefined}
        disabled={disabled}
        slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
        sx={{ width: 160 }}
      />
      <Controller
        control={control}
        name={`${name}.unit`}
        render={({ field }) => (
          <TextField select label={t('form.unit')} {...field} disabled={disabled} sx={{ width: 120 }}>
            {spanUnits.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {t(`form.units.${unit}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {action}
    </Box>
  );
}

/** An on/off of the form. */
export function SwitchController({
  control,
  name,
  label,
  help,
  disabled,
}: BoundFieldProps<'enabled' | 'quiet' | 'perService'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                disabled={disabled}
                slotProps={help ? { input: { 'aria-describedby': `${name}-help` } } : undefined}
              />
            }
            label={label}
          />
          {help ? <FormHelperText id={`${name}-help`} sx={{ mt: 0 }}>{help}</FormHelperText> : null}
        </Box>
      )}
    />
  );
}

type CountName = 'weeks' | 'remainingVisits' | 'daysBefore';

/**
 * A whole number of the form (weeks, visits, days) within the API schema's bounds, its label and what it does (or
 * its error) read from `form.<name>` and `form.<name>Help`.
 */
function CountField({
  name,
  register,
  errors,
  disabled,
}: {
  name: CountName;
  register: UseFormRegister<RuleFormValues>;
  errors: FieldErrors<RuleFormValues>;
  disabled: boolean;
}) {
  const { t } = useNotificationWords();
  const bounds = notificationTimingSettingsSchema.shape[name].unwrap();
  const error = errors[name]?.message;
  return (
    <TextField
      type="number"
      label={t(`form.${name}`)}
      {...register(name, { valueAsNumber: true })}
      error={!!error}
      helperText={t(error ?? `form.${name}Help`)}
      disabled={disabled}
      slotProps={{ htmlInput: { min: bounds.minValue, max: bounds.maxValue, step: 1 } }}
      // One width whether it says what it does or, shorter, what is wrong.
      sx={{ width: '100%', maxWidth: 360 }}
    />
  );
}

/**
 * The settings the event reads besides quiet hours (ruleSettingKeys), each with what it does: lead times, a delay,
 * weeks and whether they count per service, a membership's thresholds, the time of day; nothing for "at once".
 */
export function TimingFields({ event, control, register, errors, disabled }: TimingFieldsProps) {
  const { t } = useNotificationWords();
  const leads = useFieldArray({ control, name: 'leads' });
  const chain = useNotificationScope().kind === 'chain';
  // Quiet hours have their own section of the form.
  const keys = new Set(ruleSettingKeys(event).filter((key) => key !== 'quietHours'));
  if (keys.size === 0)
    return <Typography color="text.secondary">{t('form.immediate')}</Typography>;
  const count = { register, errors, disabled };
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      {keys.has('leadMinutes') ? (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          {leads.fields.map((field, index) => (
            <SpanField
              key={field.id}
              name={`leads.${index}`}
              label={t('form.lead', { n: index + 1 })}
              control={control}
              register={register}
              error={errors.leads?.[index]?.amount?.message}
              disabled={disabled}
              action={
                leads.fields.length > 1 && !disabled ? (
                  <IconButton
                    aria-label={t('form.removeLead', { n: index + 1 })}
                    onClick={() => leads.remove(index)}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutline />
                  </IconButton>
                ) : null
              }
            />
          ))}
          {leads.fields.length < maxReminders && !disabled ? (
            <Button startIcon={<AddIcon />} onClick={() => leads.append({ amount: 2, unit: 'hours' })}>
              {t('form.addLead')}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {keys.has('delayMinutes') ? (
        <SpanField
          name="delay"
          label={t('form.delay')}
          control={control}
          register={register}
          error={errors.delay?.amount?.message}
          disabled={disabled}
        />
      ) : null}
      {keys.has('weeks') ? <CountField name="weeks" {...count} /> : null}
      {keys.has('perService') ? (
        <SwitchController
          control={control}
          name="perService"
          label={t('form.perService')}
          help={t('form.perServiceHelp')}
          disabled={disabled}
        />
      ) : null}
      {(['remainingVisits', 'daysBefore'] as const).map((name) =>
        keys.has(name) ? <CountField key={name} name={name} {...count} /> : null,
      )}
      {keys.has('atTime') ? (
        <TimeController
          control={control}
          name="atTime"
          label={t('form.atTime')}
          help={t(chain ? 'form.atTimeHelpChain' : 'form.atTimeHelp')}
          disabled={disabled}
        />
      ) : null}
    </Box>
  );
}
