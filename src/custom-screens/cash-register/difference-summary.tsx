import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { cashDifference } from '@/schema/money/cash-shift';
import { decimal } from '@/schema/money/decimal';
import { useFormats } from '@/components/session/use-formats';

export type DifferenceSummaryProps = { expected: string; counted: string | null; currency: string };

/** Expected, counted and the difference (short in red, over in amber), computed as the server will store it. */
export function DifferenceSummary({ expected, counted, currency }: DifferenceSummaryProps) {
  const { t } = useTranslation('cashRegister');
  const { money } = useFormats();
  const difference = counted === null ? null : cashDifference(counted, expected);
  const sign = difference === null ? 0 : decimal(difference).cmp(0);
  const rows: [string, string, string?][] = [
    [t('fields.expectedCash'), money(expected, currency)],
    [t('fields.countedCash'), counted === null ? '—' : money(counted, currency)],
    [
      t('fields.difference'),
      difference === null ? '—' : `${money(difference, currency)} · ${t(sign < 0 ? 'close.short' : sign > 0 ? 'close.over' : 'close.exact')}`,
      sign < 0 ? 'error.main' : sign > 0 ? 'warning.main' : 'success.main',
    ],
  ];
  return (
    <Box component="dl" aria-live="polite" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([label, value, color]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600, color: difference === null ? undefined : color }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
