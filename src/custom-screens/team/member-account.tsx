import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { staffAccountRoleSchema, type StaffAccount, type StaffAccountRole } from '@/schema/staff-account';
import { useFormats } from '@/components/session/use-formats';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { getMemberAccount, inviteMemberAccount, memberAccountKey, revokeMemberAccount } from './member-account-api';
import type { MemberRecord } from './member-record';

const stateColour = { none: 'default', invited: 'warning', active: 'success' } as const;

/**
 * The member's own account on their settings tab: invite them to sign in as themselves, see whether they did,
 * resend or revoke. Shown to whoever manages the branch's people; anyone else (an employee) gets a 403 and sees
 * nothing of it.
 */
export function MemberAccount({ member, viewOnly }: { member: MemberRecord; viewOnly: boolean }) {
  const { t } = useTranslation('team');
  const formats = useFormats();
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const key = memberAccountKey(member.id);
  const account = useQuery({ queryKey: key, queryFn: () => getMemberAccount(member.id), retry: false });
  const [email, setEmail] = useState(member.email ?? '');
  const [role, setRole] = useState<StaffAccountRole>('employee');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const settled = (next: StaffAccount | null, message: string) => {
    void queryClient.invalidateQueries({ queryKey: key });
    if (next) queryClient.setQueryData(key, next);
    setFieldError(null);
    open?.({ type: 'success', message });
  };
  const failed = (error: unknown, message: string) => {
    const http = toHttpError(error);
    const emailIssue = http.errors?.email;
    setFieldError(emailIssue ? String(Array.isArray(emailIssue) ? emailIssue[0] : emailIssue) : null);
    open?.({ type: 'error', message, description: http.message });
  };
  const invite = useMutation({
    mutationFn: (body: { email: string; role: StaffAccountRole }) => inviteMemberAccount(member.id, body),
    onSuccess: (next) => settled(next, next.state === 'active' ? t('account.linked', { name: member.firstName }) : t('account.sent', { email: next.email })),
    onError: (error) => failed(error, t('account.inviteFailed')),
  });
  const revoke = useMutation({
    mutationFn: () => revokeMemberAccount(member.id),
    onSuccess: () => settled(null, t('account.revoked')),
    onError: (error) => failed(error, t('account.revokeFailed')),
  });

  if (account.isError && toHttpError(account.error).statusCode === 403) return null;
  const frame = (body: ReactNode) => (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} component="section" aria-labelledby="member-account-title">
      <Typography id="member-account-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('account.title')}
      </Typography>
      {body}
    </Paper>
  );
  if (account.isPending) return frame(<LoadingState label={t('account.loading')} />);
  if (account.isError) return frame(<ErrorState title={t('account.loadFailed')} retryLabel={t('common.retry', { ns: 'shell' })} onRetry={() => void account.refetch()} />);

  const current = account.data;
  const busy = invite.isPending || revoke.isPending || viewOnly;
  const state = <Chip size="small" color={stateColour[current.state]} label={t(`account.state.${current.state}`)} sx={{ justifySelf: 'start' }} />;
  if (current.state === 'active') {
    return frame(
      <>
        {state}
        <Typography>{t('account.activeText', { name: member.firstName, email: current.email, role: t(`account.role.${current.role ?? 'employee'}`) })}</Typography>
        <Box>
          <Button color="error" variant="outlined" disabled={busy} onClick={() => revoke.mutate()}>
            {t('account.revoke')}
          </Button>
        </Box>
      </>,
    );
  }
  if (current.state === 'invited') {
    return frame(
      <>
        {state}
        <Typography>
          {t('account.invitedText', { email: current.email, date: current.expiresAt ? formats.date(current.expiresAt.slice(0, 10)) : '' })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={busy} onClick={() => invite.mutate({ email: current.email ?? '', role: current.role === 'administrator' ? 'administrator' : 'employee' })}>
            {t('account.resend')}
          </Button>
          <Button color="error" disabled={busy} onClick={() => revoke.mutate()}>
            {t('account.withdraw')}
          </Button>
        </Box>
      </>,
    );
  }
  return frame(
    <Box
      component="form"
      sx={{ display: 'grid', gap: 1.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate({ email, role });
      }}
    >
      {state}
      <Typography color="text.secondary">{t('account.noneText', { name: member.firstName })}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          label={t('account.email')}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? t('account.emailHelp')}
          disabled={busy}
        />
        <TextField select label={t('account.roleLabel')} value={role} onChange={(event) => setRole(staffAccountRoleSchema.parse(event.target.value))} disabled={busy}>
          {staffAccountRoleSchema.options.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`account.role.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {role === 'administrator' && <Alert severity="info">{t('account.adminNote')}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={busy || email.trim() === ''}>
          {t('account.invite')}
        </Button>
      </Box>
    </Box>,
  );
}
