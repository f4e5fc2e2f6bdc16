import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { MembershipStatus } from '@/schema/money/membership-usage';

const colors: Record<MembershipStatus, 'success' | 'info' | 'default' | 'warning' | 'error'> = {
  active: 'success',
  not_started: 'info',
  expired: 'default',
  used_up: 'warning',
  canceled: 'error',
};

/** A sold membership's status (derived from its dates and visits on the server), coloured by what it allows. */
export function MembershipStatusChip({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation('memberships');
  return <Chip size="small" variant="outlined" color={colors[status]} label={t(`status.${status}`)} data-testid="membership-status" />;
}
