import { useQuery } from '@tanstack/react-query';
import {
  fiscalReceiptDetailSchema,
  fiscalReceiptListSchema,
  fiscalReceiptSentSchema,
  fiscalReconciliationSchema,
  fiscalSetupSchema,
  fiscalTestResultSchema,
  type FiscalReceipt,
  type FiscalReceiptChannel,
  type FiscalReceiptDetail,
  type FiscalReconciliation,
  type FiscalSetup,
  type FiscalSetupWrite,
  type FiscalTestResult,
} from '@/schema/payments/fiscal';
import { httpClient } from '@/lib/http-client';

/**
 * A branch's fiscal integration and its receipts (server/modules/fiscal/fiscal.routes.ts, docs/fiscal-receipts.md),
 * answers checked with the server's schemas.
 */
export const fiscalKey = (branchId: number) => ['integrations', 'fiscal', branchId] as const;
export const pendingReceiptsKey = (branchId: number) => ['fiscal-receipts', 'pending', branchId] as const;
const url = (branchId: number) => `/branches/${branchId}/integrations/fiscal`;

const getFiscalSetup = async (branchId: number): Promise<FiscalSetup> => fiscalSetupSchema.parse((await httpClient.get<unknown>(url(branchId))).data);

export const saveFiscalSetup = async (branchId: number, write: FiscalSetupWrite): Promise<FiscalSetup> => fiscalSetupSchema.parse((await httpClient.put<unknown>(url(branchId), write)).data);

export const removeFiscalSetup = async (branchId: number): Promise<void> => {
  await httpClient.delete(url(branchId));
};

export const testFiscalSetup = async (branchId: number): Promise<FiscalTestResult> => fiscalTestResultSchema.parse((await httpClient.post<unknown>(`${url(branchId)}/test`, {})).data);

export const useFiscalSetup = (branchId: number) => useQuery({ queryKey: fiscalKey(branchId), queryFn: () => getFiscalSetup(branchId), enabled: branchId > 0 });

/** The branch's receipts still to be issued, oldest first; read again every 30 s while the screen is open. */
export const usePendingReceipts = (branchId: number) =>
  useQuery({
    queryKey: pendingReceiptsKey(branchId),
    queryFn: async (): Promise<FiscalReceipt[]> => fiscalReceiptListSchema.parse((await httpClient.get<unknown>(`/branches/${branchId}/fiscal-receipts?status=pending`)).data).items,
    enabled: branchId > 0,
    refetchInterval: 30_000,
  });

/** An issued receipt's link to the payment's client by SMS or Telegram; answers where it went. */
export const sendFiscalReceipt = async (id: number, channel: FiscalReceiptChannel): Promise<string> =>
  fiscalReceiptSentSchema.parse((await httpClient.post<unknown>(`/fiscal-receipts/${id}/send`, { channel })).data).sentTo;

export const useFiscalReceipt = (id: number | null) =>
  useQuery({
    queryKey: ['fiscal-receipts', 'one', id],
    queryFn: async (): Promise<FiscalReceiptDetail> => fiscalReceiptDetailSchema.parse((await httpClient.get<unknown>(`/fiscal-receipts/${id}`)).data),
    enabled: id !== null,
  });

/** Reads a chosen .pfx / .p12 file as base64, as the setup sends it. */
export const fileAsBase64 = (file: File): Promise<string> =>
  file.arrayBuffer().then((buffer) => {
    let binary = '';
    const bytes = new Uint8Array(buffer);
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });

/** A day of the branch's payments against its fiscal receipts. */
export const useFiscalReconciliation = (branchId: number, date: string, enabled: boolean) =>
  useQuery({
    queryKey: ['fiscal-receipts', 'reconciliation', branchId, date],
    queryFn: async (): Promise<FiscalReconciliation> => fiscalReconciliationSchema.parse((await httpClient.get<unknown>(`/branches/${branchId}/fiscal-reconciliation?date=${date}`)).data),
    enabled: enabled && branchId > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
