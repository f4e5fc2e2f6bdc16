import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WaitlistEntry } from '@/schema/online-booking/waitlist';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { useFormats } from '@/components/session/use-formats';
import { saveFailureOf } from '@/components/order-drawer/save-failure';
import { offerNow, removeWaitlistEntry, waitlistBranchKey } from './waitlist-api';

type Props = { branchId: number; date: string; query: UseQueryResult<WaitlistEntry[]> };

/**
 * The day's waitlist, first come first served: who, what, with whom, when they could come, and any offer out. A
 * waiting entry can be offered the day's first free time in its window now ("Offer now", as the offer worker would);
 * when none is free the server's sentence says so under the entry.
 */
export function WaitlistList({ branchId, date, query }: Props) {
  const { t } = useTranslation('waitlist');
  const formats = useFormats();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: waitlistBranchKey(branchId) });
  const remove = useMutation({ mutationFn: (entryId: number) => removeWaitlistEntry(branchId, entryId), onSettled: refresh });
  const offer = useMutation({ mutationFn: (entryId: number) => offerNow(branchId, entryId, date), onSettled: refresh });
  const busy = remove.isPending || offer.isPending;
  if (query.isError) return <ErrorState title={t('loadFailed')} message={t('loadFailedText')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState label={t('loading')} />;
  if (query.data.length === 0) return <EmptyState icon={<HourglassEmpty />} title={t('empty')} description={t('emptyText')} />;
  return (
    <List disablePadding>
      {query.data.map((entry) => {
        const days = entry.fromDate === entry.toDate ? formats.date(entry.fromDate) : t('days', { from: formats.date(entry.fromDate), to: formats.date(entry.toDate) });
        return (
          <ListItem key={entry.id} divider sx={{ display: 'grid', gap: 0.5, alignItems: 'start', py: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="h3" sx={{ flex: 1, minWidth: 0 }}>
                {entry.clientName}
              </Typography>
              <Chip size="small" color={entry.state === 'offered' ? 'warning' : 'default'} label={t(`state.${entry.state}`)} />
            </Box>
            <Typography variant="body2">
              {entry.services.map((service) => service.name).join(', ')} · {entry.employeeName ?? t('anyone')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {days}, {t('hours', { hours: formats.clockRange(entry.fromTime, entry.toTime) })}
            </Typography>
            {entry.offeredUntil ? (
              <Typography variant="body2" color="warning.main">
                {t('offeredUntil', { time: formats.time(Date.parse(entry.offeredUntil)) })}
              </Typography>
            ) : null}
            {offer.isError && offer.variables === entry.id ? (
              <Alert severity="warning" onClose={() => offer.reset()}>
                {saveFailureOf(offer.error).message}
              </Alert>
            ) : null}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {entry.state === 'waiting' ? (
                <Button size="small" variant="outlined" disabled={busy} onClick={() => offer.mutate(entry.id)} aria-label={t('offerNowOf', { name: entry.clientName })}>
                  {t('offerNow')}
                </Button>
              ) : null}
              <Button size="small" color="error" disabled={busy} onClick={() => remove.mutate(entry.id)} aria-label={t('removeOf', { name: entry.clientName })}>
                {t('remove')}
              </Button>
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
