import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/forms/date-input';
import type { ReportPeriod } from '@/schema/reports/reports';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import { periodPresets, presetPeriod, type PeriodPreset } from './report-period';

export type PeriodChoice = { preset: PeriodPreset; period: ReportPeriod };

/** This month on the branch's clock: the period a report opens with. */
export const initialPeriodChoice = (today: string): PeriodChoice => ({ preset: 'thisMonth', period: presetPeriod('thisMonth', today) });

/** A preset (this month, last month, this year) or two days picked with the app's date input. */
export function PeriodPicker({ value, onChange }: { value: PeriodChoice; onChange: (next: PeriodChoice) => void }) {
  const { t } = useTranslation('reports');
  const today = useWorkspaceToday();
  const pick = (preset: PeriodPreset) =>
    onChange(preset === 'custom' ? { preset, period: value.period } : { preset, period: presetPeriod(preset, today) });
  return (
    <Box className="report-period-picker" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField select size="small" label={t('period.label')} value={value.preset} onChange={(event) => pick(event.target.value as PeriodPreset)} sx={{ minWidth: 170 }}>
        {periodPresets.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`period.${preset}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.preset === 'custom' ? (
        <>
          <DateInput size="small" label={t('period.from')} value={value.period.from} onChange={(from) => onChange({ preset: 'custom', period: { ...value.period, from: from ?? '' } })} sx={{ width: 170 }} />
          <DateInput size="small" label={t('period.to')} value={value.period.to} minDate={value.period.from || undefined} onChange={(to) => onChange({ preset: 'custom', period: { ...value.period, to: to ?? '' } })} sx={{ width: 170 }} />
        </>
      ) : null}
    </Box>
  );
}
