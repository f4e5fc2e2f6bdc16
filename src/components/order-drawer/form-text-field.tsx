import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';

/** A text, date, time or number input bound to the form by name, with its schema message translated. */
export function FormTextField({ name, type, ...props }: Omit<TextFieldProps, 'name'> & { name: string }) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          type={type}
          onChange={(event) => field.onChange(type === 'number' ? Number(event.target.value) : event.target.value)}
          size="small"
          error={Boolean(fieldState.error)}
          helperText={translateSchemaMessage(t, fieldState.error?.message) ?? props.helperText}
          slotProps={{
            ...props.slotProps,
            inputLabel: { shrink: type === 'date' || type === 'time' ? true : undefined },
            htmlInput: type === 'time' ? { step: 300 } : undefined,
          }}
        />
      )}
    />
  );
}
