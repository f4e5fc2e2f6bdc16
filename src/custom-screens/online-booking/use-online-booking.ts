import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BranchOnlineBooking } from '@/schema/online-booking/settings';
import { useWorkspace } from '@/components/session/use-workspace';
import { getOnlineBooking, onlineBookingKeys, type BookingScope } from './online-booking-api';

/** The branch on screen and its chain; ids 0 outside a branch's pages (the queries wait). */
export function useBookingScope(): BookingScope {
  const workspace = useWorkspace();
  return { orgId: workspace?.organization.id ?? 0, branchId: workspace?.branch?.id ?? 0 };
}

/**
 * The branch's online booking settings (addresses, every level's rules, the services' and team's switches), and a
 * way to put what a save answered into them without reading them all again.
 */
export function useOnlineBooking() {
  const scope = useBookingScope();
  const queryClient = useQueryClient();
  const key = onlineBookingKeys.settings(scope.branchId);
  const query = useQuery({ queryKey: key, queryFn: () => getOnlineBooking(scope.branchId), enabled: scope.branchId > 0 });
  const change = (update: (data: BranchOnlineBooking) => BranchOnlineBooking) =>
    queryClient.setQueryData<BranchOnlineBooking>(key, (data) => (data ? update(data) : data));
  /** After a save someone else's meanwhile refused: read them again. */
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  /** A rule or a switch changed: "why not" answers may have too. */
  const forgetAnswers = () => queryClient.invalidateQueries({ queryKey: [...onlineBookingKeys.branch(scope.branchId), 'why-not'] });
  return { scope, query, change, reload, forgetAnswers };
}
