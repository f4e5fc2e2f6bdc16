/**
 * The schedule's query-key root, one order's key and the order lists' key, shared by the schedule screen (its
 * days, weeks and live staleness rules), the order drawers (the order they read, and the writes that refresh the
 * schedule), the money rule (money-query-keys.ts: a payment changes a visit's payment state) and the shell (a
 * reconnect reads the schedule again). Here, not in the screen's folder, so components and the shell
 * import it without the screen's code. No imports of its own.
 */
export const scheduleQueryRoot = ['schedule'] as const;

/** One order as its drawer reads it: under the schedule's root, so every schedule refresh includes it. */
export const scheduleOrderKey = (orderId: number) => [...scheduleQueryRoot, 'order', orderId] as const;

/**
 * The order lists' cache (spec §8, §9): under `orders` and the branch, so whatever changes an order of a branch
 * (the order drawer, a live event, a payment) refreshes its lists with `invalidateQueries({ queryKey: orderListQueryKey(id) })`.
 */
export const orderListQueryKey = (branchId: number): readonly unknown[] => ['orders', branchId];

/**
 * A branch's free times on a date (the drawer's suggestions): under the root, so a save in the drawer refreshes
 * them, and shaped like the branch's day (`[root, kind, branchId, date, …]`) so a live event of that date does too.
 */
export const scheduleAvailabilityKey = (branchId: number, date: string, serviceIds: readonly number[], employeeId: number | null) =>
  [...scheduleQueryRoot, 'availability', branchId, date, serviceIds.join(','), employeeId] as const;
