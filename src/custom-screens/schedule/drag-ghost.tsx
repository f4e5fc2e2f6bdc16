import { alpha, useTheme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { blockBox } from '@/schema/schedule/schedule-layout';
import { landsOnOther, type GridLayout } from './drag-geometry';
import type { DragStore } from './drag-store';
import type { TimeFormat } from './use-time-format';

/**
 * Where the held block would land, with its start–end: the one element that follows the pointer during a drag
 * (the store is read here and nowhere else in the grid). Over another order it turns to the error colour; the
 * server still judges the drop and says who is busy.
 */
export function DragGhost({
  store,
  layout,
  format,
}: {
  store: DragStore;
  layout: GridLayout;
  format: TimeFormat;
}) {
  const { t } = useTranslation('scheduleDrag');
  const theme = useTheme();
  const view = useSyncExternalStore(store.subscribe, store.get, store.get);
  if (!view) return null;
  const { source, target } = view;
  const box = blockBox(target, layout.rangeOf(target.columnIndex).scale);
  if (!box) return null;
  const taken = landsOnOther(source, target, layout);
  const color = taken ? theme.palette.error.main : theme.palette.primary.main;
  const times = `${format.time(target.start)}–${format.time(target.end)}`;
  const employee = layout.columns[target.columnIndex]!.employee;
  return (
    <div
      role="status"
      data-testid="drag-ghost"
      aria-label={t(taken ? 'ghost.taken' : 'ghost.label', { times })}
      style={{
        position: 'absolute',
        top: box.top,
        height: Math.max(box.height - 1, 16),
        left: target.columnIndex * layout.columnWidth + 2,
        width: layout.columnWidth - 4,
        zIndex: 5,
        pointerEvents: 'none',
        boxSizing: 'border-box',
        border: `2px dashed ${color}`,
        borderRadius: theme.shape.borderRadius,
        // Tinted but opaque: its times stay readable over the block it would land on.
        background: `linear-gradient(${alpha(color, 0.14)}, ${alpha(color, 0.14)}), ${theme.palette.background.paper}`,
        boxShadow: theme.shadows[4],
        padding: '2px 6px',
        fontSize: 12,
        lineHeight: '16px',
        fontWeight: 600,
        color: theme.palette.getContrastText(theme.palette.background.paper),
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
      }}
    >
      {times}
      {source.kind === 'move' &&
      source.columnIndex !== target.columnIndex &&
      source.block.employeeId !== employee.id
        ? ` · ${`${employee.firstName} ${employee.lastName}`.trim()}`
        : null}
      {taken ? ` · ${t('ghost.busy')}` : null}
    </div>
  );
}
