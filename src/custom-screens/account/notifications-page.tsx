import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@/schema/messages/in-app-feed';
import { groupByDay } from '@/components/notification-feed/feed-model';
import { feedItemHref } from '@/schema/messages/in-app-feed';
import { FeedItemRow } from '@/components/notification-feed/feed-item-row';
import { useMarkRead, useNotificationPages } from '@/components/notification-feed/use-notification-feed';
import { useOpenFeedItem } from '@/components/notification-feed/use-open-feed-item';
import { PageHeader } from '@/components/page/page-header';
import { useDocumentTitle } from '@/components/page/use-document-title';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { PushNotificationsCard } from './push-notifications-card';

/**
 * /account/notifications: the person's in-app messages by day, newest first, and push on this device. Reading the
 * page marks nothing: a message is read once opened, or all at once with "Mark all as read".
 */
export function NotificationsPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('account.nav.notifications'));
  const feed = useNotificationPages();
  const markRead = useMarkRead();
  const newest = feed.data?.pages[0]?.items[0];
  const unread = feed.data?.pages[0]?.unread ?? 0;

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader
        title={t('account.nav.notifications')}
        actions={
          <Button
            variant="outlined"
            disabled={!newest || unread === 0 || markRead.isPending}
            onClick={() => newest && markRead.mutate(newest.id)}
          >
            {t('account.notifications.markAllRead')}
          </Button>
        }
      />
      <PushNotificationsCard />
      {markRead.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('account.notifications.markFailed')}
        </Alert>
      ) : null}
      {feed.isPending ? (
        <LoadingState label={t('account.notifications.loading')} />
      ) : feed.isError ? (
        <ErrorState
          title={t('account.notifications.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void feed.refetch()}
        />
      ) : newest === undefined ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<NotificationsNoneOutlinedIcon />}
            title={t('account.notifications.emptyTitle')}
            description={t('account.notifications.emptyText')}
          />
        </Paper>
      ) : (
        <>
          <FeedDays items={feed.data.pages.flatMap((page) => page.items)} />
          {feed.hasNextPage ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
                {t('account.notifications.loadOlder')}
              </Button>
            </Box>
          ) : null}
        </>
      )}
    </Box>
  );
}

function FeedDays({ items }: { items: readonly FeedItem[] }) {
  const { t } = useTranslation('shell');
  const formats = useFormats();
  const open = useOpenFeedItem();
  const days = groupByDay(items, Date.now(), formats.timeZone);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {days.map((day) => {
        const heading =
          day.when === 'earlier' ? formats.longDate(day.date) : t(`account.notifications.${day.when}`);
        return (
          <List
            key={day.date}
            disablePadding
            aria-label={heading}
            subheader={
              <ListSubheader sx={{ borderTop: 1, borderColor: 'divider', mt: '-1px' }}>
                {heading}
              </ListSubheader>
            }
          >
            {day.items.map((item) => (
              <FeedItemRow
                key={item.id}
                item={item}
                time={formats.time(Date.parse(item.at))}
                onOpen={!item.read || feedItemHref(item) !== null ? () => open(item) : undefined}
              />
            ))}
          </List>
        );
      })}
    </Paper>
  );
}
