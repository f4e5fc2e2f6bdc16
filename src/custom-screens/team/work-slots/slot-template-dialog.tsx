import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/forms/date-input';
import { WeekdayChecks } from '@/components/forms/weekday-checks';
import type { IsoDate } from '@/schema/schedule/calendar';
import type { WorkSlot } from '@/schema/schedule/work-slot';
import { defaultSlotPeriod, slotTemplateSchema, type SlotEditPlan, type SlotTemplate } from '@/schema/schedule/work-slot-template';
import { ShiftFields, shiftHoursValid, type ShiftHours } from './shift-fields';
import type { DayFormat } from './use-day-format';
import type { GridMember } from './work-slot-grid';
import { datesOfMonth, type Month } from './work-slot-grid-model';
import { copyableWeekStarts, copyWeekPlan, templatePlan } from './work-slot-plans';

type Kind = SlotTemplate['kind'] | 'copy';

type SlotTemplateDialogProps = {
  open: boolean;
  onClose: () => void;
  month: Month;
  /** Who may be chosen; one member (the member card) is chosen already and not asked for. */
  members: readonly GridMember[];
  existing: readonly WorkSlot[];
  format: DayFormat;
  saving: boolean;
  /** Writes the plan; resolves true when it was saved. */
  onSave: (plan: SlotEditPlan) => Promise<boolean>;
};

/**
 * Fills the month in one action (spec §3 "slot period (default 2), template with selected active weekdays"):
 * a rota of N days on and M off from a date, or chosen weekdays, with the shift's hours, for chosen members;
 * or a week of theirs copied onto the month's following weeks. Full screen on a phone.
 */
export function SlotTemplateDialog({ open, onClose, month, members, existing, format, saving, onSave }: SlotTemplateDialogProps) {
  const { t } = useTranslation('workSlots');
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const first = datesOfMonth(month)[0]!;
  const [kind, setKind] = useState<Kind>('period');
  const [startDate, setStartDate] = useState<IsoDate>(first);
  const [workDays, setWorkDays] = useState(String(defaultSlotPeriod));
  const [restDays, setRestDays] = useState(String(defaultSlotPeriod));
  const [weekdays, setWeekdays] = useState<number[]>([1, 2, 3, 4, 5]);
  const [hours, setHours] = useState<ShiftHours>({ start: '09:00', end: '17:00' });
  const [chosen, setChosen] = useState<GridMember[]>([]);
  const [replaceMonth, setReplaceMonth] = useState(true);
  const single = members.length === 1;
  const employeeIds = (single ? members : chosen).map((member) => member.id);

  const template = slotTemplateSchema.safeParse(
    kind === 'weekdays' ? { kind, weekdays } : { kind: 'period', startDate, workDays: Number(workDays), restDays: Number(restDays) },
  );
  const fieldError = (field: string) => (template.success ? undefined : template.error.issues.find((issue) => issue.path[0] === field)?.message && t(`template.errors.${field}`));
  const weekStarts = copyableWeekStarts(month);
  const copyStartValid = weekStarts.includes(startDate);
  const ready =
    employeeIds.length > 0 && !saving && (kind === 'copy' ? copyStartValid : template.success && shiftHoursValid(hours));

  const submit = async () => {
    const plan =
      kind === 'copy'
        ? copyWeekPlan(month, startDate, employeeIds, existing)
        : templatePlan(month, { template: template.data!, fill: { type: 'work_slot.active', slotStart: hours.start, slotEnd: hours.end }, employeeIds, replaceMonth }, existing);
    if (await onSave(plan)) onClose();
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="slot-template-title">
      <DialogTitle id="slot-template-title">{t('template.title', { month: format.month(month) })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <ToggleButtonGroup exclusive fullWidth size="small" value={kind} onChange={(_event, value: Kind | null) => value && setKind(value)} aria-label={t('template.kind')} sx={{ mt: 1 }}>
          <ToggleButton value="period">{t('template.period')}</ToggleButton>
          <ToggleButton value="weekdays">{t('template.weekdays')}</ToggleButton>
          <ToggleButton value="copy">{t('template.copy')}</ToggleButton>
        </ToggleButtonGroup>

        {kind === 'period' ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <DateInput size="small" required label={t('template.startDate')} value={startDate} onChange={(value) => setStartDate(value ?? '')} sx={{ width: 200 }} />
            <TextField type="number" size="small" label={t('template.workDays')} value={workDays} onChange={(event) => setWorkDays(event.target.value)} error={Boolean(fieldError('workDays'))} helperText={fieldError('workDays')} slotProps={{ htmlInput: { min: 1, max: 31 } }} sx={{ width: 120 }} />
            <TextField type="number" size="small" label={t('template.restDays')} value={restDays} onChange={(event) => setRestDays(event.target.value)} error={Boolean(fieldError('restDays'))} helperText={fieldError('restDays')} slotProps={{ htmlInput: { min: 0, max: 31 } }} sx={{ width: 120 }} />
          </Box>
        ) : null}

        {kind === 'weekdays' ? (
          <WeekdayChecks label={t('template.weekdays')} value={weekdays} onChange={setWeekdays} weekdayName={format.weekday} error={fieldError('weekdays')} />
        ) : null}

        {kind === 'copy' ? (
          <DateInput
            size="small"
            required
            label={t('template.weekFrom')}
            value={startDate}
            onChange={(value) => setStartDate(value ?? '')}
            error={!copyStartValid}
            helperText={copyStartValid ? t('template.copyHint') : t('template.errors.weekFrom')}
            {...(weekStarts[0] ? { minDate: weekStarts[0] } : {})}
            {...(weekStarts.at(-1) ? { maxDate: weekStarts.at(-1) } : {})}
            sx={{ maxWidth: 260 }}
          />
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <ShiftFields hours={hours} onChange={setHours} />
          </Box>
        )}

        {single ? null : (
          <Autocomplete
            multiple
            options={members}
            value={chosen}
            onChange={(_event, value) => setChosen(value)}
            getOptionLabel={(member) => `${member.firstName} ${member.lastName}`.trim()}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => <TextField {...params} label={t('template.members')} placeholder={chosen.length === 0 ? t('template.membersHint') : undefined} />}
          />
        )}

        {kind === 'copy' ? null : (
          <FormControlLabel control={<Checkbox checked={replaceMonth} onChange={(event) => setReplaceMonth(event.target.checked)} />} label={t('template.replaceMonth')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('template.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!ready}>
          {saving ? t('saving') : t('template.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
