import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormats } from '@/components/session/use-formats';
import { ruleChoices, ruleInputKinds, stepChoices, type ChoiceRuleKey, type FormRuleKey, type RuleField, type StepChoice } from './rule-form-model';
import { spanUnits, type Span, type SpanUnit } from './rule-spans';
import { useBookingWords } from './use-booking-words';

export type RuleInputProps = {
  ruleKey: FormRuleKey;
  value: RuleField['value'];
  onChange: (value: RuleField['value']) => void;
  label: string;
  disabled: boolean;
  error: string | undefined;
  /** The helper text's id, which the input names as its description. */
  describedBy: string;
};

/** An empty number input is NaN, which the rules' schema refuses by the field's name. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const textOf = (value: number) => (Number.isNaN(value) ? '' : String(value));

/** One rule's input, as its kind is entered: an amount and a unit, minutes, days, a count, a choice or a switch. */
export function RuleInput({ ruleKey, value, onChange, label, disabled, error, describedBy }: RuleInputProps) {
  const { t, stepBranch } = useBookingWords();
  const formats = useFormats();
  const kind = ruleInputKinds[ruleKey];
  const common = { label, disabled, error: error !== undefined, slotProps: { htmlInput: { 'aria-describedby': describedBy } } };
  const number = (unit: string | null, width: number, step: 1 | 0.01 = 1) => (
    <TextField
      {...common}
      type="number"
      value={textOf(value as number)}
      onChange={(event) => onChange(numberOf(event.target.value))}
      slotProps={{
        htmlInput: { 'aria-describedby': describedBy, min: 0, step, inputMode: step === 1 ? 'numeric' : 'decimal' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
      }}
      sx={{ width }}
    />
  );

  switch (kind) {
    case 'span': {
      const span = value as Span;
      return (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            {...common}
            type="number"
            value={textOf(span.amount)}
            onChange={(event) => onChange({ ...span, amount: numberOf(event.target.value) })}
            slotProps={{ htmlInput: { 'aria-describedby': describedBy, min: 0, step: 'any', inputMode: 'decimal' } }}
            sx={{ width: 120 }}
          />
          <TextField
            select
            label={t('rules.unit')}
            disabled={disabled}
            value={span.unit}
            onChange={(event) => onChange({ ...span, unit: event.target.value as SpanUnit })}
            sx={{ width: 130 }}
          >
            {spanUnits.map((unit) => (
              <MenuItem key={unit} value={unit}>
                {t(`rules.units.${unit}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      );
    }
    case 'minutes':
      return number(formats.units.minute, 160);
    case 'days':
      return number(t('rules.units.days'), 160);
    case 'count':
      return number(null, 160);
    case 'amount':
      return number(null, 160, 0.01);
    case 'step':
      return (
        <TextField {...common} select value={value as StepChoice} onChange={(event) => onChange(event.target.value as StepChoice)} sx={{ width: 260, maxWidth: '100%' }}>
          {stepChoices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice === 'branch' ? stepBranch : formats.duration(Number(choice))}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'choice':
      return (
        <TextField {...common} select value={value as string} onChange={(event) => onChange(event.target.value as RuleField<ChoiceRuleKey>['value'])} sx={{ width: 300, maxWidth: '100%' }}>
          {ruleChoices[ruleKey as ChoiceRuleKey].map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t(`rules.${ruleKey as ChoiceRuleKey}.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'switch':
      return (
        <FormControlLabel
          control={
            <Switch
              checked={value as boolean}
              disabled={disabled}
              onChange={(_event, checked) => onChange(checked)}
              slotProps={{ input: { role: 'switch', 'aria-describedby': describedBy } }}
            />
          }
          label={label}
        />
      );
  }
}
