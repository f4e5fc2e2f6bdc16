import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FilterCondition } from '@/schema/list-query';
import { messageStatuses, type MessageLogEntry } from '@/schema/messages/message-log';
import { messageChannels } from '@/schema/messages/notification-events';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { MessageEntry } from './message-entry';
import { listMessages, notificationKeys, resendMessage, type MessageSource } from './notifications-api';
import { useNotificationWords } from './use-notification-words';
import { FilterSelect, type FilterOption } from '@/components/forms/filter-select';

const perPage = 10;
/** In-app messages are the team's own feed, never in the log (server/modules/notifications/message-log.query.ts). */
const loggedChannels = messageChannels.filter((channel) => channel !== 'inApp');
type Filters = { status: string; channel: string };

const conditionsOf = (filters: Filters): FilterCondition[] => [
  ...(filters.status ? [{ field: 'status', matchMode: 'equals' as const, value: filters.status }] : []),
  ...(filters.channel ? [{ field: 'channel', matchMode: 'equals' as const, value: filters.channel }] : []),
];

export type MessageLogProps = {
  source: MessageSource;
  /** Failed messages offer "Send again" (the branch's log, to whoever may edit marketing). */
  canResend: boolean;
};

/** Messages newest first, ten a page, filtered by status and channel: the branch's log or a client's. */
export function MessageLog({ source, canResend }: MessageLogProps) {
  const words = useNotificationWords();
  const { t } = words;
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const [filters, setFilters] = useState<Filters>({ status: '', channel: '' });
  const [page, setPage] = useState(1);
  const [resending, setResending] = useState<number | null>(null);
  const conditions = useMemo(() => conditionsOf(filters), [filters]);
  const messages = useQuery({
    queryKey: notificationKeys.log(branchId, source, page, conditions),
    queryFn: () => listMessages(branchId, source, page, perPage, conditions),
    placeholderData: keepPreviousData,
    enabled: branchId > 0,
  });
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const resend = async (message: MessageLogEntry) => {
    setResending(message.id);
    try {
      await resendMessage(message.id);
      open?.({ type: 'success', message: t('log.resent') });
    } catch (error) {
      open?.({ type: 'error', message: t('log.resendFailed'), description: toHttpError(error).message });
    } finally {
      setResending(null);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.logs(branchId) });
    }
  };

  // An employee may open the card but not the messages (they carry contacts the branch may hide): a note, not an error.
  if (messages.isError && toHttpError(messages.error).statusCode === 403)
    return (
      <Alert severity="info" variant="outlined" role="status" data-testid="messages-forbidden">
        {t('log.forbidden')}
      </Alert>
    );

  // Two to a row on phones.
  const select = (label: string, value: string, onChange: (value: string) => void, options: FilterOption[]) => (
    <FilterSelect label={label} value={value} onChange={onChange} options={options} anyLabel={t('log.any')} sx={{ minWidth: { xs: 'calc(50% - 6px)', sm: 170 }, flex: { xs: 1, sm: 'none' } }} />
  );
  const filtered = conditions.length > 0;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        role="group"
        aria-label={t('log.filters')}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      >
        {select(
          t('log.status'),
          filters.status,
          (status) => change({ status }),
          messageStatuses.map((status) => ({ value: status, label: words.status(status) })),
        )}
        {select(
          t('log.channel'),
          filters.channel,
          (channel) => change({ channel }),
          loggedChannels.map((channel) => ({ value: channel, label: words.channel(channel) })),
        )}
        {messages.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} aria-live="polite">
            {t('log.total', { count: messages.data.meta.totalItems })}
          </Typography>
        ) : null}
      </Box>
      {messages.isPending ? <LoadingState label={t('log.loading')} /> : null}
      {messages.isError ? (
        <LoadFailedPanel title={t('log.loadFailed')} error={messages.error} retryLabel={t('log.retry')} onRetry={messages.refetch} />
      ) : null}
      {messages.data && messages.data.items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            title={filtered ? t('log.emptyFiltered') : t('log.empty')}
            description={filtered ? undefined : t('log.emptyText')}
          />
        </Paper>
      ) : null}
      {messages.data?.items.map((message) => (
        <MessageEntry
          key={message.id}
          message={message}
          showRecipient={source.kind === 'branch'}
          onResend={canResend ? (failed) => void resend(failed) : undefined}
          resending={resending === message.id}
        />
      ))}
      {messages.data && messages.data.meta.totalPages > 1 ? (
        <Pagination
          count={messages.data.meta.totalPages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ justifySelf: 'center' }}
          getItemAriaLabel={(type, item) =>
            type === 'previous'
              ? t('log.previous')
              : type === 'next'
                ? t('log.next')
                : t('log.page', { page: item, pages: messages.data.meta.totalPages })
          }
        />
      ) : null}
    </Box>
  );
}
