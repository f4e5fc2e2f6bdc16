import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { WorkSlot } from '@/schema/schedule/work-slot';
import { useWorkspace } from '@/components/session/use-workspace';
import { getBranchMonthSlots, workSlotKeys } from './work-slots-api';
import type { Month } from './work-slot-grid-model';

export type MonthSlots = { slots: WorkSlot[]; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => void };

/**
 * A month of slots of the members shown: the branch's month is one read, cached per branch and month, so the
 * team grid, its name filter and the member card share it; the members not shown are left out here.
 */
export function useMonthSlots(employeeIds: readonly number[], month: Month): MonthSlots {
  const branchId = useWorkspace()?.branch?.id ?? 0;
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    queryKey: workSlotKeys.month(branchId, month),
    queryFn: () => getBranchMonthSlots(branchId, month),
    enabled: branchId > 0,
  });
  const slots = useMemo(() => {
    const shown = new Set(employeeIds);
    return (data ?? []).filter((slot) => shown.has(slot.employeeId));
  }, [data, employeeIds]);
  return { slots, isPending, isError, isFetching, refetch: () => void refetch() };
}
