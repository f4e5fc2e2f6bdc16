import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useForkRef } from '@mui/material/utils';
import { DatePicker, type DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addDays } from '@/schema/schedule/calendar';
import { DateLocalization } from '@/components/forms/date-localization';
import { useFormats } from '@/components/session/use-formats';
import type { ScheduleParams } from './use-schedule-params';

export type DateStepperProps = {
  params: ScheduleParams;
  onChange: (change: Partial<ScheduleParams>) => void;
  /** A phone: the day as a button that opens the calendar, not a field to type in. */
  compact: boolean;
};

/** The day shown, a day (or a week) back and forth. */
export function DateStepper({ params, onChange, compact }: DateStepperProps) {
  const { t } = useTranslation('schedule');
  const step = params.view === 'week' ? 7 : 1;
  const stepButton = (by: -1 | 1) => (
    <IconButton
      size={compact ? 'small' : 'medium'}
      aria-label={t(`toolbar.${by < 0 ? 'previous' : 'next'}${params.view === 'week' ? 'Week' : 'Day'}`)}
      onClick={() => onChange({ date: addDays(params.date, by * step) })}
    >
      {by < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: compact ? 0 : 0.5, flex: 'none' }}>
      {stepButton(-1)}
      <DateLocalization>
        <DatePicker
          label={t('toolbar.date')}
          value={dayjs(params.date)}
          onChange={(value) => {
            if (value?.isValid()) onChange({ date: value.format('YYYY-MM-DD') });
          }}
          slots={compact ? { field: DateButtonField } : undefined}
          slotProps={{
            textField: { size: 'small', sx: { width: 170 } },
          }}
        />
      </DateLocalization>
      {stepButton(1)}
    </Box>
  );
}

/**
 * The picker's field on a phone: the day in the schedule's own short form ("Fri, Nov 27") on a button that opens
 * the calendar (MUI X's custom field pattern), as narrow as a day's name allows.
 */
function DateButtonField(props: DatePickerFieldProps) {
  const { t } = useTranslation('schedule');
  const { shortDay } = useFormats();
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const picker = usePickerContext();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const text = picker.value?.isValid() ? shortDay(picker.value.format('YYYY-MM-DD')) : '';
  return (
    <Button
      {...forwardedProps}
      ref={ref}
      variant="outlined"
      color="inherit"
      aria-label={t('toolbar.dateIs', { date: text })}
      className={picker.rootClassName}
      onClick={() => picker.setOpen((open) => !open)}
      sx={{ whiteSpace: 'nowrap', px: 1, minWidth: 0, borderColor: 'divider', height: 40 }}
    >
      {text}
    </Button>
  );
}
