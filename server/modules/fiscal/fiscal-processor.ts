import type { VsdcInvoiceRequest } from '../../../src/schema/payments/fiscal';

/**
 * A fiscal processor as the receipts worker and the setup's "test" use it (docs/fiscal-receipts.md). The V-SDC is
 * the one implementation (vsdc-processor.ts); another country's processor would answer the same three questions.
 */

/** The processor's signed receipt: the fields a receipt shows, and the whole answer kept as it came. */
export type IssuedReceipt = {
  invoiceNumber: string;
  sdcDateTime: string;
  invoiceCounter: string | null;
  totalCounter: number | null;
  verificationUrl: string | null;
  signature: string | null;
  journal: string | null;
  raw: Record<string, unknown>;
};

export type ProcessorStatus = { uid: string | null; sdcDateTime: string | null };

/**
 * Why a call failed. `unreachable` (no connection, a time-out, a 5xx) is retried later; `refused` is the processor
 * saying no to this request (400 with its error codes): retrying the same body cannot help, so it waits for a person;
 * `credentials` is the certificate or PAC refused (401/403, a TLS handshake refused).
 */
export class FiscalProcessorError extends Error {
  override readonly name = 'FiscalProcessorError';
  constructor(
    readonly kind: 'unreachable' | 'refused' | 'credentials',
    message: string,
  ) {
    super(message);
  }
}

export type FiscalProcessor = {
  /** The processor's status: proves the address, the certificate and the PAC. */
  status(): Promise<ProcessorStatus>;
  /** The receipt a request id already got, or null when the processor never saw that request. */
  findIssued(requestId: string): Promise<IssuedReceipt | null>;
  issue(requestId: string, request: VsdcInvoiceRequest): Promise<IssuedReceipt>;
};
