import { useTranslation } from 'react-i18next';
import { isReversedTimeRange } from '@/schema/schedule/calendar';
import { timeOfDaySchema } from '@/schema/primitives';
import { TimeInput } from '@/components/forms/time-input';

export type ShiftHours = { start: string; end: string };

/** Whether the hours make a shift (the rule work-slot.ts holds the server to). */
export const shiftHoursValid = ({ start, end }: ShiftHours): boolean =>
  timeOfDaySchema.safeParse(start).success && timeOfDaySchema.safeParse(end).success && !isReversedTimeRange(start, end);

/** The shift's start and end, in the branch's time, as the edit bar and the template form ask for them. */
export function ShiftFields({ hours, onChange, disabled = false }: { hours: ShiftHours; onChange: (hours: ShiftHours) => void; disabled?: boolean }) {
  const { t } = useTranslation('workSlots');
  const reversed = isReversedTimeRange(hours.start, hours.end);
  const field = { size: 'small', disabled, sx: { flex: '1 1 140px', minWidth: 140, maxWidth: 170 } } as const;
  return (
    <>
      <TimeInput {...field} label={t('shift.start')} value={hours.start} onChange={(start) => onChange({ ...hours, start })} />
      <TimeInput
        {...field}
        label={t('shift.end')}
        value={hours.end}
        error={reversed}
        helperText={reversed ? t('shift.endBeforeStart') : undefined}
        onChange={(end) => onChange({ ...hours, end })}
      />
    </>
  );
}
