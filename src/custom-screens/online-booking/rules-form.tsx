import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import type { BranchOnlineBooking } from '@/schema/online-booking/settings';
import { toHttpError } from '@/providers/data-provider';
import { checkRuleForm, fieldOfIssue, formRuleKeys, ruleFormValues, type RuleFormValues } from './rule-form-model';
import { RuleFieldRow } from './rule-field';
import { inheritedAt, overridesOf, type RuleTarget } from './rule-targets';
import { useBookingWords } from './use-booking-words';
import { useRulesSave } from './use-rules-save';

/** A refused field's message sits on its value: `errors.<rule>.value`. */
const errorsOf = (keys: readonly string[]): FieldErrors<RuleFormValues> =>
  Object.fromEntries(keys.map((key) => [key, { value: { type: 'validate', message: `rules.errors.${key}` } }])) as FieldErrors<RuleFormValues>;

/**
 * The rules one level may set, each inheriting or set here; Save sends the level's whole set of overrides with the
 * version read. The page remounts the form (by its key) when what it was made from changes, so it always starts
 * from what the server holds.
 */
export function RulesForm({ data, target, editable }: { data: BranchOnlineBooking; target: RuleTarget; editable: boolean }) {
  const { t } = useBookingWords();
  const { open } = useNotification();
  const save = useRulesSave();
  const [formError, setFormError] = useState<string | null>(null);
  const { level } = target;
  const inherited = inheritedAt(data, target);
  const kept = overridesOf(data.rules, target);
  const resolver: Resolver<RuleFormValues> = (values) => {
    const checked = checkRuleForm(level, values, kept);
    return checked.ok ? { values, errors: {} } : { values: {}, errors: errorsOf(checked.invalid) };
  };
  const { control, handleSubmit, setError, formState } = useForm<RuleFormValues>({ defaultValues: ruleFormValues(kept, inherited.values), resolver });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const checked = checkRuleForm(level, values, kept);
    if (!checked.ok) return;
    const outcome = await save(target, checked.overrides);
    if (outcome.saved) {
      open?.({ type: 'success', message: t('rules.saved') });
      return;
    }
    if (outcome.stale) return;
    const http = toHttpError(outcome.error);
    const named = Object.keys(http.errors ?? {}).flatMap((path) => fieldOfIssue(level, path) ?? []);
    for (const key of named) setError(`${key}.value`, { type: 'server', message: `rules.errors.${key}` });
    if (named.length === 0) setFormError(http.message);
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t(`rules.formLabel.${level}`)} sx={{ display: 'grid' }}>
      {formError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      ) : null}
      {formRuleKeys(level).map((key) => (
        <RuleFieldRow key={key} ruleKey={key} control={control} inherited={inherited} editable={editable} />
      ))}
      {editable ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || !formState.isDirty}>
            {t(formState.isSubmitting ? 'saving' : 'rules.save')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
