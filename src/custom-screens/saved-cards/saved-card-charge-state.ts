import type { SavedCardCharge, SavedCardChargeState } from '@/schema/payments/saved-cards';

/** How a charge's state reads on the client card: on its way, charged, declined, unanswered, not sent. */
export const chargeStateKey: Readonly<Record<SavedCardChargeState, 'charging' | 'charged' | 'declined' | 'unanswered' | 'canceled'>> = {
  pending: 'charging',
  sending: 'charging',
  approved: 'charged',
  declined: 'declined',
  unanswered: 'unanswered',
  canceled: 'canceled',
};

export const chargeStateColor = { pending: 'info', sending: 'info', approved: 'success', declined: 'error', unanswered: 'warning', canceled: 'default' } as const satisfies Record<SavedCardChargeState, string>;

/** The provider's reason is shown where the fee stayed owed or was not sent; a retry's "no answer yet" too. */
export const showsReason = (charge: Pick<SavedCardCharge, 'state'>): boolean => charge.state !== 'approved';
