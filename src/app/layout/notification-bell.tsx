import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { accountPath } from '@/schema/routes';
import { badgeText } from '@/components/notification-feed/feed-model';
import { LatestNotifications } from '@/components/notification-feed/latest-notifications';
import { useUnreadCount, useUnreadFollowsBranch } from '@/components/notification-feed/use-notification-feed';
import { useWorkspace } from '@/components/session/use-workspace';

/**
 * The top bar's bell: how many in-app messages are unread, kept current by the branch's live channel and a
 * minute's poll. It opens the latest messages in a popover; on a phone (under 640 px), where a popover would
 * cover the screen anyway, it goes to the Account `notifications` page.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount().data ?? 0;
  useUnreadFollowsBranch(useWorkspace()?.branch?.guid);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const headingId = useId();

  const label =
    unread > 0 ? t('account.notifications.bellUnread', { count: unread }) : t('account.nav.notifications');
  const icon = (
    <Badge badgeContent={badgeText(unread)} color="error" invisible={unread === 0} aria-hidden>
      {unread > 0 ? <NotificationsIcon /> : <NotificationsNoneOutlinedIcon />}
    </Badge>
  );

  if (isPhone) {
    return (
      <IconButton component={RouterLink} to={accountPath('notifications')} aria-label={label}>
        {icon}
      </IconButton>
    );
  }
  return (
    <>
      <Tooltip title={t('account.nav.notifications')}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {icon}
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { maxWidth: 'calc(100vw - 16px)' } },
        }}
      >
        <LatestNotifications headingId={headingId} onDone={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
