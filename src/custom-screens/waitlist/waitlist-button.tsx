import HourglassTop from '@mui/icons-material/HourglassTop';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useSubscription } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '@/components/session/use-workspace';
import { getWaitlist, waitlistBranchKey, waitlistKey, waitlistLiveChannel } from './waitlist-api';
import { WaitlistDrawer } from './waitlist-drawer';

type Props = { branchId: number; date: string; compact: boolean };

/**
 * "Waitlist" on the schedule's toolbar, with the number waiting for the day shown, opening the list in a drawer
 * beside the schedule (docs/online-booking.md "Built: the waitlist"). On a phone an icon with the count. A join, an
 * offer, a removal or an acceptance anywhere is announced on the branch's channel and the list is read again; the
 * schedule's own events (use-schedule-live.ts) do it too, for holds that come and go.
 */
export function WaitlistButton({ branchId, date, compact }: Props) {
  const { t } = useTranslation('waitlist');
  const queryClient = useQueryClient();
  const branch = useWorkspace()?.branch;
  const [open, setOpen] = useState(false);
  const query = useQuery({ queryKey: waitlistKey(branchId, date), queryFn: () => getWaitlist(branchId, date), enabled: branchId > 0 });
  useSubscription({
    channel: waitlistLiveChannel(branchId),
    params: { branchGuid: branch?.guid },
    types: ['*'],
    enabled: branch?.id === branchId,
    onLiveEvent: () => void queryClient.invalidateQueries({ queryKey: waitlistBranchKey(branchId) }),
  });
  const count = query.data?.length ?? 0;
  const label = t('button', { count });
  return (
    <>
      {compact ? (
        <IconButton aria-label={label} onClick={() => setOpen(true)}>
          <Badge badgeContent={count} color="primary">
            <HourglassTop />
          </Badge>
        </IconButton>
      ) : (
        <Button variant="outlined" size="small" startIcon={<HourglassTop />} onClick={() => setOpen(true)} aria-label={label}>
          {t('title')}
          {count > 0 ? <Badge badgeContent={count} color="primary" sx={{ ml: 2, mr: 1 }} /> : null}
        </Button>
      )}
      {open ? <WaitlistDrawer branchId={branchId} date={date} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
