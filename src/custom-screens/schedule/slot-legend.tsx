import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { breakBackground, shadeBackground } from './schedule-colors';
import type { ShadeKind } from './schedule-grid-model';

const keyOf = (kind: ShadeKind) =>
  kind === 'offShift' || kind === 'noSlot' ? `legend.${kind}` : `slotTypes.${kind.replace('work_slot.', '')}`;

/** What the shading means: the kinds on screen, and breaks. */
export function SlotLegend({ kinds }: { kinds: readonly ShadeKind[] }) {
  const { t } = useTranslation('schedule');
  const theme = useTheme();
  const items = [
    ...kinds.map((kind) => ({ key: kind, label: t(keyOf(kind)), background: shadeBackground(kind, theme) })),
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
