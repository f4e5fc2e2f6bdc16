import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useFormats } from '@/components/session/use-formats';
import { DateLocalization } from './date-localization';
import type { PickerFieldProps } from './picker-field-props';

export type TimeInputProps = PickerFieldProps & {
  /** A wall-clock `HH:mm`, or '' when empty. */
  value: string;
  /** `HH:mm`; a half-typed time is sent as `unfinishedTime`, which the schemas refuse with "Use HH:mm". */
  onChange: (value: string) => void;
  /** The steps the picker's list offers; typing takes any minute. */
  minutesStep?: number;
};

export const unfinishedTime = 'unfinished';

const wallClock = /^([01]\d|2[0-3]):[0-5]\d$/;
const toDayjs = (value: string): Dayjs | null => (wallClock.test(value) ? dayjs(`2000-01-01T${value}`) : null);
const toWire = (time: Dayjs | null): string => (time === null ? '' : time.isValid() ? time.format('HH:mm') : unfinishedTime);

/**
 * A time of day as the person's language and the branch's country write it (24-hour, or "9:30 AM" in English
 * where the country does: `useFormats().hour12`), typed or picked from a list. Browsers' own time inputs follow
 * the browser's locale instead, so an English browser in Serbia would ask for AM and PM.
 */
export function TimeInput({ value, onChange, onBlur, label, name, required, disabled, error, helperText, size, minutesStep = 5, sx, inputRef }: TimeInputProps) {
  const { hour12 } = useFormats();
  const [time, setTime] = useState<Dayjs | null>(() => toDayjs(value));
  useEffect(() => {
    // A new value from outside (a suggestion picked, a reset) replaces what is typed; our own echo does not.
    if (value === unfinishedTime) return;
    setTime((current) => (toWire(current) === value ? current : toDayjs(value)));
  }, [value]);
  const handleChange = (next: Dayjs | null) => {
    setTime(next);
    onChange(toWire(next));
  };
  return (
    <DateLocalization>
      <DesktopTimePicker
        label={label}
        value={time}
        onChange={handleChange}
        ampm={hour12}
        disabled={disabled}
        timeSteps={{ minutes: minutesStep }}
        // A plain <input> holding "09:30": what people and tests type into and read back.
        enableAccessibleFieldDOMStructure={false}
        {...(inputRef ? { inputRef } : {})}
        slotProps={{
          textField: { name, required, error, helperText, size, onBlur, sx, fullWidth: true },
        }}
      />
    </DateLocalization>
  );
}
