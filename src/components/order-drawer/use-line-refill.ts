import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { getServiceEmployees } from './order-drawer-api';
import { orderDrawerKeys, type BranchCatalog } from './order-drawer-queries';
import { linePrice, type OrderFormValues } from './order-form-model';

/**
 * After a line's service or employee changes: the line takes the service's length (a new service only) and
 * the price this employee charges for it (the catalog's `effectivePrice`, else the service's own).
 */
export function useLineRefill(branchId: number, catalog: BranchCatalog) {
  const { getValues, setValue } = useFormContext<OrderFormValues>();
  const queryClient = useQueryClient();
  return useCallback(
    async (index: number, changed: 'service' | 'employee') => {
      const line = getValues(`services.${index}`);
      const service = catalog.services.find((candidate) => candidate.id === line.serviceId);
      if (!service) return;
      if (changed === 'service') setValue(`services.${index}.duration`, service.duration, { shouldDirty: true });
      const performers = await queryClient
        .fetchQuery({
          queryKey: orderDrawerKeys.serviceEmployees(branchId, service.id),
          queryFn: () => getServiceEmployees(branchId, service.id),
        })
        .catch(() => []);
      // A line a sale holds keeps the price it was sold at, whoever does it now.
      if (getValues(`services.${index}.onSale`)) return;
      const employeeId = getValues(`services.${index}.employeeId`);
      setValue(`services.${index}.price`, linePrice(service.price, performers, employeeId), { shouldDirty: true });
    },
    [branchId, catalog.services, getValues, setValue, queryClient],
  );
}
