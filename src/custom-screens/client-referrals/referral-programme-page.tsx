import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referralProgrammeUpdateSchema, type ReferralProgramme } from '@/schema/client-referrals/client-referrals';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { getReferralProgramme, referralProgrammeKey, saveReferralProgramme } from '@/lib/client-referrals-api';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { MoneyInput } from '@/resources/engine/inputs/basic-inputs';
import { serverProblem } from '@/custom-screens/settings/server-problem';

/** Referrals (the branch's): the programme's terms, saved with the version read, and its figures so far. */
export function ReferralProgrammePage(props: AreaPageProps) {
  const { t } = useTranslation('clientReferrals');
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const programme = useQuery({ queryKey: referralProgrammeKey(branchId), queryFn: () => getReferralProgramme(branchId), enabled: branchId > 0 });
  return (
    <AreaPageFrame {...props}>
      {programme.isPending ? (
        <LoadingState label={t('programme.loading')} />
      ) : programme.isError ? (
        <ErrorState title={t('programme.loadFailed')} message={serverProblem(programme.error).message} retryLabel={t('retry')} onRetry={() => void programme.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
          <ProgrammeForm key={programme.data.version} branchId={branchId} saved={programme.data} viewOnly={props.viewOnly} />
          <Figures programme={programme.data} />
        </Box>
      )}
    </AreaPageFrame>
  );
}

function ProgrammeForm({ branchId, saved, viewOnly }: { branchId: number; saved: ReferralProgramme; viewOnly: boolean }) {
  const { t } = useTranslation('clientReferrals');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({ enabled: saved.enabled, rewardAmount: saved.rewardAmount, discountPercent: saved.discountPercent });
  const checked = referralProgrammeUpdateSchema.safeParse({ ...draft, version: saved.version });
  const issues = Object.fromEntries((checked.success ? [] : checked.error.issues).map((issue) => [issue.path.join('.'), issue.message]));
  const save = useMutation({
    mutationFn: () => saveReferralProgramme(branchId, { ...draft, version: saved.version }),
    onSuccess: (next) => {
      queryClient.setQueryData(referralProgrammeKey(branchId), next);
      open?.({ type: 'success', message: t('programme.saved') });
    },
  });
  const problem = save.isError ? serverProblem(save.error) : null;
  // The schema's sentences are English: the screen says its own, in the person's language.
  const fieldError = (field: 'rewardAmount' | 'discountPercent') => (issues[field] ? t(`programme.invalid.${field}`) : problem?.fields[field]);
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-labelledby="referral-programme-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success) save.mutate();
      }}
    >
      <Typography id="referral-programme-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('programme.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('programme.intro')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={draft.enabled} disabled={viewOnly} onChange={(_, enabled) => setDraft({ ...draft, enabled })} />}
        label={t('programme.enabled')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <MoneyInput
          label={t('programme.reward')}
          name="rewardAmount"
          value={draft.rewardAmount}
          onChange={(value) => setDraft({ ...draft, rewardAmount: typeof value === 'string' ? value : '' })}
          nullable={false}
          currency={saved.currency}
          disabled={viewOnly}
          error={Boolean(fieldError('rewardAmount'))}
          helperText={fieldError('rewardAmount')}
        />
        <TextField
          label={t('programme.discount')}
          name="discountPercent"
          value={draft.discountPercent}
          disabled={viewOnly}
          onChange={(event) => setDraft({ ...draft, discountPercent: event.target.value.replace(',', '.').trim() })}
          error={Boolean(fieldError('discountPercent'))}
          helperText={fieldError('discountPercent')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      {problem && Object.keys(problem.fields).length === 0 ? <Alert severity="error">{problem.message}</Alert> : null}
      {viewOnly ? (
        <Alert severity="info">{t('programme.viewOnly')}</Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={save.isPending || !checked.success}>
            {t('programme.save')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function Figures({ programme }: { programme: ReferralProgramme }) {
  const { t } = useTranslation('clientReferrals');
  const formats = useFormats();
  const rows = [
    { key: 'referrals', value: String(programme.figures.referrals) },
    { key: 'rewarded', value: String(programme.figures.rewarded) },
    { key: 'credited', value: formats.money(programme.figures.credited, programme.currency) },
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="referral-figures-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
      <Typography id="referral-figures-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('programme.figures.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`programme.figures.${row.key}`)}
            </Typography>
            <Typography component="dd" variant="body2" data-testid={`referral-figure-${row.key}`} sx={{ m: 0, fontWeight: 600, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
