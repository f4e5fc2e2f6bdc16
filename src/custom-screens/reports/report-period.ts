import dayjs from 'dayjs';
import type { ReportPeriod } from '@/schema/reports/reports';

/** The period picker's presets; `custom` keeps the two days picked. */
export const periodPresets = ['thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** The days of a preset around `today` (YYYY-MM-DD), both ends included. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): ReportPeriod {
  const now = dayjs(today);
  switch (preset) {
    case 'thisMonth':
      return { from: day(now.startOf('month')), to: day(now.endOf('month')) };
    case 'lastMonth': {
      const last = now.subtract(1, 'month');
      return { from: day(last.startOf('month')), to: day(last.endOf('month')) };
    }
    case 'thisYear':
      return { from: day(now.startOf('year')), to: day(now.endOf('year')) };
  }
}
