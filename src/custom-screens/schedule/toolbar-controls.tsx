import AddIcon from '@mui/icons-material/Add';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { defaultZoom, zoomStep } from './column-zoom';
import type { DayCounts } from './schedule-grid-model';
import type { ScheduleParams } from './use-schedule-params';
import type { TimeFormat } from './use-time-format';

/** The toolbar's controls, each used in the wide toolbar's rows and in a phone's "More" menu alike. */

type ParamsControl = { params: ScheduleParams; onChange: (change: Partial<ScheduleParams>) => void };

export function TodayButton({ params, onChange, today }: ParamsControl & { today: string }) {
  const { t } = useTranslation('schedule');
  return (
    <Button variant="outlined" disabled={params.date === today} onClick={() => onChange({ date: today })}>
      {t('toolbar.today')}
    </Button>
  );
}

export function ViewToggle({ params, onChange }: ParamsControl) {
  const { t } = useTranslation('schedule');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={params.view}
      aria-label={t('toolbar.view')}
      onChange={(_, view: ScheduleParams['view'] | null) => {
        if (view) onChange({ view });
      }}
    >
      <ToggleButton value="day">{t('toolbar.day')}</ToggleButton>
      <ToggleButton value="week">{t('toolbar.week')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** Everyone who can hold orders, not only those working: to book someone on a day off. */
export function ShowEveryoneSwitch({ params, onChange }: ParamsControl) {
  const { t } = useTranslation('schedule');
  return (
    <FormControlLabel
      control={
        <Switch checked={params.showEveryone} onChange={(event) => onChange({ showEveryone: event.target.checked })} />
      }
      label={t('toolbar.showEveryone')}
    />
  );
}

/** − 100% +: the columns' zoom (column-zoom.ts); the figure puts it back to fitting the width. */
export function ZoomControl({ zoom, onZoom }: { zoom: number; onZoom: (zoom: number) => void }) {
  const { t } = useTranslation('schedule');
  const { locale } = useFormats();
  const out = zoomStep(zoom, -1);
  const into = zoomStep(zoom, 1);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' }).format(zoom);
  return (
    <Box role="group" aria-label={t('toolbar.zoom')} sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton size="small" aria-label={t('toolbar.zoomOut')} disabled={out === null} onClick={() => out && onZoom(out)}>
        <ZoomOutIcon fontSize="small" />
      </IconButton>
      <Button
        size="small"
        color="inherit"
        aria-label={t('toolbar.zoomFit', { percent })}
        disabled={zoom === defaultZoom}
        onClick={() => onZoom(defaultZoom)}
        sx={{ minWidth: 56, fontVariantNumeric: 'tabular-nums', '&.Mui-disabled': { color: 'text.secondary' } }}
      >
        {percent}
      </Button>
      <IconButton size="small" aria-label={t('toolbar.zoomIn')} disabled={into === null} onClick={() => into && onZoom(into)}>
        <ZoomInIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The day's orders and free time of the people working, read out when they change. */
export function DaySummary({ counts, format }: { counts: DayCounts; format: TimeFormat }) {
  const { t } = useTranslation('schedule');
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {t('toolbar.orders', { count: counts.orders })} · {t('toolbar.free', { time: format.duration(counts.freeMinutes) })}
    </Typography>
  );
}

/**
 * "New appointment": a button beside the date, or on a phone a round button over the grid's corner, clear of the
 * bottom bar, where a thumb finds it.
 */
export function NewAppointmentButton({ floating, onClick }: { floating: boolean; onClick: () => void }) {
  const { t } = useTranslation('schedule');
  if (!floating)
    return (
      <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
        {t('toolbar.newAppointment')}
      </Button>
    );
  return (
    <Fab
      color="primary"
      aria-label={t('toolbar.newAppointment')}
      onClick={onClick}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 'calc(72px + 16px + env(safe-area-inset-bottom))',
        zIndex: (theme) => theme.zIndex.speedDial,
      }}
    >
      <AddIcon />
    </Fab>
  );
}
