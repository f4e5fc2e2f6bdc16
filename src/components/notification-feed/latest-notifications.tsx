import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { accountPath } from '@/schema/routes';
import { ErrorState } from '@/components/states/error-state';
import { FeedItemRow } from './feed-item-row';
import { useLatestNotifications, useMarkRead } from './use-notification-feed';
import { useOpenFeedItem } from './use-open-feed-item';
import { useTimeAgoText } from './use-time-ago-text';

/** How many the bell's popover lists; the rest are on the Account `notifications` page. */
export const latestCount = 8;

/**
 * The bell's popover: the latest messages, "Mark all as read" and "See all". Opening a message closes it (`onDone`)
 * and shows its appointment; one about no appointment leads to the whole feed.
 */
export function LatestNotifications({ headingId, onDone }: { headingId: string; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const latest = useLatestNotifications(latestCount);
  const markRead = useMarkRead();
  const open = useOpenFeedItem();
  const navigate = useNavigate();
  const timeAgoText = useTimeAgoText();
  const items = latest.data?.items ?? [];
  const newest = items[0];

  return (
    <Box sx={{ width: 400, maxWidth: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 2, pr: 1, py: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {t('account.nav.notifications')}
        </Typography>
        <Button
          size="small"
          disabled={!newest || !latest.data?.unread || markRead.isPending}
          onClick={() => newest && markRead.mutate(newest.id)}
        >
          {t('account.notifications.markAllRead')}
        </Button>
      </Box>
      <Divider />
      {latest.isPending ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label={t('account.notifications.loading')} />
        </Box>
      ) : latest.isError ? (
        <Box sx={{ px: 2 }}>
          <ErrorState
            title={t('account.notifications.loadFailed')}
            retryLabel={t('common.retry')}
            onRetry={() => void latest.refetch()}
          />
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
          {t('account.notifications.emptyTitle')}
        </Typography>
      ) : (
        <List
          disablePadding
          aria-labelledby={headingId}
          sx={{ maxHeight: 'min(480px, calc(100dvh - 200px))', overflowY: 'auto' }}
        >
          {items.map((item) => (
            <FeedItemRow
              key={item.id}
              item={item}
              time={timeAgoText(item.at)}
              oneLine
              onOpen={() => {
                onDone();
                if (!open(item)) void navigate(accountPath('notifications'));
              }}
            />
          ))}
        </List>
      )}
      <Divider />
      <Button
        component={RouterLink}
        to={accountPath('notifications')}
        onClick={onDone}
        fullWidth
        sx={{ py: 1.25, borderRadius: 0 }}
      >
        {t('account.notifications.seeAll')}
      </Button>
    </Box>
  );
}
