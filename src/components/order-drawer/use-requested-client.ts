import { useQuery } from '@tanstack/react-query';
import { usePhoneCountry } from '@/components/session/use-phone-country';
import { clientLabel } from './client-search';
import { getClient } from './order-drawer-api';
import { orderDrawerKeys } from './order-drawer-queries';
import type { ClientChoice } from './order-form-model';

/**
 * The client `order/new?clientId=` names (the client card's "Book"), as the form's first choice; undefined
 * while it loads. An id that cannot be read leaves the choice open rather than blocking the booking.
 */
export function useRequestedClient(branchId: number, clientId: number | null): ClientChoice | undefined {
  const phoneCountry = usePhoneCountry();
  const client = useQuery({
    queryKey: orderDrawerKeys.client(branchId, clientId ?? 0),
    queryFn: () => getClient(branchId, clientId!),
    enabled: clientId !== null,
    retry: false,
  });
  if (clientId === null || client.isError) return { kind: 'walkIn' };
  if (!client.data) return undefined;
  return { kind: 'existing', id: client.data.id, label: clientLabel(client.data, phoneCountry) };
}
