import { useQuery } from '@tanstack/react-query';
import { scheduleAvailabilityKey, scheduleOrderKey } from '@/lib/schedule-query-keys';
import { getOrder, getOrderHistory, listEmployees, listResources, listServices } from './order-drawer-api';

/**
 * The drawer's query keys. An order's key and the free times' are the schedule's own (src/lib/schedule-query-keys.ts):
 * live events refresh them there, and every write here refreshes the schedule's reads beside them.
 */
export const orderDrawerKeys = {
  order: scheduleOrderKey,
  history: (orderId: number) => [...scheduleOrderKey(orderId), 'history'] as const,
  catalog: (branchId: number, what: 'services' | 'employees' | 'resources') =>
    ['order-drawer', branchId, what] as const,
  serviceEmployees: (branchId: number, serviceId: number) =>
    ['order-drawer', branchId, 'service-employees', serviceId] as const,
  clients: (branchId: number, q: string) => ['order-drawer', branchId, 'clients', q] as const,
  client: (branchId: number, clientId: number) => ['order-drawer', branchId, 'client', clientId] as const,
  availability: scheduleAvailabilityKey,
};

/** One order; no placeholder from another order while it loads (the cache's default keeps the previous). */
export const useOrder = (orderId: number) =>
  useQuery({ queryKey: orderDrawerKeys.order(orderId), queryFn: () => getOrder(orderId), placeholderData: undefined });

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
    services: services.data ?? [],
    employees: employees.data ?? [],
    resources: resources.data ?? [],
    loading: services.isPending || employees.isPending,
    failed: services.isError || employees.isError,
    retry: () => void Promise.all([services.refetch(), employees.refetch()]),
  };
}
export type BranchCatalog = ReturnType<typeof useBranchCatalog>;

export const personName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();
