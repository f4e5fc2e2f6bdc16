import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiscalReceipt } from '@/schema/payments/fiscal';
import { FiscalReceiptDialog } from './fiscal-receipt-dialog';

/** Under a payment: its fiscal receipt's number (or "pending"), and a button to see and print it. */
export function FiscalReceiptLine({ receipt, timeZone }: { receipt: FiscalReceipt; timeZone: string }) {
  const { t } = useTranslation('fiscal');
  const [open, setOpen] = useState(false);
  const issued = receipt.status === 'issued';
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" color={issued ? 'success' : 'warning'} variant="outlined" label={issued ? t('number', { number: receipt.invoiceNumber }) : t('pending')} sx={{ maxWidth: '100%' }} />
      <Button size="small" onClick={() => setOpen(true)}>
        {t('show')}
      </Button>
      <FiscalReceiptDialog id={open ? receipt.id : null} timeZone={timeZone} onClose={() => setOpen(false)} />
    </Box>
  );
}
