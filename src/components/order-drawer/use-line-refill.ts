import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { getServiceEmployees } from './order-drawer-api';
import { orderDrawerKeys, type BranchCatalog } from './order-drawer-queries';
import { isFilledLength, lineTerms, type OrderFormValues } from './order-form-model';

/**
 * After a line's service or employee changes: the line takes the length and the price this employee has for the
 * service (their own, else the service's: `lineTerms`). A new service always sets the length; a new employee
 * changes it only where the drawer filled it in, not where someone typed it.
 */
export function useLineRefill(branchId: number, catalog: BranchCatalog) {
  const { getValues, setValue } = useFormContext<OrderFormValues>();
  const queryClient = useQueryClient();
  return useCallback(
    async (index: number, changed: 'service' | 'employee') => {
      const line = getValues(`services.${index}`);
      const service = catalog.services.find((candidate) => candidate.id === line.serviceId);
      if (!service) return;
      const performers = await queryClient
        .fetchQuery({
          queryKey: orderDrawerKeys.serviceEmployees(branchId, service.id),
          queryFn: () => getServiceEmployees(branchId, service.id),
        })
        .catch(() => []);
      // Another service picked meanwhile refills the line itself.
      if (getValues(`services.${index}.serviceId`) !== service.id) return;
      const terms = lineTerms(service, performers, getValues(`services.${index}.employeeId`));
      if (changed === 'service' || isFilledLength(getValues(`services.${index}.duration`), service, performers)) {
        setValue(`services.${index}.duration`, terms.duration, { shouldDirty: true });
      }
      // A line a sale holds keeps the price it was sold at, whoever does it now.
      if (getValues(`services.${index}.onSale`)) return;
      setValue(`services.${index}.price`, terms.price, { shouldDirty: true });
    },
    [branchId, catalog.services, getValues, setValue, queryClient],
  );
}
