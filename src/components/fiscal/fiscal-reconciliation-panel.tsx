import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { useWorkspaceToday } from '@/components/session/use-workspace-today';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { useFiscalReconciliation, useFiscalSetup } from './fiscal-api';

/**
 * The cash register's fiscal day: the money taken and given back on a day against the receipts the V-SDC issued for
 * it, and each payment that differs (no receipt, still waiting, another amount). Shown where the branch fiscalises.
 */
export function FiscalReconciliationPanel() {
  const { t } = useTranslation('fiscal');
  const branch = useWorkspace()?.branch ?? null;
  const formats = useFormats();
  const today = useWorkspaceToday();
  const [date, setDate] = useState<string>(today);
  const setup = useFiscalSetup(branch?.id ?? 0);
  const fiscalises = !!setup.data?.settings;
  const day = useFiscalReconciliation(branch?.id ?? 0, date, fiscalises);
  if (!branch || !fiscalises) return null;
  const money = (amount: string) => formats.money(amount, branch.ISOCurrency);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="fiscal-day-title" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="fiscal-day-title" variant="subtitle1" component="h2">
          {t('reconciliation.title')}
        </Typography>
        <TextField type="date" size="small" label={t('reconciliation.date')} value={date} onChange={(event) => setDate(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Box>
      {day.isPending ? (
        <LoadingState label={t('loading')} />
      ) : day.isError ? (
        <ErrorState title={t('loadFailed')} message={toHttpError(day.error).message} retryLabel={t('retry')} onRetry={() => void day.refetch()} />
      ) : (
        <>
          <Typography variant="body2">{t('reconciliation.money', { count: day.data.money.count, total: money(day.data.money.total) })}</Typography>
          <Typography variant="body2">{t('reconciliation.issued', { count: day.data.issued.count, total: money(day.data.issued.total) })}</Typography>
          {day.data.differences.length === 0 ? (
            <Alert severity="success">{t('reconciliation.none')}</Alert>
          ) : (
            <Box component="ul" aria-label={t('reconciliation.differences')} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {day.data.differences.map((difference) => (
                <Typography component="li" variant="body2" key={difference.transactionId} sx={{ overflowWrap: 'anywhere' }}>
                  {formats.dateTime(difference.createdAt, branch.timeZone)} · {money(difference.amount)} · {t(`reconciliation.kinds.${difference.difference}`)}
                </Typography>
              ))}
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
