import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { businessDateRange, type DateRange } from '@/schema/primitives';
import { DateLocalization } from './date-localization';
import type { PickerFieldProps } from './picker-field-props';

export type DateInputProps = PickerFieldProps & {
  /** `YYYY-MM-DD` (or an ISO date-time with `withTime`); null or '' when empty. */
  value: unknown;
  onChange: (value: string | null) => void;
  withTime?: boolean;
  /** The first and last days that may be picked, `YYYY-MM-DD`, inside `dates`. */
  minDate?: string;
  maxDate?: string;
  /** The range the field takes (src/schema/primitives.ts): business dates unless it says, as the API checks. */
  dates?: DateRange;
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
 * A date (or date and time) as the person's language and the branch's country write it ("25. 11. 2026." in
 * Serbian, "25/11/2026" in English on a Serbian branch), typed or picked from a calendar whose week starts on the
 * country's first day. Browsers' own date inputs follow the browser's locale instead. The picker keeps its own
 * half-typed state; only a value that differs from what it last reported replaces it (a reset, a reload).
 */
export function DateInput({ value, onChange, onBlur, label, withTime = false, error, helperText, required, disabled, size, name, minDate, maxDate, dates = businessDateRange, sx, inputRef }: DateInputProps) {
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
  const common = {
    label,
    value: date,
    onChange: handleChange,
    disabled,
    minDate: dayjs(minDate && minDate > dates.min ? minDate : dates.min),
    maxDate: dayjs(maxDate && maxDate < dates.max ? maxDate : dates.max),
    ...(inputRef ? { inputRef } : {}),
    slotProps: {
      textField: { fullWidth: true, error, helperText, required, onBlur, size, name, sx },
      field: { clearable: !required },
    },
  };
  return <DateLocalization>{withTime ? <DateTimePicker {...common} /> : <DatePicker {...common} />}</DateLocalization>;
}
