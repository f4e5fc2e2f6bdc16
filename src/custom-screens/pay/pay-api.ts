import { z } from 'zod';
import {
  employeePayDocumentSchema,
  payAssignmentSchema,
  payCalculationDetailSchema,
  payCalculationSchema,
  paySchemeRecordSchema,
  type EmployeePayDocument,
  type PayAssignment,
  type PayCalculation,
  type PayCalculationDetail,
  type PaySchemeInput,
  type PaySchemeRecord,
} from '@/schema/pay/pay-api';
import type { PaymentMethod } from '@/schema/sales/checkout';
import { itemsResponseSchema, listResponseSchema, type ListMeta } from '@/schema/protocol';
import { httpClient } from '@/lib/http-client';
import { downloadDocument } from '@/lib/save-file';

/**
 * The pay API (server/modules/pay): answers checked with the server's own schemas, so a contract drift fails
 * here loudly rather than on screen. Every pay query lives under ['pay', branchId] and is refreshed as one.
 */
export const payKeys = {
  all: (branchId: number) => ['pay', branchId] as const,
  schemes: (branchId: number, page: number) => ['pay', branchId, 'schemes', page] as const,
  scheme: (branchId: number, id: number) => ['pay', branchId, 'scheme', id] as const,
  categories: (branchId: number) => ['pay', branchId, 'categories'] as const,
  calculations: (branchId: number, page: number) => ['pay', branchId, 'calculations', page] as const,
  calculation: (branchId: number, id: number) => ['pay', branchId, 'calculation', id] as const,
  assignments: (branchId: number, employeeId: number) =>
    ['pay', branchId, 'assignments', employeeId] as const,
  documents: (branchId: number, employeeId: number) => ['pay', branchId, 'documents', employeeId] as const,
};

type Page<T> = { items: T[]; meta: ListMeta };

export async function listSchemes(
  branchId: number,
  page: number,
  perPage: number,
): Promise<Page<PaySchemeRecord>> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/pay-schemes`, {
    params: { page, perPage },
  });
  return listResponseSchema(paySchemeRecordSchema).parse(data);
}

export async function getScheme(id: number): Promise<PaySchemeRecord> {
  return paySchemeRecordSchema.parse((await httpClient.get<unknown>(`/pay-schemes/${id}`)).data);
}

export async function saveScheme(
  branchId: number,
  id: number | null,
  body: PaySchemeInput & { version?: number },
): Promise<PaySchemeRecord> {
  const { data } =
    id === null
      ? await httpClient.post<unknown>(`/branches/${branchId}/pay-schemes`, body)
      : await httpClient.put<unknown>(`/pay-schemes/${id}`, body);
  return paySchemeRecordSchema.parse(data);
}

export const deleteScheme = (id: number) => httpClient.delete(`/pay-schemes/${id}`);

const categorySchema = z.object({ id: z.number(), name: z.string() });
export type ServiceCategory = z.infer<typeof categorySchema>;

/** The branch's service categories, the rows a scheme may give their own percentage. */
export async function listCategories(branchId: number): Promise<ServiceCategory[]> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/serviceCategories`, {
    params: { perPage: 100, sort: 'name:asc' },
  });
  return listResponseSchema(categorySchema).parse(data).items;
}

export async function listAssignments(employeeId: number): Promise<PayAssignment[]> {
  return itemsResponseSchema(payAssignmentSchema).parse(
    (await httpClient.get<unknown>(`/employees/${employeeId}/pay-assignments`)).data,
  ).items;
}

export async function assignScheme(
  employeeId: number,
  schemeId: number,
  startsOn: string,
): Promise<PayAssignment> {
  return payAssignmentSchema.parse(
    (await httpClient.post<unknown>(`/employees/${employeeId}/pay-assignments`, { schemeId, startsOn })).data,
  );
}

export const deleteAssignment = (id: number) => httpClient.delete(`/pay-assignments/${id}`);

export async function listDocuments(employeeId: number): Promise<EmployeePayDocument[]> {
  return itemsResponseSchema(employeePayDocumentSchema).parse(
    (await httpClient.get<unknown>(`/employees/${employeeId}/pay-calculations`)).data,
  ).items;
}

export async function listCalculations(
  branchId: number,
  page: number,
  perPage: number,
): Promise<Page<PayCalculation>> {
  const { data } = await httpClient.get<unknown>(`/branches/${branchId}/pay-calculations`, {
    params: { page, perPage },
  });
  return listResponseSchema(payCalculationSchema).parse(data);
}

export async function getCalculation(id: number): Promise<PayCalculationDetail> {
  return payCalculationDetailSchema.parse((await httpClient.get<unknown>(`/pay-calculations/${id}`)).data);
}

export async function createCalculation(
  branchId: number,
  periodFrom: string,
  periodTo: string,
): Promise<PayCalculationDetail> {
  return payCalculationDetailSchema.parse(
    (await httpClient.post<unknown>(`/branches/${branchId}/pay-calculations`, { periodFrom, periodTo })).data,
  );
}

export type CalculationStep = 'recalculate' | 'approve';

export async function stepCalculation(
  calculation: PayCalculation,
  step: CalculationStep,
): Promise<PayCalculationDetail> {
  return payCalculationDetailSchema.parse(
    (
      await httpClient.post<unknown>(`/pay-calculations/${calculation.id}/${step}`, {
        version: calculation.version,
      })
    ).data,
  );
}

export async function payCalculation(
  calculation: PayCalculation,
  method: PaymentMethod,
): Promise<PayCalculationDetail> {
  return payCalculationDetailSchema.parse(
    (
      await httpClient.post<unknown>(`/pay-calculations/${calculation.id}/pay`, {
        method,
        version: calculation.version,
      })
    ).data,
  );
}

export const deleteCalculation = (id: number) => httpClient.delete(`/pay-calculations/${id}`);

/** Downloads a member's pay slip, a PDF in the person's language. */
export const downloadSlip = (calculationId: number, employeeId: number): Promise<void> =>
  downloadDocument(`/pay-calculations/${calculationId}/employees/${employeeId}/slip.pdf`, `pay-slip-${calculationId}-${employeeId}.pdf`);
