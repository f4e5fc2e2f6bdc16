import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { ScheduleEmployee } from '@/schema/schedule/schedule-read';
import { MoreMenu } from './more-menu';
import { PersonPicker } from './person-picker';
import type { DayCounts, LegendKind } from './schedule-grid-model';
import { SlotLegend } from './slot-legend';
import { DateStepper } from './toolbar-date';
import {
  DaySummary,
  NewAppointmentButton,
  ShowEveryoneSwitch,
  TodayButton,
  ViewToggle,
  ZoomControl,
} from './toolbar-controls';
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
  /** The shading kinds on the grid (and times being booked online), for the legend; null while there is no grid. */
  legendKinds: readonly LegendKind[] | null;
  zoom: number;
  onZoom: (zoom: number) => void;
  isPhone: boolean;
  format: TimeFormat;
  onNewAppointment: () => void;
  /** The waitlist's button beside the schedule (custom-screens/waitlist). */
  waitlist?: ReactNode;
};

/**
 * What the grid shows and how: the day, the person, the view, the zoom, and the day's figures. A wide screen
 * has them in two rows (what to show; then the legend, the waitlist, the figures and the zoom over the grid); a phone keeps the
 * day and the person in one row and the rest under "More", so that the grid has the screen.
 */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const { params, onChange, today, employees, shownEmployeeId, counts, legendKinds, zoom, onZoom, isPhone, format } =
    props;
  const onePerson = isPhone || params.view === 'week';
  const person = (
    <PersonPicker
      params={params}
      onChange={onChange}
      employees={employees}
      shownEmployeeId={shownEmployeeId}
      onePerson={onePerson}
      compact={isPhone}
    />
  );
  const legend = legendKinds ? <SlotLegend kinds={legendKinds} /> : null;
  const summary = counts ? <DaySummary counts={counts} format={format} /> : null;

  if (isPhone)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <DateStepper params={params} onChange={onChange} compact />
        {person}
        {props.waitlist}
        <MoreMenu>
          {(close) => {
            const thenClose = (change: Partial<ScheduleParams>) => {
              onChange(change);
              close();
            };
            return (
              <>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <ViewToggle params={params} onChange={thenClose} />
                  <TodayButton params={params} onChange={thenClose} today={today} />
                </Box>
                {params.view === 'day' ? <ShowEveryoneSwitch params={params} onChange={onChange} /> : null}
                <ZoomControl zoom={zoom} onZoom={onZoom} />
                {summary}
                {legend}
              </>
            );
          }}
        </MoreMenu>
        <NewAppointmentButton floating onClick={props.onNewAppointment} />
      </Box>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TodayButton params={params} onChange={onChange} today={today} />
        <DateStepper params={params} onChange={onChange} compact={false} />
        <NewAppointmentButton floating={false} onClick={props.onNewAppointment} />
        <ViewToggle params={params} onChange={onChange} />
        {person}
        {params.view === 'day' ? <ShowEveryoneSwitch params={params} onChange={onChange} /> : null}
      </Box>
      {legend || props.waitlist ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, minHeight: 34 }}>
          {legend}
          {/* The day's waiting clients sit with the day's figures, so the first row never wraps onto a second. */}
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {props.waitlist}
            {summary}
            <ZoomControl zoom={zoom} onZoom={onZoom} />
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
