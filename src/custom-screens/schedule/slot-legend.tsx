import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { breakBackground, holdColors, shadeBackground } from './schedule-colors';
import type { LegendKind } from './schedule-grid-model';

const keyOf = (kind: Exclude<LegendKind, 'hold'>) =>
  kind === 'offShift' || kind === 'noSlot' ? `legend.${kind}` : `slotTypes.${kind.replace('work_slot.', '')}`;

/** What the shading means: the kinds on screen, breaks, and times being booked online when there are any. */
export function SlotLegend({ kinds }: { kinds: readonly LegendKind[] }) {
  const { t } = useTranslation('schedule');
  const theme = useTheme();
  const items = [
    ...kinds.map((kind) =>
      kind === 'hold'
        ? { key: kind, label: t('hold.title'), background: holdColors(theme).fill }
        : { key: kind, label: t(keyOf(kind)), background: shadeBackground(kind, theme) },
    ),
    { key: 'break', label: t('block.break'), background: breakBackground(theme) },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('legend.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13, color: 'text.secondary' }}
        >
          <Box
            aria-hidden
            style={{ background: item.background }}
            sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider' }}
          />
          {item.label}
        </Box>
      ))}
    </Box>
  );
}
