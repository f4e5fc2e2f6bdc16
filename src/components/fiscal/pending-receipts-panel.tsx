import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { usePendingReceipts } from './fiscal-api';

/**
 * The cash register's fiscal receipts still waiting for the V-SDC, in the order they will go: when the payment was
 * taken, how much, how often it was tried and the processor's last answer. Nothing shows while none waits, nor for
 * someone who may not see the branch's payments.
 */
export function PendingReceiptsPanel() {
  const { t } = useTranslation('fiscal');
  const branch = useWorkspace()?.branch ?? null;
  const formats = useFormats();
  const pending = usePendingReceipts(branch?.id ?? 0);
  if (!branch || !pending.data || pending.data.length === 0) return null;
  return (
    <Box component="section" aria-label={t('pendingList.title')}>
      <Alert severity="warning">
        <AlertTitle>{t('pendingList.title')}</AlertTitle>
        <Typography variant="body2">{t('pendingList.intro')}</Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {pending.data.map((receipt) => (
            <li key={receipt.id}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                {formats.dateTime(receipt.createdAt, branch.timeZone)} ·{' '}
                {t(`types.${receipt.invoiceType}${receipt.transactionType}`)} ·{' '}
                {formats.money(receipt.totalAmount, branch.ISOCurrency)}
              </Typography>
              <Typography
                variant="caption"
                component="div"
                color="text.secondary"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {receipt.attempts > 0 ? t('pendingList.tries', { count: receipt.attempts }) : ''}
                {receipt.lastError ? ` · ${t('pendingList.lastError', { error: receipt.lastError })}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      </Alert>
    </Box>
  );
}
