import { useQuery } from '@tanstack/react-query';
import { ipsSetupSchema, type IpsSettingsWrite, type IpsSetup } from '@/schema/payments/ips-settings';
import { httpClient } from '@/lib/http-client';

/**
 * A branch's IPS QR settings (server/modules/integrations/ips.routes.ts), answers checked with the server's schema:
 * the Integrations → IPS page writes them, the checkout reads them to draw a code for the amount due.
 */
export const ipsKey = (branchId: number) => ['integrations', 'ips', branchId] as const;
const url = (branchId: number) => `/branches/${branchId}/integrations/ips`;

export const getIpsSetup = async (branchId: number): Promise<IpsSetup> => ipsSetupSchema.parse((await httpClient.get<unknown>(url(branchId))).data);

export const saveIpsSetup = async (branchId: number, write: IpsSettingsWrite): Promise<IpsSetup> => ipsSetupSchema.parse((await httpClient.put<unknown>(url(branchId), write)).data);

export const removeIpsSetup = async (branchId: number): Promise<void> => {
  await httpClient.delete(url(branchId));
};

/** The branch's IPS setup; `enabled` false reads nothing (a branch not known yet). */
export const useIpsSetup = (branchId: number, enabled = true) =>
  useQuery({ queryKey: ipsKey(branchId), queryFn: () => getIpsSetup(branchId), enabled: enabled && branchId > 0, staleTime: 60_000 });
