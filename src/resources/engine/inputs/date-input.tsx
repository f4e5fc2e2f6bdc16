import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { InputFrameProps } from './basic-inputs';
import { DateLocalization } from '@/components/forms/date-localization';

export type DateInputProps = InputFrameProps & {
  /** `YYYY-MM-DD` (or an ISO date-time with `withTime`); null or '' when empty. */
  value: unknown;
  onChange: (value: string | null) => void;
  withTime?: boolean;
};

/** What a half-typed date is sent to the resolver as: not a date, so it says "enter a date". */
export const unfinishedDate = 'unfinished';

const toDayjs = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string' || value === '' || value === unfinishedDate) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
};

const toWire = (date: Dayjs | null, withTime: boolean): string | null => {
  if (date === null) return null;
  if (!date.isValid()) return unfinishedDate;
  return withTime ? date.toISOString() : date.format('YYYY-MM-DD');
};

/**
 * MUI X date (or date-time) picker over the wire value. The picker keeps its own half-typed state; only
 * a value that differs from what it last reported replaces it (a reset, a reload after a conflict).
 */
export function DateInput({ value, onChange, onBlur, label, withTime = false, error, helperText, required, disabled, size, name }: DateInputProps) {
  const [date, setDate] = useState<Dayjs | null>(() => toDayjs(value));
  useEffect(() => {
    if (value === unfinishedDate) return;
    const incoming = toDayjs(value);
    setDate((current) => (toWire(current, withTime) === toWire(incoming, withTime) ? current : incoming));
  }, [value, withTime]);

  const handleChange = (next: Dayjs | null) => {
    setDate(next);
    onChange(toWire(next, withTime));
  };
  const slotProps = {
    textField: { fullWidth: true, error, helperText, required, onBlur, size, name },
    field: { clearable: !required },
  };
  return (
    <DateLocalization>
      {withTime ? (
        <DateTimePicker label={label} value={date} onChange={handleChange} disabled={disabled} slotProps={slotProps} />
      ) : (
        <DatePicker label={label} value={date} onChange={handleChange} disabled={disabled} slotProps={slotProps} />
      )}
    </DateLocalization>
  );
}
