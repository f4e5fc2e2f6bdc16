import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defaultNoShowRules } from '@/schema/orders/no-show-rules';
import { QuerySection } from '@/components/states/query-section';
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
    <QuerySection
      id="no-show-rules-title"
      title={t('rules.title')}
      intro={
        <Typography variant="body2" color="text.secondary">
          {t('rules.intro')}
        </Typography>
      }
      query={rules}
      loadingLabel={t('loading')}
      failedTitle={t('rules.loadFailed')}
      retryLabel={t('retry')}
    >
      {(data) => (
        <>
          <NoShowRulesForm
            key={JSON.stringify(data.branch)}
            label={t('rules.title')}
            branchId={branchId}
            saved={data.branch ?? defaultNoShowRules}
            save={(next) => saveNoShowRules(branchId, next)}
            currency={currency}
            viewOnly={viewOnly}
          />
          <ServiceOverrides branchId={branchId} rules={data} currency={currency} viewOnly={viewOnly} />
        </>
      )}
    </QuerySection>
  );
}

