import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { amountInputText } from '@/i18n/formats';
import { joinMinutes, parseIntegerInput, parseMoneyInput, splitMinutes } from '../field-values';

/** Inputs of one value each, controlled by their wire value; shared by the form and the filter bar. */

/** What every input of the engine takes besides its value (basic, date and reference inputs alike). */
export type InputFrameProps = {
  onBlur?: () => void;
  label: string;
  error?: boolean;
  helperText?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  name?: string;
};

export type BasicInputProps = InputFrameProps & {
  value: unknown;
  onChange: (value: unknown) => void;
};

const shown = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function IntegerInput({ value, onChange, ...rest }: BasicInputProps & { unit?: string }) {
  const { unit, ...field } = rest;
  return (
    <TextField
      {...field}
      fullWidth
      value={shown(value)}
      onChange={(event) => onChange(parseIntegerInput(event.target.value))}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
    />
  );
}

export function MoneyInput({ value, onChange, nullable, currency, ...field }: BasicInputProps & { nullable: boolean; currency?: string | undefined }) {
  const { decimalSeparator } = useFormats();
  return (
    <TextField
      {...field}
      fullWidth
      value={amountInputText(value, decimalSeparator)}
      onChange={(event) => onChange(parseMoneyInput(event.target.value, nullable))}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: currency ? { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> } : {},
      }}
    />
  );
}

/** `#rrggbb` as text, with the browser's colour picker beside it. */
export function ColorInput({ value, onChange, ...field }: BasicInputProps) {
  const { t } = useTranslation('resources');
  const text = shown(value);
  return (
    <TextField
      {...field}
      fullWidth
      value={text}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('engine.pickColour', { field: field.label })}
                value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'}
                onChange={(event) => onChange(event.target.value)}
                disabled={field.disabled}
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Minutes as hours and minutes; the value is the total in minutes (null when both are empty). */
export function DurationInput({ value, onChange, onBlur, label, error, helperText, required, disabled, size }: BasicInputProps) {
  const { t } = useTranslation('resources');
  const { units } = useFormats();
  const fromValue = () => {
    if (typeof value !== 'number') return { hours: '', minutes: '' };
    const parts = splitMinutes(value);
    return { hours: String(parts.hours), minutes: String(parts.minutes) };
  };
  const [text, setText] = useState(fromValue);
  useEffect(() => {
    // A new value from outside (reset, reload) replaces what is typed; our own echo does not.
    setText((current) => (joinMinutes(current.hours, current.minutes) === value ? current : fromValue()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fromValue reads `value` only
  }, [value]);
  const update = (next: { hours: string; minutes: string }) => {
    setText(next);
    onChange(joinMinutes(next.hours, next.minutes));
  };
  // The visible unit is the one durations are written with ("1 h 30 min"); a screen reader hears the word.
  const part = (key: 'hours' | 'minutes', unit: string, spoken: string) => (
    <TextField
      value={text[key]}
      onChange={(event) => update({ ...text, [key]: event.target.value.replace(/\D/g, '') })}
      onBlur={onBlur}
      disabled={disabled}
      error={error}
      size={size}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'aria-label': `${label}: ${spoken}` },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
  return (
    <FormControl error={error} required={required} fullWidth component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" sx={{ fontSize: '0.8rem', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {part('hours', units.hour, t('engine.duration.h'))}
        {part('minutes', units.minute, t('engine.duration.min'))}
      </Box>
      {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

export function SelectInput({
  value,
  onChange,
  options,
  optionLabel,
  noneLabel,
  ...field
}: BasicInputProps & { options: readonly string[]; optionLabel: (option: string) => string; noneLabel?: string }) {
  return (
    <TextField
      {...field}
      select
      fullWidth
      value={shown(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
    >
      {noneLabel ? (
        <MenuItem value="">
          <em>{noneLabel}</em>
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
