import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { readPushState, turnPushOff, turnPushOn } from './web-push';

const pushStateKey = ['web-push', 'state'] as const;

/**
 * "Push notifications on this device": what this browser allows and whether this device is subscribed, with the
 * one action that applies (turn on, turn off). Blocked, unsupported and not-yet-installed devices are told what to
 * do instead.
 */
export function PushNotificationsCard() {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const queryClient = useQueryClient();
  // The device's own state: nothing the server knows, so it is read once and after each change here.
  const state = useQuery({
    queryKey: pushStateKey,
    queryFn: readPushState,
    staleTime: Infinity,
    retry: false,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: pushStateKey });
  const on = useMutation({ mutationFn: turnPushOn, onSettled: refresh });
  const off = useMutation({ mutationFn: turnPushOff, onSettled: refresh });
  const busy = on.isPending || off.isPending;
  const kind = state.data?.kind ?? (state.isError ? 'unsupported' : null);

  const text =
    kind === null ? t('account.notifications.push.checking') : t(`account.notifications.push.${kind}`);
  const problem = on.isError
    ? t('account.notifications.push.failed')
    : off.isError
      ? t('account.notifications.push.offFailed')
      : on.data === 'default' || (on.data === 'denied' && kind !== 'denied')
        ? t('account.notifications.push.notAllowed')
        : null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, mb: 3 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Box
          aria-hidden
          sx={{ color: kind === 'on' ? 'primary.main' : 'text.secondary', display: 'flex', pt: 0.25 }}
        >
          {kind === 'on' ? <NotificationsActiveOutlinedIcon /> : <NotificationsOffOutlinedIcon />}
        </Box>
        {/* On a phone the text takes the row and the button goes under it; beside it from 640 px. */}
        <Box sx={{ flex: { xs: '1 1 calc(100% - 40px)', sm: '1 1 auto' }, minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('account.notifications.push.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </Box>
        {kind === 'off' ? (
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => on.mutate()}
            sx={{ flexShrink: 0, ml: { xs: 5, sm: 0 } }}
          >
            {t('account.notifications.push.turnOn')}
          </Button>
        ) : kind === 'on' ? (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => off.mutate()}
            sx={{ flexShrink: 0, ml: { xs: 5, sm: 0 } }}
          >
            {t('account.notifications.push.turnOff')}
          </Button>
        ) : null}
      </Box>
      {problem ? (
        <Alert severity={on.isError || off.isError ? 'error' : 'info'} sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
    </Paper>
  );
}
