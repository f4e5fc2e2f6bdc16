import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { addDays } from '@/schema/schedule/calendar';

// Monday first, as salons' weeks read; the values are the spec's weekdays (0 = Sunday).
const weekOrder = [1, 2, 3, 4, 5, 6, 0];
const aSunday = '2025-06-01';

/** Weekdays to tick (a rota's working days, the days a group class repeats on), named in the interface language. */
export function WeekdayChecks({
  label,
  value,
  onChange,
  weekdayName,
  error,
}: {
  label: string;
  value: readonly number[];
  onChange: (weekdays: number[]) => void;
  /** "Mon" for a date (useFormats().weekday). */
  weekdayName: (date: string) => string;
  error?: string;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {weekOrder.map((weekday) => (
        <FormControlLabel
          key={weekday}
          label={weekdayName(addDays(aSunday, weekday))}
          control={
            <Checkbox
              checked={value.includes(weekday)}
              onChange={(event) => onChange(event.target.checked ? [...value, weekday] : value.filter((day) => day !== weekday))}
            />
          }
        />
      ))}
      {error ? (
        <Typography color="error" variant="body2" sx={{ width: '100%' }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
