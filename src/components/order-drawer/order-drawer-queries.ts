import { useQuery } from '@tanstack/react-query';
import { scheduleAvailabilityKey, scheduleOrderKey } from '@/lib/schedule-query-keys';
import { getEmployeeServices, getOrder, getOrderHistory, listCategories, listEmployees, listResources, listServices } from './order-drawer-api';

/**
 * The drawer's query keys. An order's key and the free times' are the schedule's own (src/lib/schedule-query-keys.ts):
 * live events refresh them there, and every write here refreshes the schedule's reads beside them.
 */
export const orderDrawerKeys = {
  order: scheduleOrderKey,
  history: (orderId: number) => [...scheduleOrderKey(orderId), 'history'] as const,
  catalog: (branchId: number, what: 'services' | 'categories' | 'employees' | 'resources') =>
    ['order-drawer', branchId, what] as const,
  employeeServices: (branchId: number, employeeId: number) => ['order-drawer', branchId, 'employee-services', employeeId] as const,
  serviceEmployees: (branchId: number, serviceId: number) =>
    ['order-drawer', branchId, 'service-employees', serviceId] as const,
  clients: (branchId: number, q: string) => ['order-drawer', branchId, 'clients', q] as const,
  client: (branchId: number, clientId: number) => ['order-drawer', branchId, 'client', clientId] as const,
  availability: scheduleAvailabilityKey,
};

/** How often an order with an open payment link is read again: the provider's notification may come any moment. */
const awaitedPaymentPollMs = 5_000;

/**
 * One order; no placeholder from another order while it loads (the cache's default keeps the previous). While a
 * payment link of its sale is open (`requiredPolling`) it is read again every few seconds, besides the live events.
 */
export const useOrder = (orderId: number) =>
  useQuery({
    queryKey: orderDrawerKeys.order(orderId),
    queryFn: () => getOrder(orderId),
    placeholderData: undefined,
    refetchInterval: (query) => (query.state.data?.requiredPolling ? awaitedPaymentPollMs : false),
  });

export const useOrderHistory = (orderId: number) =>
  useQuery({
    queryKey: orderDrawerKeys.history(orderId),
    queryFn: () => getOrderHistory(orderId),
    placeholderData: undefined,
  });

/** The branch's services, team and rooms the drawer picks from. Rooms are the branch settings' to list: a
 * person who may not read them books without one. */
export function useBranchCatalog(branchId: number) {
  const services = useQuery({
    queryKey: orderDrawerKeys.catalog(branchId, 'services'),
    queryFn: () => listServices(branchId),
  });
  // Categories only group the list: without them (a failed read) every service still shows, ungrouped.
  const categories = useQuery({
    queryKey: orderDrawerKeys.catalog(branchId, 'categories'),
    queryFn: () => listCategories(branchId),
    retry: false,
  });
  const employees = useQuery({
    queryKey: orderDrawerKeys.catalog(branchId, 'employees'),
    queryFn: () => listEmployees(branchId),
  });
  const resources = useQuery({
    queryKey: orderDrawerKeys.catalog(branchId, 'resources'),
    queryFn: () => listResources(branchId),
    retry: false,
  });
  return {
    branchId,
    services: services.data ?? [],
    categories: categories.data ?? [],
    employees: employees.data ?? [],
    resources: resources.data ?? [],
    loading: services.isPending || employees.isPending,
    failed: services.isError || employees.isError,
    retry: () => void Promise.all([services.refetch(), employees.refetch()]),
  };
}
export type BranchCatalog = ReturnType<typeof useBranchCatalog>;

/** What a team member does at what price and length; null while unknown (nobody chosen, loading, or a role without the team). */
export function useEmployeeServices(branchId: number, employeeId: number | null) {
  const performed = useQuery({
    queryKey: orderDrawerKeys.employeeServices(branchId, employeeId ?? 0),
    queryFn: () => getEmployeeServices(branchId, employeeId!),
    enabled: employeeId !== null,
    retry: false,
  });
  return employeeId === null ? null : (performed.data ?? null);
}

export const personName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();
