import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedBlock } from '@/schema/schedule/schedule-layout';
import { blockLineHeight, gridClass } from './grid-styles';
import { holdColors } from './schedule-colors';
import type { GridHold } from './schedule-grid-model';
import type { TimeFormat } from './use-time-format';

export type HoldBlockProps = { placed: PlacedBlock<GridHold>; format: TimeFormat };

/**
 * A time a client is holding on the booking page (docs/online-booking.md decision 4): hatched, with "Being booked
 * online" and, where a second line fits, until when. Staff see why the time is taken; there is nothing to open, move
 * or pay, so a tap only explains it (the tooltip) and never starts a new order on the time under it.
 */
export const HoldBlock = memo(function HoldBlock({ placed, format }: HoldBlockProps) {
  const { t } = useTranslation('schedule');
  const theme = useTheme();
  const { block: hold } = placed;
  const until = format.time(Date.parse(hold.heldUntil));
  const label = t('hold.label', { times: `${format.time(hold.start)}–${format.time(hold.end)}`, until });
  const colors = holdColors(theme);
  const lines = Math.floor((placed.height - 4) / blockLineHeight);
  // Hover and keyboard focus open the tooltip as usual; a tap (or click) opens it too and it stays until the focus
  // leaves, long enough to read on a phone (MUI's own touch handling shows it for a moment while the finger is down).
  const [open, setOpen] = useState(false);

  return (
    <Tooltip
      title={t('hold.explained', { until })}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disableTouchListener
      describeChild
    >
      <div
        role="img"
        tabIndex={0}
        aria-label={label}
        className={`${gridClass.block} ${gridClass.hold}`}
        data-hold-employee={hold.employeeId}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        style={{
          top: placed.top,
          height: Math.max(placed.height - 1, 14),
          left: `calc(${placed.left * 100}% + 2px)`,
          width: `calc(${placed.width * 100}% - 4px)`,
          color: colors.text,
          background: colors.fill,
          border: `1px dashed ${colors.edge}`,
          borderLeft: `3px solid ${colors.edge}`,
        }}
      >
        <span className={`${gridClass.line} ${gridClass.strong}`}>{t('hold.title')}</span>
        {lines >= 2 ? (
          <span className={`${gridClass.line} ${gridClass.muted}`}>{t('hold.until', { time: until })}</span>
        ) : null}
      </div>
    </Tooltip>
  );
});
