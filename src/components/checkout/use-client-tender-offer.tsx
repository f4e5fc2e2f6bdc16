import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withNewcomerDiscount } from '@/schema/client-referrals/client-referrals';
import type { SaleItemInput } from '@/schema/sales/checkout';
import { clientBalanceKey, clientReferralKey, getClientBalance, getClientReferral } from '@/lib/client-referrals-api';

type Newcomer = { percent: string; referrer: string };

/**
 * What the client brings to the checkout (docs/client-referrals.md): their balance, offered as a tender, and, on a
 * referred newcomer's first visit, the branch's discount, which the server prices the sale with too. `ready` is false
 * while that is being read, so the sale is not paid at a price the server would not take.
 */
export function useClientTenderOffer(branchId: number, clientId: number | null, orderId: number | null) {
  const known = branchId > 0 && clientId !== null;
  const balance = useQuery({ queryKey: clientBalanceKey(branchId, clientId ?? 0), queryFn: () => getClientBalance(branchId, clientId!), enabled: known, retry: false });
  const referral = useQuery({ queryKey: clientReferralKey(branchId, clientId ?? 0), queryFn: () => getClientReferral(branchId, clientId!), enabled: known && orderId !== null, retry: false });
  const percent = orderId !== null ? (referral.data?.newcomerDiscountPercent ?? null) : null;
  const newcomer: Newcomer | null = percent && referral.data?.referredBy ? { percent, referrer: referral.data.referredBy.name } : null;
  return {
    balanceAvailable: balance.data?.balance ?? null,
    newcomer,
    ready: !known || orderId === null || !referral.isPending,
    priced: <T extends Pick<SaleItemInput, 'kind' | 'discount'>>(items: readonly T[]): T[] => (newcomer ? withNewcomerDiscount(items, newcomer.percent) : [...items]),
  };
}

/** Says the sale is priced with the newcomer's discount, and whose friend they are. */
export function NewcomerDiscountNotice({ newcomer }: { newcomer: Newcomer | null }) {
  const { t } = useTranslation('checkout');
  return newcomer ? (
    <Alert severity="info" data-testid="newcomer-discount">
      {t('payment.newcomerDiscount', { percent: newcomer.percent, name: newcomer.referrer })}
    </Alert>
  ) : null;
}
