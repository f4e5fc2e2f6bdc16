import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SlotIcon, slotColors, slotTypeKey, slotTypes } from './work-slot-looks';

/** What each cell style means: every slot type with its colour and icon (the grid's cells say it in words too). */
export function SlotTypeLegend() {
  const { t } = useTranslation('workSlots');
  const theme = useTheme();
  return (
    <Box component="ul" aria-label={t('legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0 }}>
      {slotTypes.map((type) => {
        const colors = slotColors(type, theme);
        return (
          <Box component="li" key={type} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13, color: 'text.secondary' }}>
            <Box
              aria-hidden
              sx={{ width: 22, height: 18, display: 'grid', placeItems: 'center', borderRadius: 0.5, border: 1, fontSize: 14, bgcolor: colors.background, borderColor: alpha(colors.edge, 0.5), color: colors.text }}
            >
              <SlotIcon type={type} fontSize="inherit" />
            </Box>
            {t(slotTypeKey(type), { ns: 'schedule' })}
          </Box>
        );
      })}
    </Box>
  );
}
