import Box from '@mui/material/Box';
import { PendingReceiptsPanel } from '@/components/fiscal/pending-receipts-panel';
import { useWorkspace } from '@/components/session/use-workspace';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { CashShiftPanel } from '@/custom-screens/cash-register/cash-shift-panel';
import { KeyIndicatorsPanel } from './key-indicators-panel';

/** Sales → Key indicators, the sales area's default: the cash shift at the top, fiscal receipts waiting, then the branch's indicators. */
export function KeyIndicatorsPage(props: AreaPageProps) {
  const branchId = useWorkspace()?.branch?.id ?? 0;
  return (
    <AreaPageFrame {...props}>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <CashShiftPanel readOnly={props.viewOnly} />
        <PendingReceiptsPanel />
        <KeyIndicatorsPanel target={{ kind: 'branch', id: branchId }} />
      </Box>
    </AreaPageFrame>
  );
}

/** The branch dashboard: the branch's key indicators. */
export function BranchDashboardPage(props: AreaPageProps) {
  const branchId = useWorkspace()?.branch?.id ?? 0;
  return (
    <AreaPageFrame {...props}>
      <KeyIndicatorsPanel target={{ kind: 'branch', id: branchId }} />
    </AreaPageFrame>
  );
}

/** The chain dashboard: the key indicators of every branch the person reaches, together. */
export function ChainDashboardPage(props: AreaPageProps) {
  const organizationId = useWorkspace()?.organization.id ?? 0;
  return (
    <AreaPageFrame {...props}>
      <KeyIndicatorsPanel target={{ kind: 'chain', id: organizationId }} />
    </AreaPageFrame>
  );
}
