import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ScheduleEmployee } from '@/schema/schedule/schedule-read';
import type { ScheduleParams } from './use-schedule-params';

export type PersonPickerProps = {
  params: ScheduleParams;
  onChange: (change: Partial<ScheduleParams>) => void;
  /** Who can be picked (the branch's people); null while they load. */
  employees: readonly ScheduleEmployee[] | null;
  /** The person shown when one is (week view, phones). */
  shownEmployeeId: number | null;
  /** One person is shown (phones, the week): no "everyone", and on a wide screen arrows step through them. */
  onePerson: boolean;
  /** A phone: the picker takes the row's room left, without arrows. */
  compact: boolean;
};

const nameOf = (employee: ScheduleEmployee) => `${employee.firstName} ${employee.lastName}`.trim();

/** Whose column or week the grid shows. */
export function PersonPicker({ params, onChange, employees, shownEmployeeId, onePerson, compact }: PersonPickerProps) {
  const { t } = useTranslation('schedule');
  const chosen = onePerson ? shownEmployeeId : params.employeeId;
  const index = employees?.findIndex((employee) => employee.id === chosen) ?? -1;
  const stepButton = (by: -1 | 1) => {
    const next = employees?.[index + by];
    return (
      <IconButton
        aria-label={t(by < 0 ? 'toolbar.previousEmployee' : 'toolbar.nextEmployee')}
        disabled={!next}
        onClick={() => next && onChange({ employeeId: next.id })}
      >
        {by < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </IconButton>
    );
  };
  const arrows = onePerson && !compact;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: compact ? '1 1 0' : 'none', minWidth: 0 }}>
      {arrows ? stepButton(-1) : null}
      <TextField
        select
        size="small"
        label={t('toolbar.employee')}
        value={employees ? (chosen ?? 'all') : 'all'}
        onChange={(event) => onChange({ employeeId: event.target.value === 'all' ? null : Number(event.target.value) })}
        sx={compact ? { flex: 1, minWidth: 0 } : { width: 200 }}
      >
        {onePerson ? null : <MenuItem value="all">{t('toolbar.everyone')}</MenuItem>}
        {(employees ?? []).map((employee) => (
          <MenuItem key={employee.id} value={employee.id}>
            {nameOf(employee)}
          </MenuItem>
        ))}
      </TextField>
      {arrows ? stepButton(1) : null}
    </Box>
  );
}
