import Box from '@mui/material/Box';
import type { VirtualItem } from '@tanstack/react-virtual';
import { gridClass } from './grid-styles';
import type { HourRow } from './schedule-grid-model';
import type { TimeFormat } from './use-time-format';

export type TimeAxisProps = {
  rows: readonly HourRow[];
  /** The hour rows in view (the row virtualizer's). */
  items: readonly VirtualItem[];
  width: number;
  height: number;
  format: TimeFormat;
};

/** The hours down the left edge, stuck there while the columns scroll sideways. On a day the clocks change the
 * labels say so: 02:00 is missing in spring and comes twice in autumn. */
export function TimeAxis({ rows, items, width, height, format }: TimeAxisProps) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'sticky',
        left: 0,
        zIndex: 2,
        width,
        height,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <div key={item.key} className={gridClass.hour} style={{ top: row.top, height: row.height }}>
            {format.time(row.at)}
          </div>
        );
      })}
    </Box>
  );
}
