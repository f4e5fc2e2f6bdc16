import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/forms/date-input';
import { TimeInput } from '@/components/forms/time-input';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import { scheduledInstant } from './broadcast-form-model';

export type SendChoice = { when: 'now' } | { when: 'later'; at: string };

/**
 * Now or at a date and time of the branch's clock; Save draft beside it. Sending now asks first, naming how many will
 * get it: a broadcast cannot be called back once it has gone.
 */
export function SendControls({ recipients, busy, onSave, onSend }: { recipients: number | null; busy: boolean; onSave: () => void; onSend: (choice: SendChoice) => void }) {
  const { t } = useTranslation('broadcasts');
  const formats = useFormats();
  const timeZone = useWorkspace()?.branch?.timeZone ?? 'UTC';
  const today = useWorkspaceToday();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [date, setDate] = useState<string | null>(today);
  const [time, setTime] = useState('10:00');
  const [asking, setAsking] = useState(false);
  const at = scheduledInstant(date, time, timeZone);
  const ahead = at !== null && Date.parse(at) > Date.now();
  const nobody = recipients === 0;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <RadioGroup row value={when} onChange={(event) => setWhen(event.target.value as 'now' | 'later')} aria-label={t('send.when')}>
        <FormControlLabel value="now" control={<Radio />} label={t('send.now')} />
        <FormControlLabel value="later" control={<Radio />} label={t('send.later')} />
      </RadioGroup>
      {when === 'later' ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '200px 160px' } }}>
          <DateInput label={t('send.date')} value={date} onChange={setDate} minDate={today} size="small" />
          <TimeInput label={t('send.time')} value={time} onChange={setTime} size="small" error={at !== null && !ahead} helperText={at !== null && !ahead ? t('send.ahead') : undefined} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button onClick={onSave} disabled={busy}>
          {t('send.saveDraft')}
        </Button>
        {when === 'now' ? (
          <Button variant="contained" disabled={busy || nobody || recipients === null} onClick={() => setAsking(true)}>
            {t('send.sendNow')}
          </Button>
        ) : (
          <Button variant="contained" disabled={busy || nobody || !ahead} onClick={() => at && onSend({ when: 'later', at })}>
            {t('send.schedule')}
          </Button>
        )}
      </Box>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="send-now-title">
        <DialogTitle id="send-now-title">{t('send.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('send.confirmText', { count: recipients ?? 0, formatted: formats.number(recipients ?? 0) })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('send.back')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setAsking(false);
              onSend({ when: 'now' });
            }}
          >
            {t('send.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
