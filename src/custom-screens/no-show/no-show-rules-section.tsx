import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultNoShowRules, noShowOutcomes, noShowRulesSchema, type NoShowConsequence, type NoShowRules } from '@/schema/orders/no-show-rules';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { MoneyInput } from '@/resources/engine/inputs/basic-inputs';
import { serverProblem } from '@/custom-screens/settings/server-problem';
import { getNoShowRules, noShowKeys, saveNoShowRules } from '@/lib/no-show-api';

type Kind = 'lateCancel' | 'noShow';

/**
 * Branch settings › Cancellations and no-shows (docs/no-show-rules.md): the cancellation window and what a late
 * cancellation and a no-show cost, validated by the one schema the API uses.
 */
export function NoShowRulesSection({ branchId, currency, viewOnly }: { branchId: number; currency: string; viewOnly: boolean }) {
  const { t } = useTranslation('noShow');
  const rules = useQuery({ queryKey: noShowKeys.rules(branchId), queryFn: () => getNoShowRules(branchId), enabled: branchId > 0 });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }} component="section" aria-labelledby="no-show-rules-title">
      <Typography id="no-show-rules-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('rules.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('rules.intro')}
      </Typography>
      {rules.isPending ? (
        <LoadingState label={t('loading')} />
      ) : rules.isError ? (
        <ErrorState title={t('rules.loadFailed')} message={serverProblem(rules.error).message} retryLabel={t('retry')} onRetry={() => void rules.refetch()} />
      ) : (
        <RulesForm key={JSON.stringify(rules.data.branch)} branchId={branchId} saved={rules.data.branch ?? defaultNoShowRules} currency={currency} viewOnly={viewOnly} />
      )}
    </Paper>
  );
}

function RulesForm({ branchId, saved, currency, viewOnly }: { branchId: number; saved: NoShowRules; currency: string; viewOnly: boolean }) {
  const { t } = useTranslation('noShow');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<NoShowRules>(saved);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const checked = noShowRulesSchema.safeParse(draft);
  const issues = Object.fromEntries((checked.success ? [] : checked.error.issues).map((issue) => [issue.path.join('.'), issue.message]));
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const save = useMutation({
    mutationFn: () => saveNoShowRules(branchId, draft),
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
      aria-label={t('rules.title')}
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
