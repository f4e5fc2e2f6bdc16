import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { branchPath, chainPath } from '@/schema/routes';
import { invitationCreateSchema, type Invitation, type InvitationCreate, type InvitationCreateInput } from '@/schema/settings';
import { translateSchemaMessage } from '@/components/forms/schema-messages';
import { EmptyState } from '@/components/states/empty-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { BranchPicker, RolePicker } from './access-pickers';
import { grantableRoles } from './member-rules';
import { serverProblem } from './server-problem';
import { createInvitation } from './settings-api';
import { useSettingsScope } from './use-settings-scope';

/** settings/users/invite (chain and branch): e-mail, role and branches; the link goes out by e-mail. */
export function InvitePage(props: AreaPageProps) {
  const { t } = useTranslation('settings');
  const scope = useSettingsScope();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<Invitation | null>(null);
  const orgId = scope?.orgId ?? 0;
  const usersPath = scope?.branch ? branchPath(orgId, scope.branch.id, 'settings/users') : chainPath(orgId, 'settings/users');
  const defaults: InvitationCreateInput = { email: '', role: 'employee', branchIds: scope?.branch ? [scope.branch.id] : [] };
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, reset, watch, formState } = useForm<InvitationCreateInput, unknown, InvitationCreate>({
    resolver: zodResolver(invitationCreateSchema),
    defaultValues: defaults,
  });
  const role = watch('role');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const invitation = await createInvitation(orgId, { ...values, branchIds: values.role === 'owner' ? [] : values.branchIds });
      await queryClient.invalidateQueries({ queryKey: ['settings', 'invitations'] });
      setSent(invitation);
    } catch (error) {
      const problem = serverProblem(error);
      const emailMessage = problem.fields['email'] ?? (problem.statusCode === 409 ? problem.message : undefined);
      const branchMessage = Object.entries(problem.fields).find(([path]) => path.startsWith('branchIds'))?.[1];
      if (emailMessage) setError('email', { type: 'server', message: emailMessage });
      if (branchMessage) setError('branchIds', { type: 'server', message: branchMessage });
      if (!emailMessage && !branchMessage) setFormError(problem.message);
    }
  });

  const again = () => {
    setSent(null);
    reset(defaults);
  };

  return (
    <AreaPageFrame {...props}>
      <Box sx={{ maxWidth: 720 }}>
        {sent ? (
          <Paper variant="outlined" role="status">
            <EmptyState
              icon={<MarkEmailReadOutlinedIcon />}
              title={t('invite.sent', { email: sent.email })}
              description={t('invite.sentText')}
              action={
                <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
                  <Button variant="contained" onClick={again}>
                    {t('invite.another')}
                  </Button>
                  <Button component={RouterLink} to={usersPath}>
                    {t('invite.backToUsers')}
                  </Button>
                </Box>
              }
            />
          </Paper>
        ) : (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('invite.formLabel')} sx={{ display: 'grid', gap: 3 }}>
              <Alert severity="info" icon={false}>
                {t('invite.lead', { chain: scope?.chainName ?? '' })}
              </Alert>
              {props.viewOnly ? <Alert severity="warning">{t('common.viewOnly')}</Alert> : null}
              {formError ? <Alert severity="error">{formError}</Alert> : null}
              <TextField
                type="email"
                label={t('invite.email')}
                {...register('email')}
                error={!!formState.errors.email}
                helperText={translateSchemaMessage(t, formState.errors.email?.message) ?? t('invite.emailHelp')}
                required
                fullWidth
                autoComplete="off"
                autoFocus
                disabled={props.viewOnly}
              />
              <Controller
                control={control}
                name="role"
                render={({ field }) => <RolePicker value={field.value} roles={grantableRoles({ userId: null, role: scope?.role ?? 'employee', branchIds: new Set() })} onChange={field.onChange} disabled={props.viewOnly} />}
              />
              {role === 'owner' ? (
                <Alert severity="info">{t('access.ownerReachesAll')}</Alert>
              ) : (
                <Controller
                  control={control}
                  name="branchIds"
                  render={({ field, fieldState }) => (
                    <BranchPicker
                      branches={scope?.branches ?? []}
                      value={field.value ?? []}
                      onChange={field.onChange}
                      error={fieldState.error?.message ? (fieldState.error.message === 'Choose at least one branch' ? t('access.chooseBranch') : fieldState.error.message) : undefined}
                      disabled={props.viewOnly}
                    />
                  )}
                />
              )}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, flexWrap: 'wrap' }}>
                <Button component={RouterLink} to={usersPath}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" variant="contained" disabled={formState.isSubmitting || props.viewOnly}>
                  {formState.isSubmitting ? t('invite.sending') : t('invite.send')}
                </Button>
              </Box>
            </Box>
          </Paper>
        )}
      </Box>
    </AreaPageFrame>
  );
}
