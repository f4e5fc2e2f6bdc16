import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defaultNoShowRules } from '@/schema/orders/no-show-rules';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import { serverProblem } from '@/custom-screens/settings/server-problem';
import { getNoShowRules, noShowKeys, saveNoShowRules } from '@/lib/no-show-api';
import { NoShowRulesForm } from './no-show-rules-form';
import { ServiceOverrides } from './no-show-service-overrides';

/**
 * Branch settings › Cancellations and no-shows (docs/no-show-rules.md): the cancellation window and what a late
 * cancellation and a no-show cost, validated by the one schema the API uses.
 */
export function NoShowRulesSection({ branchId, currency, viewOnly }: { branchId: number; currency: string; viewOnly: boolean }) {
  const { t } = useTranslation('noShow');
  const rules = useQuery({ queryKey: noShowKeys.rules(branchId), queryFn: () => getNoShowRules(branchId), enabled: branchId > 0 });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }} component="section" aria-labelledby="no-show-rules-title">
      <Typography id="no-show-rules-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('rules.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('rules.intro')}
      </Typography>
      {rules.isPending ? (
        <LoadingState label={t('loading')} />
      ) : rules.isError ? (
        <ErrorState title={t('rules.loadFailed')} message={serverProblem(rules.error).message} retryLabel={t('retry')} onRetry={() => void rules.refetch()} />
      ) : (
        <>
          <NoShowRulesForm
            key={JSON.stringify(rules.data.branch)}
            label={t('rules.title')}
            branchId={branchId}
            saved={rules.data.branch ?? defaultNoShowRules}
            save={(next) => saveNoShowRules(branchId, next)}
            currency={currency}
            viewOnly={viewOnly}
          />
          <ServiceOverrides branchId={branchId} rules={rules.data} currency={currency} viewOnly={viewOnly} />
        </>
      )}
    </Paper>
  );
}

