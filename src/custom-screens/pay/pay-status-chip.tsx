import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PayCalculationStatus } from '@/schema/pay/pay-api';

const colours = { draft: 'default', approved: 'info', paid: 'success' } as const;

export function StatusChip({ status }: { status: PayCalculationStatus }) {
  const { t } = useTranslation('pay');
  return <Chip size="small" color={colours[status]} label={t(`status.${status}`)} />;
}
