import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiscalReconciliationPanel } from '@/components/fiscal/fiscal-reconciliation-panel';
import { PendingReceiptsPanel } from '@/components/fiscal/pending-receipts-panel';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { toHttpError } from '@/providers/data-provider';
import { moneyKeys } from '@/lib/money-query-keys';
import { getCashRegister } from './cash-register-api';
import { CashRegisterSettingsForm } from './cash-register-settings-form';
import { CashShiftHistory } from './cash-shift-history';
import { CashShiftPanel } from './cash-shift-panel';

/**
 * Branch settings → Cash register (spec §6: opened by the licence's finance_settings and cash_register
 * blocks): the setting, the shift open now with Open / Close, and the history of shifts.
 */
export function CashRegisterSettingsPage(props: AreaPageProps) {
  const { t } = useTranslation('cashRegister');
  const branch = useWorkspace()?.branch ?? null;
  const branchId = branch?.id ?? 0;
  const queryClient = useQueryClient();
  const { open: notify } = useNotification();
  const [staleNotice, setStaleNotice] = useState(false);
  const state = useQuery({ queryKey: moneyKeys.cashState(branchId), queryFn: () => getCashRegister(branchId), enabled: branchId > 0 });

  return (
    <AreaPageFrame {...props}>
      {!branch || state.isPending ? (
        <LoadingState label={t('loading')} />
      ) : state.isError ? (
        <ErrorState title={t('settings.loadFailed')} message={toHttpError(state.error).message} retryLabel={t('retry')} onRetry={() => void state.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
          {staleNotice ? (
            <Alert severity="warning" onClose={() => setStaleNotice(false)}>
              {t('settings.stale')}
            </Alert>
          ) : null}
          <CashRegisterSettingsForm
            key={state.data.settings.version}
            branchId={branchId}
            settings={state.data.settings}
            currency={branch.ISOCurrency}
            canEdit={!props.viewOnly}
            onSaved={async (saved) => {
              setStaleNotice(false);
              queryClient.setQueryData(moneyKeys.cashState(branchId), saved);
              notify?.({ type: 'success', message: t('settings.saved') });
            }}
            onStale={() => {
              setStaleNotice(true);
              void state.refetch();
            }}
          />
          <CashShiftPanel />
          <PendingReceiptsPanel />
          <FiscalReconciliationPanel />
          <CashShiftHistory branchId={branchId} currency={branch.ISOCurrency} timeZone={branch.timeZone} />
        </Box>
      )}
    </AreaPageFrame>
  );
}
