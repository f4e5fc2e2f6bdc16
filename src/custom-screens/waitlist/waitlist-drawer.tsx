import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, unfinishedDate } from '@/components/forms/date-input';
import { getWaitlist, waitlistKey } from './waitlist-api';
import { WaitlistAddForm } from './waitlist-add-form';
import { WaitlistList } from './waitlist-list';

type Props = { branchId: number; date: string; onClose: () => void };

/**
 * The waitlist beside the schedule: the entries wishing for a day (the schedule's, or another picked here, which is
 * also the day "Offer now" offers), and "Add to waitlist" for a client staff know.
 */
export function WaitlistDrawer({ branchId, date, onClose }: Props) {
  const { t } = useTranslation('waitlist');
  const [day, setDay] = useState(date);
  const [adding, setAdding] = useState(false);
  const query = useQuery({ queryKey: waitlistKey(branchId, day), queryFn: () => getWaitlist(branchId, day) });
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('title'), sx: { width: { xs: '100%', sm: 440 }, maxWidth: '100%' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {t('title')}
        </Typography>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, py: 1.5, display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 180px' }}>
            <DateInput label={t('day')} size="small" value={day} onChange={(value) => value && value !== unfinishedDate && setDay(value)} />
          </Box>
          {adding ? null : (
            <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('add')}
            </Button>
          )}
        </Box>
        {adding ? <WaitlistAddForm branchId={branchId} date={day} onDone={() => setAdding(false)} /> : null}
        <WaitlistList branchId={branchId} date={day} query={query} />
      </Box>
    </Drawer>
  );
}
