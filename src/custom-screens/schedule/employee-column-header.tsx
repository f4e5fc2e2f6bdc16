import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { gridClass } from './grid-styles';
import { shiftOf, type ScheduleColumn } from './schedule-grid-model';
import type { TimeFormat } from './use-time-format';

export type EmployeeColumnHeaderProps = {
  column: ScheduleColumn;
  /** Day view: the person; week view: the date. */
  titleOf: 'employee' | 'date';
  timeZone: string;
  format: TimeFormat;
  left: number;
  width: number;
  isToday: boolean;
};

/** A column's head: who (or which day), and the shift's hours or the kind of day off. Narrow columns cut the
 * lines short; the head's title (shown on hover) keeps them whole. */
export const EmployeeColumnHeader = memo(function EmployeeColumnHeader(props: EmployeeColumnHeaderProps) {
  const { column, titleOf, timeZone, format, left, width, isToday } = props;
  const { t } = useTranslation('schedule');
  const { employee, slot } = column;
  const shift = shiftOf(slot, timeZone);
  const caption = shift
    ? `${format.time(shift.start)}–${format.time(shift.end)}`
    : slot
      ? t(`slotTypes.${slot.type.replace('work_slot.', '')}`)
      : t('slotTypes.none');
  const title =
    titleOf === 'employee' ? `${employee.firstName} ${employee.lastName}`.trim() : format.day(column.date);
  const subtitle = titleOf === 'employee' ? employee.specialtyDisplayName : caption;

  return (
    <div
      className={gridClass.head}
      data-testid="column-header"
      title={[title, subtitle, titleOf === 'employee' ? caption : ''].filter(Boolean).join('\n')}
      style={{ left, width }}
    >
      {titleOf === 'employee' ? (
        <span aria-hidden className={gridClass.headDot} style={{ background: employee.color }} />
      ) : null}
      <div className={gridClass.headText}>
        <span className={isToday ? `${gridClass.headTitle} ${gridClass.headToday}` : gridClass.headTitle}>
          {title}
        </span>
        <span className={gridClass.headCaption}>{subtitle}</span>
        {titleOf === 'employee' ? <span className={gridClass.headCaption}>{caption}</span> : null}
      </div>
    </div>
  );
});
