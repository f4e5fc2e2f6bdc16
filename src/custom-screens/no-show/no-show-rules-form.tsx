import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { noShowOutcomes, noShowRulesSchema, type BranchNoShowRules, type NoShowConsequence, type NoShowRules } from '@/schema/orders/no-show-rules';
import { MoneyInput } from '@/resources/engine/inputs/basic-inputs';
import { noShowKeys } from '@/lib/no-show-api';
import { serverProblem } from '@/custom-screens/settings/server-problem';

type Kind = 'lateCancel' | 'noShow';

export type NoShowRulesFormProps = {
  label: string;
  branchId: number;
  saved: NoShowRules;
  save: (rules: NoShowRules) => Promise<BranchNoShowRules>;
  currency: string;
  viewOnly: boolean;
  /** Shown beside Save (a service's override: Remove). */
  extraAction?: ReactNode;
};

/** One level's rules (the branch's, or a service's own), saved whole. */
export function NoShowRulesForm({ label, branchId, saved, save: send, currency, viewOnly, extraAction }: NoShowRulesFormProps) {
  const { t } = useTranslation('noShow');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<NoShowRules>(saved);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const checked = noShowRulesSchema.safeParse(draft);
  const issues = Object.fromEntries((checked.success ? [] : checked.error.issues).map((issue) => [issue.path.join('.'), issue.message]));
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const save = useMutation({
    mutationFn: () => send(draft),
    onSuccess: (next) => {
      setServerFields({});
      queryClient.setQueryData(noShowKeys.rules(branchId), next);
      open?.({ type: 'success', message: t('rules.saved') });
    },
    onError: (error) => {
      const problem = serverProblem(error);
      setServerFields(problem.fields);
      open?.({ type: 'error', message: t('rules.saveFailed'), description: problem.message });
    },
  });
  const fieldError = (path: string) => (issues[path] || serverFields[path] ? t('rules.invalid') : undefined);
  const setKind = (kind: Kind, change: Partial<NoShowConsequence>) => setDraft((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));

  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success) save.mutate();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      {save.isError ? <Alert severity="error">{serverProblem(save.error).message}</Alert> : null}
      <TextField
        sx={{ maxWidth: 320 }}
        type="number"
        label={t('rules.window')}
        value={draft.cancelWindowHours}
        disabled={viewOnly}
        onChange={(event) => setDraft({ ...draft, cancelWindowHours: Number(event.target.value) })}
        error={Boolean(fieldError('cancelWindowHours'))}
        helperText={fieldError('cancelWindowHours') ?? t('rules.windowHelp')}
        slotProps={{ htmlInput: { min: 0, max: 336, inputMode: 'numeric' } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {(['lateCancel', 'noShow'] as const).map((kind) => (
          <Box key={kind} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
              {t(`kind.${kind}`)}
            </Typography>
            <TextField select label={t('rules.outcome')} value={draft[kind].outcome} disabled={viewOnly} onChange={(event) => setKind(kind, { outcome: event.target.value as NoShowConsequence['outcome'] })}>
              {noShowOutcomes.map((outcome) => (
                <MenuItem key={outcome} value={outcome}>
                  {t(`outcome.${outcome}`)}
                </MenuItem>
              ))}
            </TextField>
            {draft[kind].outcome === 'fee' || draft[kind].outcome === 'keep_deposit' ? (
              <MoneyInput
                label={t('rules.fee')}
                name={`${kind}.fee`}
                value={draft[kind].fee}
                onChange={(value) => setKind(kind, { fee: typeof value === 'string' ? value : '' })}
                nullable={false}
                currency={currency}
                disabled={viewOnly}
                error={Boolean(fieldError(`${kind}.fee`))}
                helperText={fieldError(`${kind}.fee`) ?? (draft[kind].outcome === 'keep_deposit' ? t('rules.depositHelp') : t('rules.feeHelp'))}
              />
            ) : null}
            {draft[kind].outcome === 'nothing' ? null : (
              <FormControlLabel
                control={<Switch checked={draft[kind].forgiveFirstTime} disabled={viewOnly} onChange={(_, on) => setKind(kind, { forgiveFirstTime: on })} />}
                label={t('rules.forgiveFirstTime')}
              />
            )}
          </Box>
        ))}
      </Box>
      {viewOnly ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
          {extraAction}
          <Button type="button" disabled={!dirty || save.isPending} onClick={() => setDraft(saved)}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!dirty || save.isPending || !checked.success}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
