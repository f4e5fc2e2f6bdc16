import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import type { Compared } from '@/schema/reports/reports';

/** `change` is a percent as decimal text; its sign says which way the figure moved. */
const direction = (change: string | null): 'up' | 'down' | 'flat' | null =>
  change === null ? null : change.startsWith('-') ? 'down' : /^0(\.0+)?$/.test(change) ? 'flat' : 'up';

/**
 * One indicator: the period's figure, the previous period's, and the move between them with an arrow, green when
 * it is good news (more revenue) and red when bad (more unpaid: `lowerIsBetter`).
 */
export function IndicatorCard<T>({ label, value, show, lowerIsBetter = false }: { label: string; value: Compared<T>; show: (value: T) => string; lowerIsBetter?: boolean }) {
  const { t } = useTranslation('reports');
  const formats = useFormats();
  const move = direction(value.change);
  const good = move === 'flat' || move === null ? null : (move === 'up') !== lowerIsBetter;
  const Arrow = move === 'up' ? ArrowUpwardIcon : move === 'down' ? ArrowDownwardIcon : RemoveIcon;
  const changeText = value.change === null ? t('indicators.noComparison') : `${move === 'up' ? '+' : ''}${formats.number(Number(value.change))} %`;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="body2" color="text.secondary" component="h3">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
          {show(value.current)}
        </Typography>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: good === null ? 'text.secondary' : good ? 'success.main' : 'error.main' }}
          aria-label={t('indicators.changeLabel', { change: changeText })}
        >
          {move ? <Arrow fontSize="small" /> : null}
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {changeText}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('indicators.previous', { value: show(value.previous) })}
        </Typography>
      </CardContent>
    </Card>
  );
}
