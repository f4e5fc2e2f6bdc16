import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { Schedule } from '@/schema/schedule/schedule-read';
import { zonedToInstant } from '@/schema/schedule/time-zone';
import type { TimeFormat } from './use-time-format';

type Props = { day: Schedule | undefined; date: string; format: TimeFormat };

/**
 * A day the branch is closed or keeps other hours (Online booking → Presence → Hours): said over the grid, since the
 * booking page offers nothing then and the server refuses staff bookings outside those hours unless confirmed.
 */
export function HoursExceptionNotice({ day, date, format }: Props) {
  const { t } = useTranslation('schedule');
  const exception = day?.hoursExceptions.find((item) => item.date === date);
  if (!day || !exception) return null;
  const note = exception.note ? ` ${exception.note}` : '';
  if (exception.opens === null || exception.closes === null) {
    return (
      <Alert severity="warning" sx={{ mb: 1 }}>
        {t('hoursException.closed')}
        {note}
      </Alert>
    );
  }
  const clock = (time: string) => format.time(zonedToInstant(date, time, day.timeZone));
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      {t('hoursException.special', { opens: clock(exception.opens), closes: clock(exception.closes) })}
      {note}
    </Alert>
  );
}
