import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientReferralCard } from '@/schema/client-referrals/client-referrals';
import { useFormats } from '@/components/session/use-formats';
import { useWorkspace } from '@/components/session/use-workspace';
import { QuerySection } from '@/components/states/query-section';
import { clientReferralKey, getClientReferral } from '@/lib/client-referrals-api';
import { ReferralShare } from './referral-share';
import { ReferredByForm } from './referred-by-form';

/**
 * The client card's referrals (transactions tab): the client's code and link to bring friends (copy, QR, send by
 * message), the programme's terms as they stand, whom they brought, and who brought them, or "referred by" to set.
 */
export function ClientReferralSection({ clientId, viewOnly }: { clientId: number; viewOnly: boolean }) {
  const { t } = useTranslation('clientReferrals');
  const branch = useWorkspace()?.branch;
  const branchId = branch?.id ?? 0;
  const card = useQuery({ queryKey: clientReferralKey(branchId, clientId), queryFn: () => getClientReferral(branchId, clientId), enabled: branchId > 0 });
  return (
    <QuerySection id="client-referral-title" title={t('card.title')} query={card} loadingLabel={t('card.loading')} failedTitle={t('card.loadFailed')} retryLabel={t('retry')}>
      {(data) => (
        <>
          <Terms card={data} currency={branch?.ISOCurrency} />
          <ReferralShare branchId={branchId} clientId={clientId} card={data} viewOnly={viewOnly} />
          <Typography variant="body2" color="text.secondary" data-testid="referral-count">
            {t('card.referred', { count: data.referred })}
          </Typography>
          {data.referredBy ? (
            <Typography variant="body2" data-testid="referred-by">
              {t(`card.referredBy.${data.referredBy.state}`, { name: data.referredBy.name })}
            </Typography>
          ) : viewOnly ? null : (
            <ReferredByForm branchId={branchId} clientId={clientId} />
          )}
        </>
      )}
    </QuerySection>
  );
}

function Terms({ card, currency }: { card: ClientReferralCard; currency: string | undefined }) {
  const { t } = useTranslation('clientReferrals');
  const formats = useFormats();
  const { programme } = card;
  return (
    <Typography variant="body2" color={programme.enabled ? 'text.primary' : 'text.secondary'}>
      {programme.enabled ? t('card.terms', { reward: formats.money(programme.rewardAmount, currency), percent: programme.discountPercent }) : t('card.off')}
    </Typography>
  );
}
