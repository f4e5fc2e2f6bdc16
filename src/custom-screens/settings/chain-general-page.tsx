import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { titleSchema } from '@/schema/primitives';
import type { OrganizationSettings } from '@/schema/settings';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { useReloadOrganizations } from '@/components/session/use-organizations';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { BranchesSection } from './branches-section';
import { serverProblem } from './server-problem';
import { getOrganizationSettings, settingsKeys, updateOrganization } from './settings-api';
import { useSettingsScope } from './use-settings-scope';

const nameFormSchema = z.object({ name: titleSchema });
type NameForm = z.infer<typeof nameFormSchema>;

/** Chain settings › General: the chain's name and its branches (spec §2 settings/general). */
export function ChainGeneralPage(props: AreaPageProps) {
  const { t } = useTranslation('settings');
  const scope = useSettingsScope();
  const orgId = scope?.orgId ?? 0;
  const queryClient = useQueryClient();
  const reloadOrganizations = useReloadOrganizations();
  const { open } = useNotification();
  const settings = useQuery({ queryKey: settingsKeys.organization(orgId), queryFn: () => getOrganizationSettings(orgId), enabled: orgId > 0 });
  // Survives the form's remount with the newer version, so the person learns why their text was replaced.
  const [staleNotice, setStaleNotice] = useState(false);

  const refresh = async (message: string) => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: settingsKeys.organization(orgId) }), reloadOrganizations()]);
    open?.({ type: 'success', message });
  };

  return (
    <AreaPageFrame {...props}>
      {settings.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : settings.isError ? (
        <ErrorState title={t('general.loadFailed')} message={serverProblem(settings.error).message} retryLabel={t('common.retry')} onRetry={() => void settings.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 4, maxWidth: 880 }}>
          {staleNotice ? (
            <Alert severity="warning" onClose={() => setStaleNotice(false)}>
              {t('common.stale')}
            </Alert>
          ) : null}
          <ChainNameForm
            key={settings.data.version}
            settings={settings.data}
            canEdit={!props.viewOnly}
            onSaved={(saved) => {
              setStaleNotice(false);
              queryClient.setQueryData(settingsKeys.organization(orgId), saved);
              return refresh(t('general.saved'));
            }}
            onStale={() => {
              setStaleNotice(true);
              void settings.refetch();
            }}
          />
          <BranchesSection settings={settings.data} canEdit={!props.viewOnly} onChanged={refresh} />
        </Box>
      )}
    </AreaPageFrame>
  );
}

type ChainNameFormProps = {
  settings: OrganizationSettings;
  canEdit: boolean;
  onSaved: (saved: OrganizationSettings) => Promise<void>;
  onStale: () => void;
};

function ChainNameForm({ settings, canEdit, onSaved, onStale }: ChainNameFormProps) {
  const { t } = useTranslation('settings');
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: settings.name },
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    setFormError(null);
    try {
      await onSaved(await updateOrganization(settings.id, { name, version: settings.version }));
    } catch (error) {
      const problem = serverProblem(error);
      if (problem.code === 'stale_version') onStale();
      else if (problem.fields['name']) setError('name', { type: 'server', message: problem.fields['name'] });
      else setFormError(problem.message);
    }
  });
  return (
    <Box component="section" aria-labelledby="settings-chain-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="settings-chain-heading" variant="h6" component="h2">
        {t('general.chainSection')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('general.chainSection')} sx={{ display: 'grid', gap: 2.5 }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <TextField
            label={t('general.chainName')}
            {...register('name')}
            error={!!formState.errors.name}
            helperText={translateSchemaMessage(t, formState.errors.name?.message) ?? t('general.chainNameHelp')}
            required
            fullWidth
            disabled={!canEdit}
          />
          {canEdit ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
              <Button type="button" disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset({ name: settings.name })}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={!formState.isDirty || formState.isSubmitting}>
                {formState.isSubmitting ? t('common.saving') : t('common.save')}
              </Button>
            </Box>
          ) : null}
        </Box>
      </Paper>
    </Box>
  );
}
