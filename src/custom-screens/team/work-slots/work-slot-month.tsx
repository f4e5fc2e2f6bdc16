import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planSlotEdit } from '@/schema/schedule/work-slot-template';
import { useWorkspace } from '@/components/session/use-workspace';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { SlotEditBar, type AddChoice, type EditMode } from './slot-edit-bar';
import { SlotTemplateDialog } from './slot-template-dialog';
import { SlotTypeLegend } from './slot-type-legend';
import { useCellSelection } from './use-cell-selection';
import { useDayFormat } from './use-day-format';
import { useMonthParam } from './use-month-param';
import { useMonthSlots } from './use-month-slots';
import { useSaveSlots } from './use-save-slots';
import { WorkSlotGrid, type GridMember } from './work-slot-grid';
import { chosenDays, datesOfMonth, monthOfDate, monthParam, shiftMonth, slotsByCell } from './work-slot-grid-model';

type WorkSlotMonthProps = {
  /** The rows: the branch's team, or the one member of the card. */
  members: readonly GridMember[];
  viewOnly: boolean;
  /** The team grid offers a filter by name; the card has one row. */
  filterable: boolean;
  /** Shown beside the month's controls (the card links to the team's grid). */
  extra?: ReactNode;
};

const defaultChoice: AddChoice = { type: 'work_slot.active', hours: { start: '09:00', end: '17:00' } };

/**
 * A month of work slots for some members, with its controls: previous and next month, a filter, the legend,
 * the add and delete modes over chosen cells, and the month filled from a template. The team's scheduled
 * shifts and the member card's calendar are both this.
 */
export function WorkSlotMonth({ members, viewOnly, filterable, extra }: WorkSlotMonthProps) {
  const { t } = useTranslation('workSlots');
  const format = useDayFormat();
  const timeZone = useWorkspace()?.branch?.timeZone ?? 'UTC';
  const { today, month, setMonth } = useMonthParam(timeZone);
  const [filter, setFilter] = useState('');
  const [mode, setMode] = useState<EditMode>('add');
  const [choice, setChoice] = useState<AddChoice>(defaultChoice);
  const [templateOpen, setTemplateOpen] = useState(false);

  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    return needle ? members.filter((member) => `${member.firstName} ${member.lastName}`.toLocaleLowerCase().includes(needle)) : members;
  }, [members, filter]);
  const employeeIds = useMemo(() => shown.map((member) => member.id), [shown]);
  const dates = useMemo(() => datesOfMonth(month), [month]);
  const monthSlots = useMonthSlots(employeeIds, month);
  const cells = useMemo(() => slotsByCell(monthSlots.slots), [monthSlots.slots]);
  const selection = useCellSelection(employeeIds, dates);
  const { save, saving } = useSaveSlots();

  const chosen = chosenDays(selection.selected, employeeIds, dates);
  const apply = async () => {
    const edit =
      mode === 'delete'
        ? { mode }
        : { mode, fill: { type: choice.type, slotStart: choice.type === 'work_slot.active' ? choice.hours.start : null, slotEnd: choice.type === 'work_slot.active' ? choice.hours.end : null } };
    if (await save(planSlotEdit(edit, chosen, monthSlots.slots))) selection.clear();
  };
  const goTo = (next: typeof month) => {
    selection.clear();
    setMonth(next);
  };
  const isThisMonth = monthParam(month) === monthParam(monthOfDate(today));

  let body: ReactNode;
  if (members.length === 0) body = <EmptyState title={t('states.noMembers')} description={t('states.noMembersText')} />;
  else if (shown.length === 0) body = <EmptyState title={t('states.noMatch')} />;
  else if (monthSlots.isError) body = <ErrorState title={t('states.loadFailed')} message={t('states.loadFailedText')} retryLabel={t('states.retry')} onRetry={monthSlots.refetch} />;
  else if (monthSlots.isPending) body = <LoadingState label={t('states.loading')} />;
  else body = <WorkSlotGrid members={shown} dates={dates} slots={cells} today={today} format={format} selection={viewOnly ? null : selection} />;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton aria-label={t('month.previous')} onClick={() => goTo(shiftMonth(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography component="h2" variant="h6" aria-live="polite" sx={{ minWidth: { xs: 128, sm: 160 }, textAlign: 'center', textTransform: 'capitalize' }}>
            {format.month(month)}
          </Typography>
          <IconButton aria-label={t('month.next')} onClick={() => goTo(shiftMonth(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
        {isThisMonth ? null : <Button onClick={() => goTo(monthOfDate(today))}>{t('month.current')}</Button>}
        {filterable ? (
          <TextField size="small" type="search" label={t('filter')} value={filter} onChange={(event) => setFilter(event.target.value)} sx={{ width: { xs: '100%', sm: 220 } }} />
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {extra}
        {viewOnly ? null : (
          <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={() => setTemplateOpen(true)} disabled={members.length === 0}>
            {t('template.open')}
          </Button>
        )}
      </Box>
      {/* A phone shows the grid first, the edit bar right under it and the legend last. */}
      <Box sx={{ order: { xs: 3, sm: 0 } }}>
        <SlotTypeLegend />
      </Box>
      {viewOnly ? null : (
        <Paper variant="outlined" sx={{ p: 1.5, order: { xs: 2, sm: 0 } }}>
          <SlotEditBar mode={mode} onMode={setMode} choice={choice} onChoice={setChoice} count={chosen.length} saving={saving} onApply={() => void apply()} onClear={selection.clear} />
        </Paper>
      )}
      <Box sx={{ minHeight: 4 }}>{saving || monthSlots.isFetching ? <LinearProgress aria-label={saving ? t('saving') : t('states.loading')} /> : null}</Box>
      {body}
      {viewOnly ? null : (
        <SlotTemplateDialog
          key={monthParam(month)}
          open={templateOpen}
          onClose={() => setTemplateOpen(false)}
          month={month}
          members={shown}
          existing={monthSlots.slots}
          format={format}
          saving={saving}
          onSave={save}
        />
      )}
    </Box>
  );
}
