import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { accountPath } from '@/schema/routes';
import { readPushState } from '@/custom-screens/account/web-push';

/** Whether this device gets the pushes, with the way to Account → Notifications, where it is turned on or off. */
export function DevicePushLine() {
  const { t } = useTranslation('integrations');
  // The same key the Account page's card reads, so turning push on there shows here at once.
  const state = useQuery({ queryKey: ['web-push', 'state'], queryFn: readPushState, staleTime: Infinity, retry: false });
  const kind = state.data?.kind ?? (state.isError ? 'unsupported' : null);
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ display: 'flex', color: kind === 'on' ? 'primary.main' : 'text.secondary' }}>
        {kind === 'on' ? <NotificationsActiveOutlined /> : <NotificationsOffOutlined />}
      </Box>
      <Typography variant="body2">
        {kind === null ? t('push.device.checking') : t(`push.device.${kind}`)}{' '}
        <Link component={RouterLink} to={accountPath('notifications')}>
          {t('push.device.link')}
        </Link>
      </Typography>
    </Paper>
  );
}
