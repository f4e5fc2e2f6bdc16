import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { addDays } from '@/schema/schedule/calendar';
import type { ScheduleEmployee } from '@/schema/schedule/schedule-read';
import { DateLocalization } from '@/components/forms/date-localization';
import type { DayCounts } from './schedule-grid-model';
import { columnWidthLimits } from './use-column-width';
import type { ScheduleParams } from './use-schedule-params';
import type { TimeFormat } from './use-time-format';

export type ScheduleToolbarProps = {
  params: ScheduleParams;
  onChange: (change: Partial<ScheduleParams>) => void;
  today: string;
  /** Who can be picked (the branch's people); null while they load. */
  employees: readonly ScheduleEmployee[] | null;
  /** The person shown when one is (week view, phones). */
  shownEmployeeId: number | null;
  counts: DayCounts | null;
  columnWidth: number;
  onColumnWidth: (width: number) => void;
  isPhone: boolean;
  format: TimeFormat;
};

const nameOf = (employee: ScheduleEmployee) => `${employee.firstName} ${employee.lastName}`.trim();

/** Date, view and people: what the grid shows, and the day's counts. */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const {
    params,
    onChange,
    today,
    employees,
    shownEmployeeId,
    counts,
    columnWidth,
    onColumnWidth,
    isPhone,
    format,
  } = props;
  const { t } = useTranslation('schedule');
  const step = params.view === 'week' ? 7 : 1;
  // Phones and the week view show one person; the day view on a wide screen may show everyone.
  const onePerson = isPhone || params.view === 'week';
  const chosen = onePerson ? shownEmployeeId : params.employeeId;
  const index = employees?.findIndex((employee) => employee.id === chosen) ?? -1;
  const stepEmployee = (by: number) => {
    const next = employees?.[index + by];
    if (next) onChange({ employeeId: next.id });
  };

  const todayButton = (
    <Button
      variant="outlined"
      size="small"
      disabled={params.date === today}
      onClick={() => onChange({ date: today })}
    >
      {t('toolbar.today')}
    </Button>
  );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: isPhone ? '1 1 100%' : 'none' }}>
        <IconButton
          aria-label={t(params.view === 'week' ? 'toolbar.previousWeek' : 'toolbar.previousDay')}
          onClick={() => onChange({ date: addDays(params.date, -step) })}
        >
          <ChevronLeftIcon />
        </IconButton>
        <DateLocalization>
          <DatePicker
            label={t('toolbar.date')}
            value={dayjs(params.date)}
            onChange={(value) => {
              if (value?.isValid()) onChange({ date: value.format('YYYY-MM-DD') });
            }}
            slotProps={{
              textField: { size: 'small', sx: { width: isPhone ? 'auto' : 170, flex: isPhone ? 1 : 'none' } },
            }}
          />
        </DateLocalization>
        <IconButton
          aria-label={t(params.view === 'week' ? 'toolbar.nextWeek' : 'toolbar.nextDay')}
          onClick={() => onChange({ date: addDays(params.date, step) })}
        >
          <ChevronRightIcon />
        </IconButton>
        {isPhone ? null : todayButton}
      </Box>
      {isPhone ? todayButton : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={params.view}
        aria-label={t('toolbar.view')}
        onChange={(_, view: ScheduleParams['view'] | null) => {
          if (view) onChange({ view });
        }}
      >
        <ToggleButton value="day">{t('toolbar.day')}</ToggleButton>
        <ToggleButton value="week">{t('toolbar.week')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: isPhone ? '1 1 100%' : 'none' }}>
        {onePerson ? (
          <IconButton
            aria-label={t('toolbar.previousEmployee')}
            disabled={index <= 0}
            onClick={() => stepEmployee(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
        ) : null}
        <TextField
          select
          size="small"
          label={t('toolbar.employee')}
          value={employees ? (chosen ?? 'all') : 'all'}
          onChange={(event) =>
            onChange({ employeeId: event.target.value === 'all' ? null : Number(event.target.value) })
          }
          sx={{ minWidth: 200, flex: isPhone ? 1 : 'none' }}
        >
          {onePerson ? null : <MenuItem value="all">{t('toolbar.everyone')}</MenuItem>}
          {(employees ?? []).map((employee) => (
            <MenuItem key={employee.id} value={employee.id}>
              {nameOf(employee)}
            </MenuItem>
          ))}
        </TextField>
        {onePerson ? (
          <IconButton
            aria-label={t('toolbar.nextEmployee')}
            disabled={!employees || index >= employees.length - 1}
            onClick={() => stepEmployee(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        ) : null}
      </Box>
      {params.view === 'day' && !isPhone ? (
        <FormControlLabel
          control={
            <Switch
              checked={params.showEveryone}
              onChange={(event) => onChange({ showEveryone: event.target.checked })}
            />
          }
          label={t('toolbar.showEveryone')}
        />
      ) : null}
      {params.view === 'day' && !isPhone ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: 180 }}>
          <Typography variant="body2" color="text.secondary" id="schedule-column-width">
            {t('toolbar.columnWidth')}
          </Typography>
          <Slider
            size="small"
            aria-labelledby="schedule-column-width"
            min={columnWidthLimits.min}
            max={columnWidthLimits.max}
            step={columnWidthLimits.step}
            value={columnWidth}
            onChange={(_, value) => onColumnWidth(value as number)}
          />
        </Box>
      ) : null}
      {counts ? (
        <Typography variant="body2" color="text.secondary" sx={{ ml: { md: 'auto' } }} aria-live="polite">
          {t('toolbar.orders', { count: counts.orders })} ·{' '}
          {t('toolbar.free', { time: format.duration(counts.freeMinutes) })}
        </Typography>
      ) : null}
    </Box>
  );
}
