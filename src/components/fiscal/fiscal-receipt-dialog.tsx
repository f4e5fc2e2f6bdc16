import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiscalReceiptDetail } from '@/schema/payments/fiscal';
import { QrImage } from '@/components/qr/qr-image';
import { useFormats } from '@/components/session/use-formats';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { useFiscalReceipt } from './fiscal-api';
import { FiscalReceiptSend } from './fiscal-receipt-send';

/** Paper the receipt prints on: thermal rolls of 58 and 80 mm, or an A4 sheet (ISO's name, the same in every language). */
const papers = { '58mm': { width: '58mm', page: '58mm auto', font: '9pt' }, '80mm': { width: '80mm', page: '80mm auto', font: '10pt' }, a4: { width: '190mm', page: 'A4', font: '11pt' } } as const;
type Paper = keyof typeof papers;

/** While printing, only the receipt shows, on the chosen paper. */
const printStyles = (paper: Paper) => ({
  '@media print': {
    'body *': { visibility: 'hidden' },
    '.fiscal-receipt-print, .fiscal-receipt-print *': { visibility: 'visible' },
    '.fiscal-receipt-print': { position: 'fixed', left: 0, top: 0, width: papers[paper].width, fontSize: papers[paper].font, color: '#000', background: '#fff' },
    '@page': { size: papers[paper].page, margin: paper === 'a4' ? '10mm' : '2mm' },
  },
});

function ReceiptBody({ receipt, timeZone }: { receipt: FiscalReceiptDetail; timeZone: string }) {
  const { t } = useTranslation('fiscal');
  const formats = useFormats();
  const money = (value: number) => value.toFixed(2);
  const issued = receipt.status === 'issued';
  return (
    // Black on white in either theme, as it prints; the V-SDC's journal keeps its fixed-width lines and scrolls sideways on a phone.
    <Box className="fiscal-receipt-print" sx={{ display: 'grid', gap: 1, justifyItems: 'center', minWidth: 0, fontFamily: 'monospace', fontSize: { xs: '0.72rem', sm: '0.85rem' }, bgcolor: '#fff', color: '#000', p: 1.5, borderRadius: 1 }}>
      <Typography sx={{ fontFamily: 'inherit', fontWeight: 700 }}>{t(`types.${receipt.invoiceType}${receipt.transactionType}`)}</Typography>
      {issued && receipt.journal ? (
        <Box component="pre" sx={{ m: 0, whiteSpace: 'pre', overflowX: 'auto', fontFamily: 'inherit', fontSize: 'inherit', width: '100%', maxWidth: '100%' }}>
          {receipt.journal}
        </Box>
      ) : (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontFamily: 'inherit', fontSize: 'inherit' }}>
          <tbody>
            {receipt.items.map((item, index) => (
              <tr key={index}>
                <td>
                  {item.name} ({item.labels.join(',')}) {item.quantity} × {money(item.unitPrice)}
                </td>
                <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {money(item.totalAmount)}
                </Box>
              </tr>
            ))}
            {receipt.payment.map((payment, index) => (
              <tr key={`p${index}`}>
                <td>{t(`paymentTypes.${payment.paymentType}`)}</td>
                <Box component="td" sx={{ textAlign: 'right' }}>
                  {money(payment.amount)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
      {issued ? (
        <>
          <Typography sx={{ fontFamily: 'inherit', fontSize: 'inherit', overflowWrap: 'anywhere', textAlign: 'center' }}>{t('number', { number: receipt.invoiceNumber })}</Typography>
          <Typography sx={{ fontFamily: 'inherit', fontSize: 'inherit' }}>{t('counter', { counter: receipt.invoiceCounter ?? '' })}</Typography>
          <Typography sx={{ fontFamily: 'inherit', fontSize: 'inherit' }}>{t('time', { time: receipt.sdcDateTime ? formats.dateTime(receipt.sdcDateTime, timeZone) : '' })}</Typography>
          {receipt.referentDocumentNumber ? <Typography sx={{ fontFamily: 'inherit', fontSize: 'inherit' }}>{t('refersTo', { number: receipt.referentDocumentNumber })}</Typography> : null}
          {receipt.verificationUrl ? (
            <>
              <QrImage text={receipt.verificationUrl} alt={t('qrAlt')} size={160} />
              <Link href={receipt.verificationUrl} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere', fontFamily: 'inherit', fontSize: '0.75rem', color: '#000' }}>
                {t('verify')}
              </Link>
            </>
          ) : null}
        </>
      ) : (
        <Typography sx={{ fontFamily: 'inherit', fontWeight: 700 }}>{t('notFiscalised')}</Typography>
      )}
    </Box>
  );
}

/** One fiscal receipt, as it prints: the V-SDC's journal and its verification QR, on 58 mm, 80 mm or A4 paper. */
export function FiscalReceiptDialog({ id, timeZone, onClose }: { id: number | null; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation('fiscal');
  const receipt = useFiscalReceipt(id);
  const [paper, setPaper] = useState<Paper>('80mm');
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="fiscal-receipt-title">
      <GlobalStyles styles={printStyles(paper)} />
      <DialogTitle id="fiscal-receipt-title">{t('receiptTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {receipt.isPending ? (
          <LoadingState label={t('loading')} />
        ) : receipt.isError ? (
          <ErrorState title={t('loadFailed')} message={toHttpError(receipt.error).message} retryLabel={t('retry')} onRetry={() => void receipt.refetch()} />
        ) : (
          <>
            {receipt.data.status === 'pending' ? <Alert severity="warning">{t('pendingHint')}</Alert> : null}
            <ReceiptBody receipt={receipt.data} timeZone={timeZone} />
            <ToggleButtonGroup exclusive size="small" value={paper} onChange={(_, value: Paper | null) => value && setPaper(value)} aria-label={t('paper')}>
              {(Object.keys(papers) as Paper[]).map((key) => (
                <ToggleButton key={key} value={key}>
                  {key === 'a4' ? 'A4' : t('paperWidth', { width: key.replace('mm', '') })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <FiscalReceiptSend receipt={receipt.data} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" onClick={() => window.print()} disabled={!receipt.data}>
          {t('print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
