import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BranchSettings } from '@/schema/settings';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { useReloadOrganizations } from '@/components/session/use-organizations';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { NoShowRulesSection } from '@/custom-screens/no-show/no-show-rules-section';
import { BranchFormFields } from './branch-form-fields';
import { serverProblem } from './server-problem';
import { getBranchSettings, settingsKeys, updateBranchSettings } from './settings-api';
import { branchFieldOfIssue, branchFormOf, branchFormSchema, branchPatchOf, type BranchFormValues } from './settings-forms';
import { useSettingsScope } from './use-settings-scope';

/** Branch settings: the branch's name, address, currency, time zone and working hours, saved with its version. */
export function BranchSettingsPage(props: AreaPageProps) {
  const { t } = useTranslation('settings');
  const scope = useSettingsScope();
  const branchId = scope?.branch?.id ?? 0;
  const queryClient = useQueryClient();
  const reloadOrganizations = useReloadOrganizations();
  const { open } = useNotification();
  const [staleNotice, setStaleNotice] = useState(false);
  const branch = useQuery({ queryKey: settingsKeys.branch(branchId), queryFn: () => getBranchSettings(branchId), enabled: branchId > 0 });

  return (
    <AreaPageFrame {...props}>
      {branch.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : branch.isError ? (
        <ErrorState title={t('branch.loadFailed')} message={serverProblem(branch.error).message} retryLabel={t('common.retry')} onRetry={() => void branch.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
          {staleNotice ? (
            <Alert severity="warning" onClose={() => setStaleNotice(false)}>
              {t('common.stale')}
            </Alert>
          ) : null}
          <BranchForm
            key={branch.data.version}
            branch={branch.data}
            canEdit={!props.viewOnly}
            onSaved={async (saved) => {
              setStaleNotice(false);
              queryClient.setQueryData(settingsKeys.branch(branchId), saved);
              await Promise.all([reloadOrganizations(), queryClient.invalidateQueries({ queryKey: settingsKeys.all })]);
              open?.({ type: 'success', message: t('branch.saved') });
            }}
            onStale={() => {
              setStaleNotice(true);
              void branch.refetch();
            }}
          />
          <NoShowRulesSection branchId={branchId} currency={branch.data.ISOCurrency} viewOnly={props.viewOnly} />
        </Box>
      )}
    </AreaPageFrame>
  );
}

type BranchFormProps = {
  branch: BranchSettings;
  canEdit: boolean;
  onSaved: (saved: BranchSettings) => Promise<void>;
  onStale: () => void;
};

function BranchForm({ branch, canEdit, onSaved, onStale }: BranchFormProps) {
  const { t } = useTranslation('settings');
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, reset, formState } = useForm<BranchFormValues>({
    resolver: zodResolver(branchFormSchema),
    defaultValues: branchFormOf(branch),
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSaved(await updateBranchSettings(branch.id, branchPatchOf(values, branch.version)));
    } catch (error) {
      const problem = serverProblem(error);
      if (problem.code === 'stale_version') return onStale();
      let placed = false;
      for (const [path, text] of Object.entries(problem.fields)) {
        const field = branchFieldOfIssue(path);
        if (field) {
          setError(field, { type: 'server', message: text });
          placed = true;
        }
      }
      if (!placed) setFormError(translateSchemaMessage(t, problem.message) ?? t('common.genericError'));
    }
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('branch.formLabel')} sx={{ display: 'grid', gap: 2.5 }}>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <BranchFormFields control={control} register={register} errors={formState.errors} currentCurrency={branch.ISOCurrency} disabled={!canEdit} />
        {canEdit ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
            <Button type="button" disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset(branchFormOf(branch))}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!formState.isDirty || formState.isSubmitting}>
              {formState.isSubmitting ? t('common.saving') : t('common.save')}
            </Button>
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}
