import CloseIcon from '@mui/icons-material/Close';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { getWaitlist, waitlistKey } from './waitlist-api';
import { WaitlistList } from './waitlist-list';

type Props = { branchId: number; date: string; compact: boolean };

/** The schedule's live events read the list again (use-schedule-live.ts); a join or a removal elsewhere has none: this often too. */
const refreshMs = 60_000;

/**
 * "Waitlist" on the schedule's toolbar, with the number waiting for the day shown, opening the list in a drawer
 * beside the schedule (docs/online-booking.md "Built: the waitlist"). On a phone an icon with the count.
 */
export function WaitlistButton({ branchId, date, compact }: Props) {
  const { t } = useTranslation('waitlist');
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const query = useQuery({ queryKey: waitlistKey(branchId, date), queryFn: () => getWaitlist(branchId, date), enabled: branchId > 0, refetchInterval: refreshMs });
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
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('title'), sx: { width: { xs: '100%', sm: 420 }, maxWidth: '100%' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {t('title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formats.longDate(date)}
            </Typography>
          </Box>
          <IconButton aria-label={t('close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('intro')}
          </Typography>
          <WaitlistList branchId={branchId} query={query} />
        </Box>
      </Drawer>
    </>
  );
}
