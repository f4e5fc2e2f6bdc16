import type { TFunction } from 'i18next';
import type { SoldMembership } from '@/schema/memberships/sold-membership';

/** What is left of a membership in words: visits for a visits membership, days for a period one. */
export const membershipLeft = (t: TFunction<'memberships'>, membership: Pick<SoldMembership, 'kind' | 'visitsLeft' | 'visitsTotal' | 'daysLeft'>): string =>
  membership.kind === 'visits' && membership.visitsLeft !== null
    ? t('left.visits', { left: membership.visitsLeft, total: membership.visitsTotal ?? 0 })
    : t('left.days', { days: membership.daysLeft });
