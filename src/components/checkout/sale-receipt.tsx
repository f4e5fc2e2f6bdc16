import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { decimal } from '@/schema/money/decimal';
import type { SaleReceipt as Receipt } from '@/schema/sales/checkout';
import { LegalFooter } from '@/components/help/legal-footer';
import { useFormats } from '@/components/session/use-formats';
import { ReceiptEmailButton } from './receipt-email-button';
import { ReceiptHeading, ReceiptLines } from './receipt-lines';
import { ReceiptPrintButton } from './receipt-print-button';

/**
 * A sale just made: what was recorded, the change to hand back, the receipt to print or e-mail, and what to do next
 * (`actions`: the sale page's "New sale" and "Done", the drawer's "Back to the appointment").
 */
export function SaleReceipt({ receipt, actions }: { receipt: Receipt; actions: ReactNode }) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const { sale } = receipt;
  return (
    <Paper variant="outlined" component="section" aria-label={t('receipt.title')} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, maxWidth: 560, width: '100%', mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutlineIcon color="success" />
        <Typography variant="h6" component="h2">
          {t('receipt.title')}
        </Typography>
      </Box>
      <ReceiptHeading sale={sale} />
      {decimal(receipt.change).gt(0) ? (
        <Alert severity="info" icon={false} data-testid="receipt-change">
          <Typography variant="h6" component="p">
            {t('receipt.changeToGive', { amount: formats.money(receipt.change, sale.currency) })}
          </Typography>
        </Alert>
      ) : null}
      <ReceiptLines sale={sale} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ReceiptPrintButton sale={sale} />
        <ReceiptEmailButton sale={sale} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
      <LegalFooter />
    </Paper>
  );
}
