import { useQuery } from '@tanstack/react-query';
import { paymentLinkSchema, paymentLinkSentSchema, paymentProviderSetupSchema, type PaymentLink, type PaymentLinkChannel, type PaymentProviderSetup, type PaymentProviderWrite } from '@/schema/payments/online-payments';
import { httpClient } from '@/lib/http-client';

/**
 * A branch's payment provider and payment links (server/modules/online-payments/online-payments.routes.ts), answers
 * checked with the server's schema: Integrations → Payments writes the setup, the payment form makes links.
 */
export const paymentSetupKey = (branchId: number) => ['integrations', 'payments', branchId] as const;
const url = (branchId: number) => `/branches/${branchId}/integrations/payments`;

export const getPaymentSetup = async (branchId: number): Promise<PaymentProviderSetup> => paymentProviderSetupSchema.parse((await httpClient.get<unknown>(url(branchId))).data);

export const savePaymentSetup = async (branchId: number, write: PaymentProviderWrite): Promise<PaymentProviderSetup> =>
  paymentProviderSetupSchema.parse((await httpClient.put<unknown>(url(branchId), write)).data);

export const removePaymentSetup = async (branchId: number): Promise<void> => {
  await httpClient.delete(url(branchId));
};

export const createPaymentLink = async (saleId: number): Promise<PaymentLink> => paymentLinkSchema.parse((await httpClient.post<unknown>(`/sales/${saleId}/payment-links`, {})).data);

/** A link for what a membership instalment still owes; it is sent as a link of the membership's sale. */
export const createInstalmentPaymentLink = async (instalmentId: number): Promise<PaymentLink> =>
  paymentLinkSchema.parse((await httpClient.post<unknown>(`/membership-instalments/${instalmentId}/payment-links`, {})).data);

/** Sends an open link to the sale's client: the address it went to, or a 400 naming `channel` when the card has none. */
export const sendPaymentLink = async (saleId: number, linkId: number, channel: PaymentLinkChannel): Promise<string> =>
  paymentLinkSentSchema.parse((await httpClient.post<unknown>(`/sales/${saleId}/payment-links/${linkId}/send`, { channel })).data).sentTo;

/** The branch's payment provider; `enabled` false reads nothing (a branch not known yet). */
export const usePaymentSetup = (branchId: number, enabled = true) =>
  useQuery({ queryKey: paymentSetupKey(branchId), queryFn: () => getPaymentSetup(branchId), enabled: enabled && branchId > 0, staleTime: 60_000 });
