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
import { staffAccountRoleSchema, type StaffAccount, type StaffAccountInviteInput, type StaffAccountRole } from '@/schema/staff-account';
import { formatPhoneInternational } from '@/schema/phone';
import { useFormats } from '@/components/session/use-formats';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { useCopy } from '@/lib/use-copy';
import { toHttpError } from '@/providers/data-provider';
import { getMemberAccount, inviteMemberAccount, memberAccountKey, revokeMemberAccount } from './member-account-api';
import type { MemberRecord } from './member-record';

const stateColour = { none: 'default', invited: 'warning', active: 'success' } as const;
const channels = ['email', 'phone'] as const;
type Channel = (typeof channels)[number];

/**
 * The link of an invitation by phone, answered once by the POST: until an SMS provider delivers, the manager copies
 * it and sends it by any messenger. Gone on reload, as the server keeps only the token's hash.
 */
function InvitationLink({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation('team');
  const { copied, copy } = useCopy();
  return (
    <Alert severity="info" sx={{ '& .MuiAlert-message': { display: 'grid', gap: 1.5, minWidth: 0, width: '100%' } }}>
      <Typography variant="body2">{t('account.linkText', { name })}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label={t('account.linkLabel')}
          value={link}
          size="small"
          sx={{ flex: '1 1 220px', minWidth: 0 }}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="contained" onClick={(event) => void copy(link, event.currentTarget.parentElement?.querySelector('input'))}>
          {t('account.copyLink')}
        </Button>
      </Box>
      {copied ? (
        <Typography variant="body2" role="status">
          {t(copied === 'yes' ? 'account.copied' : 'account.copyFailed')}
        </Typography>
      ) : null}
    </Alert>
  );
}

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
  const [channel, setChannel] = useState<Channel>('email');
  const [email, setEmail] = useState(member.email ?? '');
  const [phone, setPhone] = useState('');
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
    const issue = http.errors?.[channel];
    setFieldError(issue ? String(Array.isArray(issue) ? issue[0] : issue) : null);
    open?.({ type: 'error', message, description: http.message });
  };
  const invite = useMutation({
    mutationFn: (body: StaffAccountInviteInput) => inviteMemberAccount(member.id, body),
    onSuccess: (next) =>
      settled(
        next,
        next.state === 'active'
          ? t('account.linked', { name: member.firstName })
          : next.phone
            ? t('account.linkReady', { phone: formatPhoneInternational(next.phone) })
            : t('account.sent', { email: next.email }),
      ),
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
    const date = current.expiresAt ? formats.date(current.expiresAt) : '';
    const role = current.role === 'administrator' ? 'administrator' : 'employee';
    // The link answered by this page's own POST, while that invitation is the pending one.
    const link = invite.data?.invitationId === current.invitationId ? invite.data?.link : undefined;
    return frame(
      <>
        {state}
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {current.phone
            ? t('account.invitedPhoneText', { phone: formatPhoneInternational(current.phone), date })
            : t('account.invitedText', { email: current.email, date })}
        </Typography>
        {link ? <InvitationLink link={link} name={member.firstName} /> : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={busy} onClick={() => invite.mutate(current.phone ? { phone: current.phone, role } : { email: current.email ?? '', role })}>
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
        invite.mutate(channel === 'email' ? { email, role } : { phone, role });
      }}
    >
      {state}
      <Typography color="text.secondary">{t('account.noneText', { name: member.firstName })}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr 1fr' } }}>
        <TextField
          select
          label={t('account.channel')}
          value={channel}
          onChange={(event) => {
            setChannel(event.target.value === 'phone' ? 'phone' : 'email');
            setFieldError(null);
          }}
          disabled={busy}
        >
          {channels.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`account.channels.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        {channel === 'email' ? (
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
        ) : (
          <TextField
            label={t('account.phone')}
            type="tel"
            required
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? t('account.phoneHelp')}
            disabled={busy}
            slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
          />
        )}
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
        <Button type="submit" variant="contained" disabled={busy || (channel === 'email' ? email : phone).trim() === ''}>
          {t('account.invite')}
        </Button>
      </Box>
    </Box>,
  );
}
