import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { DateInput } from '@/components/forms/date-input';
import { TimeInput } from '@/components/forms/time-input';

/**
 * A text, date, time or number input bound to the form by name, with its schema message translated. Dates and
 * times are our DateInput and TimeInput, written as the person's language and the branch's country write them.
 */
export function FormTextField({ name, type, ...props }: Omit<TextFieldProps, 'name'> & { name: string }) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helperText = translateSchemaMessage(t, fieldState.error?.message) ?? props.helperText;
        if (type === 'date') {
          return (
            <DateInput
              label={String(props.label ?? '')}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              inputRef={field.ref}
              size="small"
              required={props.required}
              disabled={props.disabled}
              error={Boolean(fieldState.error)}
              helperText={typeof helperText === 'string' ? helperText : undefined}
            />
          );
        }
        if (type === 'time') {
          return (
            <TimeInput
              label={String(props.label ?? '')}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              size="small"
              required={props.required}
              disabled={props.disabled}
              error={Boolean(fieldState.error)}
              helperText={typeof helperText === 'string' ? helperText : undefined}
            />
          );
        }
        return (
          <TextField
            {...props}
            {...field}
            value={field.value ?? ''}
            type={type}
            onChange={(event) => field.onChange(type === 'number' ? Number(event.target.value) : event.target.value)}
            size="small"
            error={Boolean(fieldState.error)}
            helperText={helperText}
            slotProps={props.slotProps}
          />
        );
      }}
    />
  );
}
