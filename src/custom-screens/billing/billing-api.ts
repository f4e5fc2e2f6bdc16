import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { billingOverviewSchema, planOfferSchema } from '@/schema/billing/billing-overview';
import {
  billingDetailsReadSchema,
  billingPaymentSchema,
  billingPaymentStateSchema,
  hostedPaymentFormSchema,
  invoiceSchema,
  planChangeResultSchema,
  type BillingDetails,
  type BillingPaymentState,
  type PlanChangeRequest,
} from '@/schema/billing/invoices';
import { httpClient } from '@/lib/http-client';
import { downloadDocument } from '@/lib/save-file';

/** Billing's reads and writes (server/modules/billing/billing.routes.ts), answers checked with the server's schemas. */
export const billingKeys = {
  all: (orgId: number) => ['billing', orgId] as const,
  overview: (orgId: number) => ['billing', orgId, 'overview'] as const,
  plans: (orgId: number) => ['billing', orgId, 'plans'] as const,
  invoices: (orgId: number) => ['billing', orgId, 'invoices'] as const,
  payments: (orgId: number) => ['billing', orgId, 'payments'] as const,
  details: (orgId: number) => ['billing', orgId, 'details'] as const,
  payment: (reference: string) => ['billing-payment', reference] as const,
};

const read =
  <S extends z.ZodType>(schema: S, url: string) =>
  async (): Promise<z.output<S>> =>
    schema.parse((await httpClient.get<unknown>(url)).data);

export const useBillingOverview = (orgId: number) => useQuery({ queryKey: billingKeys.overview(orgId), queryFn: read(billingOverviewSchema, `/organizations/${orgId}/billing`), enabled: orgId > 0 });

export const usePlanOffers = (orgId: number) =>
  useQuery({ queryKey: billingKeys.plans(orgId), queryFn: read(z.array(planOfferSchema), `/organizations/${orgId}/plans`), enabled: orgId > 0, staleTime: 5 * 60_000 });

export const useInvoices = (orgId: number) => useQuery({ queryKey: billingKeys.invoices(orgId), queryFn: read(z.array(invoiceSchema), `/organizations/${orgId}/billing/invoices`), enabled: orgId > 0 });

export const useBillingPayments = (orgId: number) =>
  useQuery({ queryKey: billingKeys.payments(orgId), queryFn: read(z.array(billingPaymentSchema), `/organizations/${orgId}/billing/payments`), enabled: orgId > 0 });

export const useBillingDetails = (orgId: number) =>
  useQuery({ queryKey: billingKeys.details(orgId), queryFn: read(billingDetailsReadSchema, `/organizations/${orgId}/billing/details`), enabled: orgId > 0 });

/** Where a payment stands; polled while the provider's notification is still on its way. */
export const useBillingPaymentState = (reference: string | null) =>
  useQuery<BillingPaymentState>({
    queryKey: billingKeys.payment(reference ?? ''),
    queryFn: read(billingPaymentStateSchema, `/billing/payments/${reference ?? ''}`),
    enabled: reference !== null && /^[0-9a-f]{32}$/.test(reference),
    refetchInterval: (query) => (query.state.data?.status === 'pending' && query.state.dataUpdateCount < 60 ? 2_000 : false),
  });

export function useSaveBillingDetails(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (details: BillingDetails & { version: number }) => billingDetailsReadSchema.parse((await httpClient.put<unknown>(`/organizations/${orgId}/billing/details`, details)).data),
    onSuccess: (saved) => queryClient.setQueryData(billingKeys.details(orgId), saved),
  });
}

export function useChoosePlan(orgId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: PlanChangeRequest) => planChangeResultSchema.parse((await httpClient.post<unknown>(`/organizations/${orgId}/billing/plan-change`, request)).data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all(orgId) }),
  });
}

/**
 * Pays an invoice on the provider's hosted page: the server answers the page's form, which the browser posts as a
 * form of its own would (the card is typed there, never here); the provider sends the owner back to
 * /secure_payment/success or /fail.
 */
export async function payInvoice(orgId: number, invoiceId: number): Promise<void> {
  const form = hostedPaymentFormSchema.parse((await httpClient.post<unknown>(`/organizations/${orgId}/billing/invoices/${invoiceId}/pay`)).data);
  const element = document.createElement('form');
  element.method = form.method;
  element.action = form.action;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}

export const downloadInvoice = (orgId: number, invoiceId: number, number: string) => downloadDocument(`/organizations/${orgId}/billing/invoices/${invoiceId}/pdf`, `${number}.pdf`);
