import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { DateInput } from '@/components/forms/date-input';
import type { PickerFieldProps } from '@/components/forms/picker-field-props';
import { TimeInput } from '@/components/forms/time-input';
import { useFormats } from '@/components/session/use-formats';
import { amountInputText } from '@/i18n/formats';

/**
 * A text, date, time or number input bound to the form by name, with its schema message translated. Dates and
 * times are our DateInput and TimeInput, written as the person's language and the branch's country write them.
 */
export function FormTextField({ name, type, ...props }: Omit<TextFieldProps, 'name'> & { name: string }) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext();
  const { decimalSeparator } = useFormats();
  const amount = props.inputMode === 'decimal';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helperText = translateSchemaMessage(t, fieldState.error?.message) ?? props.helperText;
        const picker: PickerFieldProps = {
          label: String(props.label ?? ''),
          name: field.name,
          onBlur: field.onBlur,
          inputRef: field.ref,
          size: 'small',
          required: props.required,
          disabled: props.disabled,
          error: Boolean(fieldState.error),
          helperText: typeof helperText === 'string' ? helperText : undefined,
        };
        if (type === 'date') return <DateInput {...picker} value={field.value} onChange={(value) => field.onChange(value ?? '')} />;
        if (type === 'time') {
          return <TimeInput {...picker} value={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange} />;
        }
        return (
          <TextField
            {...props}
            {...field}
            // An amount shows the language's decimal separator and is kept with a point, as the API takes it.
            value={amount ? amountInputText(field.value, decimalSeparator) : (field.value ?? '')}
            type={type}
            onChange={(event) =>
              field.onChange(type === 'number' ? Number(event.target.value) : amount ? event.target.value.replace(',', '.') : event.target.value)
            }
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
