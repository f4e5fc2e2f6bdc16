import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientBalanceEntry } from '@/schema/client-referrals/client-referrals';
import { decimal } from '@/schema/money/decimal';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { QuerySection } from '@/components/states/query-section';
import { clientBalanceKey, getClientBalance } from '@/lib/client-referrals-api';

/**
 * The client card's balance (transactions tab): what it holds, which pays at checkout beside cash and card, and its
 * history, newest first: referral rewards, what sales took from it, refunds given back to it.
 */
export function ClientBalanceSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation('clientReferrals');
  const formats = useFormats();
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const balance = useQuery({ queryKey: clientBalanceKey(branchId, clientId), queryFn: () => getClientBalance(branchId, clientId), enabled: branchId > 0 });
  return (
    <QuerySection
      id="client-balance-title"
      title={t('balance.title')}
      aside={(data) => (
        <Typography variant="h6" component="p" data-testid="client-balance" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formats.money(data.balance, data.currency)}
        </Typography>
      )}
      query={balance}
      loadingLabel={t('balance.loading')}
      failedTitle={t('balance.loadFailed')}
      retryLabel={t('retry')}
    >
      {(data) =>
        data.entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="client-balance-empty">
            {t('balance.empty')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t('balance.history')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid' }}>
            {data.entries.map((entry) => (
              <EntryLine key={entry.id} entry={entry} currency={data.currency} />
            ))}
          </Box>
        )
      }
    </QuerySection>
  );
}

function EntryLine({ entry, currency }: { entry: ClientBalanceEntry; currency: string }) {
  const { t } = useTranslation('clientReferrals');
  const formats = useFormats();
  const credit = decimal(entry.amount).gt(0);
  return (
    <Box component="li" data-testid="client-balance-entry" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t(`balance.kind.${entry.kind}`)}
          {entry.saleId !== null ? ` · ${t('balance.sale', { id: entry.saleId })}` : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {formats.dateTime(entry.createdAt)}
          {entry.note ? ` · ${entry.note}` : ''}
        </Typography>
      </Box>
      <Box sx={{ ml: 'auto', textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} color={credit ? 'success.main' : 'text.primary'}>
          {credit ? '+' : ''}
          {formats.money(entry.amount, currency)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('balance.after', { amount: formats.money(entry.balanceAfter, currency) })}
        </Typography>
      </Box>
    </Box>
  );
}
