import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@/schema/schedule/calendar';
import type { WorkSlot } from '@/schema/schedule/work-slot';
import { useFormats } from '@/components/session/use-formats';
import type { CellHandlers, CellSelection } from './use-cell-selection';
import { cellKey, isWeekend, shiftText } from './work-slot-grid-model';
import { SlotIcon, slotColors, slotTypeKey } from './work-slot-looks';
import type { DayFormat } from './use-day-format';

export type GridMember = { id: number; firstName: string; lastName: string };

export type WorkSlotGridProps = {
  members: readonly GridMember[];
  dates: readonly IsoDate[];
  slots: ReadonlyMap<string, WorkSlot>;
  today: IsoDate;
  format: DayFormat;
  /** Null when the grid is only read (view-only plan or role). */
  selection: CellSelection | null;
};

const nameOf = (member: GridMember) => `${member.firstName} ${member.lastName}`.trim();

const sticky = (theme: Theme, place: { top?: boolean; left?: boolean }) => ({
  position: 'sticky' as const,
  ...(place.top ? { top: 0 } : {}),
  ...(place.left ? { left: 0 } : {}),
  zIndex: place.top && place.left ? 3 : 2,
  bgcolor: 'background.paper',
  boxShadow: place.left ? `inset -1px 0 ${theme.palette.divider}` : undefined,
});

/**
 * Members down, the month's days across, each cell its slot: the names column and the day header stay in place
 * while the box scrolls both ways (a phone scrolls the days inside the box, never the page). Weekends are
 * tinted and today is marked; chosen cells carry a ring.
 */
export function WorkSlotGrid({ members, dates, slots, today, format, selection }: WorkSlotGridProps) {
  const { t } = useTranslation('workSlots');
  const theme = useTheme();
  const weekendTint = alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.06 : 0.04);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Today's column comes into view when the month opens (a month is wider than most screens), a week before it.
  useEffect(() => {
    const box = scrollRef.current;
    const head = box?.querySelector<HTMLElement>('th[aria-current="date"]');
    const names = box?.querySelector<HTMLElement>('th');
    if (box && head && names) box.scrollLeft = Math.max(0, head.offsetLeft - names.offsetWidth - head.offsetWidth * 3);
  }, [dates]);
  return (
    <Box
      ref={scrollRef}
      role="region"
      aria-label={t('grid.label')}
      tabIndex={0}
      sx={{ overflow: 'auto', maxHeight: { xs: '65dvh', md: '70vh' }, border: 1, borderColor: 'divider', borderRadius: 1, userSelect: 'none' }}
    >
      <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: 0, fontSize: 12, minWidth: '100%' }}>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...sticky(theme, { top: true, left: true }), textAlign: 'left', px: 1, fontWeight: 600, minWidth: { xs: 104, sm: 168 }, maxWidth: { xs: 104, sm: 168 }, borderBottom: 1, borderColor: 'divider' }}>
              {t('grid.member')}
            </Box>
            {dates.map((date) => {
              const isToday = date === today;
              return (
                <Box
                  component="th"
                  scope="col"
                  key={date}
                  aria-current={isToday ? 'date' : undefined}
                  aria-label={format.longDay(date)}
                  sx={{ ...sticky(theme, { top: true }), background: isWeekend(date) ? `linear-gradient(${weekendTint}, ${weekendTint}), ${theme.palette.background.paper}` : undefined, minWidth: 56, p: 0.5, borderBottom: 1, borderColor: 'divider', fontWeight: 400 }}
                >
                  <Box sx={{ color: 'text.secondary', fontSize: 11 }}>{format.weekday(date)}</Box>
                  <Box
                    sx={{
                      mx: 'auto',
                      width: 26,
                      height: 26,
                      lineHeight: '26px',
                      borderRadius: '50%',
                      fontWeight: 600,
                      fontSize: 13,
                      ...(isToday ? { bgcolor: 'primary.main', color: 'primary.contrastText' } : {}),
                    }}
                  >
                    {Number(date.slice(8))}
                  </Box>
                </Box>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <Box
                component="th"
                scope="row"
                title={nameOf(member)}
                sx={{ ...sticky(theme, { left: true }), textAlign: 'left', px: 1, fontWeight: 500, fontSize: 13, maxWidth: { xs: 104, sm: 168 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', borderBottom: 1, borderColor: 'divider' }}
              >
                {nameOf(member)}
              </Box>
              {dates.map((date) => {
                const key = cellKey({ employeeId: member.id, date });
                return (
                  <Box component="td" key={date} sx={{ p: '2px', borderBottom: 1, borderColor: 'divider', bgcolor: isWeekend(date) ? weekendTint : undefined, ...(date === today ? { boxShadow: `inset 1px 0 ${theme.palette.primary.main}, inset -1px 0 ${theme.palette.primary.main}` } : {}) }}>
                    <SlotCell
                      employeeId={member.id}
                      date={date}
                      name={nameOf(member)}
                      dayLabel={format.longDay(date)}
                      slot={slots.get(key) ?? null}
                      chosen={selection?.selected.has(key) ?? false}
                      handlers={selection?.handlers ?? null}
                      noSlot={t('grid.noSlot')}
                    />
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

type SlotCellProps = { employeeId: number; date: IsoDate; name: string; dayLabel: string; slot: WorkSlot | null; chosen: boolean; handlers: CellHandlers | null; noSlot: string };

const SlotCell = memo(function SlotCell({ employeeId, date, name, dayLabel, slot, chosen, handlers, noSlot }: SlotCellProps) {
  const { t } = useTranslation('schedule');
  const theme = useTheme();
  const day = { employeeId, date };
  const colors = slot ? slotColors(slot.type, theme) : null;
  const formats = useFormats();
  const hours = slot ? shiftText(slot, formats) : null;
  const what = slot ? (hours ?? t(slotTypeKey(slot.type))) : noSlot;
  const look = {
    width: 52,
    height: 40,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 1,
    fontSize: 11,
    lineHeight: 1.15,
    fontVariantNumeric: 'tabular-nums',
    bgcolor: colors?.background ?? 'transparent',
    color: colors?.text ?? 'text.secondary',
    border: '1px solid',
    borderColor: colors ? alpha(colors.edge, 0.5) : 'transparent',
    outline: chosen ? `2px solid ${theme.palette.primary.main}` : 'none',
    outlineOffset: -2,
  } as const;
  const content = hours ? (
    <>
      <span>{formats.clock(slot!.slotStart!)}–</span>
      <span>{formats.clock(slot!.slotEnd!)}</span>
    </>
  ) : slot ? (
    <SlotIcon type={slot.type} />
  ) : null;
  if (!handlers) {
    return (
      <Box role="img" aria-label={`${name}, ${dayLabel}: ${what}`} data-date={day.date} data-employee-id={day.employeeId} sx={look}>
        {content}
      </Box>
    );
  }
  return (
    <Box
      component="button"
      type="button"
      aria-pressed={chosen}
      aria-label={`${name}, ${dayLabel}: ${what}`}
      data-date={day.date}
      data-employee-id={day.employeeId}
      onPointerDown={(event) => handlers.onPointerDown(day, event)}
      onPointerEnter={() => handlers.onPointerEnter(day)}
      onClick={(event) => handlers.onClick(day, event)}
      sx={{
        ...look,
        p: 0,
        cursor: 'pointer',
        font: 'inherit',
        fontSize: 11,
        '&:hover': { borderColor: 'text.secondary' },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
        ...(chosen ? { boxShadow: `inset 0 0 0 40px ${alpha(theme.palette.primary.main, 0.16)}` } : {}),
      }}
    >
      {content}
    </Box>
  );
});
