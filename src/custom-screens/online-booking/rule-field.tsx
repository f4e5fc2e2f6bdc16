import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import type { ResolvedRules, RuleSource } from '@/schema/online-booking/rules';
import { fieldValueOf, type FormRuleKey, type RuleFormValues } from './rule-form-model';
import { RuleInput } from './rule-input';
import { RuleSourceChip } from './rule-source-chip';
import { useBookingWords } from './use-booking-words';

export type RuleFieldRowProps = {
  ruleKey: FormRuleKey;
  control: Control<RuleFormValues>;
  /** What the level would have without its own value: shown while it inherits, offered back when set here. */
  inherited: ResolvedRules;
  editable: boolean;
};

/**
 * One rule of the level: what it is, where its value comes from (set here, or inherited from the chain, the branch
 * or the default), its input — shown but locked while it inherits — and the way to set it here or to inherit again.
 */
export function RuleFieldRow({ ruleKey, control, inherited, editable }: RuleFieldRowProps) {
  const { t, ruleLabel, ruleHelp, valueText } = useBookingWords();
  const label = ruleLabel(ruleKey);
  const source: RuleSource = inherited.sources[ruleKey];
  const id = `rule-${ruleKey}`;
  const inheritedText = valueText(ruleKey, inherited.values[ruleKey]);

  return (
    <Controller
      control={control}
      name={ruleKey}
      render={({ field, fieldState }) => {
        const error = (fieldState.error as { value?: { message?: string } } | undefined)?.value?.message;
        const own = field.value.own;
        return (
          <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'grid', gap: 1, py: 2, borderTop: 1, borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="h3" id={`${id}-label`}>
                {label}
              </Typography>
              <RuleSourceChip source={source} own={own} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {ruleHelp(ruleKey)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <RuleInput
                ruleKey={ruleKey}
                value={field.value.value}
                onChange={(value) => field.onChange({ own: true, value })}
                label={label}
                disabled={!editable || !own}
                error={error}
                describedBy={`${id}-help`}
              />
              {editable ? (
                own ? (
                  <Button onClick={() => field.onChange({ own: false, value: fieldValueOf(ruleKey, inherited.values[ruleKey]) })} aria-label={t(`rules.inheritLabel.${source}`, { rule: label })}>
                    {t(`rules.inherit.${source}`)}
                  </Button>
                ) : (
                  <Button variant="outlined" onClick={() => field.onChange({ own: true, value: field.value.value })} aria-label={t('rules.overrideLabel', { rule: label })}>
                    {t('rules.override')}
                  </Button>
                )
              ) : null}
            </Box>
            <FormHelperText id={`${id}-help`} error={error !== undefined} sx={{ mt: 0 }}>
              {error ? t(error) : own ? t(`rules.withoutIt.${source}`, { value: inheritedText }) : t(`rules.inherits.${source}`)}
            </FormHelperText>
          </Box>
        );
      }}
    />
  );
}
