import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AnyResourceDefinition, FieldHint } from '@/schema/resource-definition';
import { useWorkspace } from '@/components/session/use-workspace';
import { acceptsNull, hintOf, textInputValue } from '../field-values';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { useResourceLabels } from '../use-resource-labels';
import { ColorInput, DurationInput, IntegerInput, MoneyInput, SelectInput } from './basic-inputs';
import { DateInput } from '@/components/forms/date-input';
import { PhoneInput } from './phone-input';
import { ReferenceInput } from './reference-input';

/** Dial codes a dial code field offers (the chain's region first); a stored other code is kept. */
export const dialCodes = ['+381', '+385', '+387', '+382', '+389', '+386', '+7', '+90', '+351', '+55', '+44', '+49', '+43', '+41', '+33', '+39', '+34', '+1'] as const;

export type FieldInputProps = {
  definition: AnyResourceDefinition;
  field: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  /** Defaults to the field's translated name. */
  label?: string;
  /** A translated message shown under the input. */
  error?: string | undefined;
  /** A translated note under the input when it has no error (why it is disabled). */
  note?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Overrides the definition's hint (a filter input for a field of another kind). */
  hint?: FieldHint;
  /** A money input's currency when it is not the branch on screen's (a vacancy's salary: its branch's). */
  currency?: string | undefined;
};

/** The input for one field, by its kind (definition hints); the value is the field's wire value. */
export function FieldInput(props: FieldInputProps) {
  const { definition, field, value, onChange, onBlur, error, required, disabled, size } = props;
  const labels = useResourceLabels(definition);
  const { t } = useTranslation('resources');
  const workspace = useWorkspace();
  const phoneCountry = usePhoneCountry();
  const hint = props.hint ?? hintOf(definition, field);
  const label = props.label ?? labels.field(field);
  const nullable = acceptsNull(definition, field);
  const helperText = error ?? props.note;
  const common = { label, error: !!error, helperText, required, disabled, size, onBlur, name: field };
  const text = value === null || value === undefined ? '' : String(value);
  const onText = (next: string) => onChange(textInputValue(next, nullable));

  switch (hint?.kind ?? 'text') {
    case 'multiline':
      return (
        <TextField
          {...common}
          fullWidth
          multiline
          minRows={3}
          value={text}
          onChange={(e) => onText(e.target.value)}
          // The field's frame shows focus already; the page-wide focus ring would draw a second one inside.
          sx={{ '& textarea': { p: 0 }, '& textarea:focus-visible': { boxShadow: 'none' } }}
        />
      );
    case 'email':
      return (
        <TextField
          {...common}
          fullWidth
          type="email"
          value={text}
          onChange={(e) => onText(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
        />
      );
    case 'phone':
      return <PhoneInput {...common} helperText={error ?? t('engine.phoneHelp')} value={value} onChange={onChange} nullable={nullable} defaultCountry={phoneCountry} />;
    case 'dialCode': {
      const offered = text && !(dialCodes as readonly string[]).includes(text) ? [text, ...dialCodes] : dialCodes;
      return (
        <SelectInput
          {...common}
          value={text}
          onChange={(next) => onChange(next ?? (nullable ? null : ''))}
          options={offered}
          optionLabel={(code) => code}
          noneLabel={nullable ? t('engine.none') : undefined}
        />
      );
    }
    case 'integer':
      return <IntegerInput {...common} value={value} onChange={onChange} />;
    case 'money':
      return (
        <MoneyInput
          {...common}
          value={value}
          onChange={onChange}
          nullable={nullable}
          currency={props.currency ?? (definition.scope === 'branch' ? workspace?.branch?.ISOCurrency : undefined)}
        />
      );
    case 'duration':
      return <DurationInput {...common} value={value} onChange={onChange} />;
    case 'date':
    case 'dateTime':
      return <DateInput {...common} withTime={hint?.kind === 'dateTime'} dates={hint?.dates} value={value} onChange={(next) => onChange(next ?? (nullable ? null : ''))} />;
    case 'boolean':
      return (
        <FormControl error={!!error} disabled={disabled}>
          <FormControlLabel
            control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} name={field} />}
            label={label}
          />
          {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
        </FormControl>
      );
    case 'enum':
      return (
        <SelectInput
          {...common}
          value={value}
          onChange={(next) => onChange(next ?? (nullable ? null : ''))}
          options={hint?.options ?? []}
          optionLabel={(option) => labels.option(field, option)}
          noneLabel={nullable ? t('engine.none') : undefined}
        />
      );
    case 'color':
      return <ColorInput {...common} value={value} onChange={onChange} />;
    case 'reference':
    case 'references':
      return (
        <ReferenceInput
          {...common}
          references={hint?.references ?? ''}
          multiple={hint?.kind === 'references'}
          value={value}
          onChange={onChange}
        />
      );
    default:
      return <TextField {...common} fullWidth value={text} onChange={(e) => onText(e.target.value)} />;
  }
}
