import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { VsdcInvoiceRequest } from '../../../src/schema/payments/fiscal';
import type { Db, DbTransaction } from '../../db/client';
import { fiscalReceipts, integrations } from '../../db/tables';
import { recordIntegrationOutcome } from '../integrations/integrations.repository';
import { createPollingLoop, type PollingLoop } from '../outbox/polling-loop';
import { FiscalProcessorError, type FiscalProcessor, type IssuedReceipt } from './fiscal-processor';
import { credentialsOf, fiscalProvider } from './fiscal-setup.service';
import { createVsdcProcessor, type VsdcCredentials } from './vsdc-processor';

/**
 * Sends pending fiscal receipts to each branch's V-SDC (docs/fiscal-receipts.md "Never twice, in order"). A branch's
 * receipts go one at a time in id order: the oldest pending one is locked (FOR UPDATE SKIP LOCKED, so a second
 * worker passes the branch by) and, while it is not issued, nothing after it is sent. Each receipt is first asked
 * for by its request id (`GET /api/v3/invoices/{requestId}`): a V-SDC that signed it but whose answer was lost gives
 * it back instead of signing a second receipt. A failure leaves it pending, tried again after
 * a back-off, and marks the integration failing since its first failure.
 */

export type IssueOptions = {
  /** How long the V-SDC may take to answer one request. */
  timeoutMs?: number;
  retryDelayMs?: (attempts: number) => number;
  /** Receipts sent per branch in one round. */
  perBranch?: number;
};
export type IssueReport = { issued: number; failed: number };

/** 30 s after the first failure, doubling, at most 10 minutes: an outage's receipts go out soon after it ends. */
export const fiscalRetryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 600_000);

type ProcessorFor = (credentials: VsdcCredentials, timeoutMs: number) => FiscalProcessor;
const vsdcFor: ProcessorFor = (credentials, timeoutMs) => createVsdcProcessor(credentials, { timeoutMs });

const errorText = (error: unknown) => (error instanceof FiscalProcessorError ? error.message : 'The V-SDC could not be asked').slice(0, 500);

type Outcome = 'issued' | 'failed' | 'stop';

/** The stored request with the referenced receipt's number and time, which were not known when it was built. */
async function requestToSend(tx: DbTransaction, row: typeof fiscalReceipts.$inferSelect): Promise<VsdcInvoiceRequest | null> {
  if (!row.referentReceiptId) return row.request;
  const [reference] = await tx
    .select({ invoiceNumber: fiscalReceipts.invoiceNumber, sdcDateTime: fiscalReceipts.sdcDateTime })
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.organizationId, row.organizationId), eq(fiscalReceipts.id, row.referentReceiptId)));
  if (!reference?.invoiceNumber || !reference.sdcDateTime) return null;
  return { ...row.request, referentDocumentNumber: reference.invoiceNumber, referentDocumentDT: reference.sdcDateTime };
}

async function issueOne(tx: DbTransaction, key: Uint8Array, branch: { organizationId: number; branchId: number }, options: Required<IssueOptions>, processorFor: ProcessorFor): Promise<Outcome> {
  const pendingOfBranch = and(eq(fiscalReceipts.organizationId, branch.organizationId), eq(fiscalReceipts.branchId, branch.branchId), eq(fiscalReceipts.status, 'pending'));
  const [head] = await tx.select({ id: fiscalReceipts.id }).from(fiscalReceipts).where(pendingOfBranch).orderBy(asc(fiscalReceipts.id)).limit(1);
  if (!head) return 'stop';
  const [row] = await tx
    .select()
    .from(fiscalReceipts)
    .where(and(pendingOfBranch, eq(fiscalReceipts.id, head.id)))
    .for('update', { skipLocked: true });
  // Locked by another worker, or not due yet: the branch's later receipts wait behind it.
  if (!row || row.nextAttemptAt.getTime() > Date.now()) return 'stop';
  const [integration] = await tx
    .select()
    .from(integrations)
    .where(and(eq(integrations.organizationId, branch.organizationId), eq(integrations.branchId, branch.branchId), eq(integrations.provider, fiscalProvider), eq(integrations.enabled, true)));
  if (!integration) return 'stop';
  const request = await requestToSend(tx, row);
  if (!request) return 'stop';
  let issued: IssuedReceipt;
  try {
    const processor = processorFor(credentialsOf(integration, key), options.timeoutMs);
    // Asked for first every time, not only after a recorded failure: a process stopped mid-call rolls back its
    // attempt count with its transaction, and the V-SDC may have signed what it sent.
    issued = (await processor.findIssued(row.requestId)) ?? (await processor.issue(row.requestId, request));
  } catch (error) {
    const message = errorText(error);
    await tx
      .update(fiscalReceipts)
      .set({ attempts: sql`${fiscalReceipts.attempts} + 1`, lastError: message, nextAttemptAt: new Date(Date.now() + options.retryDelayMs(row.attempts + 1)) })
      .where(and(eq(fiscalReceipts.organizationId, row.organizationId), eq(fiscalReceipts.id, row.id)));
    await recordIntegrationOutcome(tx, integration, message);
    return 'failed';
  }
  await tx
    .update(fiscalReceipts)
    .set({
      status: 'issued',
      attempts: sql`${fiscalReceipts.attempts} + 1`,
      lastError: null,
      invoiceNumber: issued.invoiceNumber,
      sdcDateTime: issued.sdcDateTime,
      invoiceCounter: issued.invoiceCounter,
      totalCounter: issued.totalCounter,
      verificationUrl: issued.verificationUrl,
      signature: issued.signature,
      journal: issued.journal,
      result: issued.raw,
      issuedAt: sql`now()`,
    })
    .where(and(eq(fiscalReceipts.organizationId, row.organizationId), eq(fiscalReceipts.id, row.id)));
  await recordIntegrationOutcome(tx, integration, null);
  return 'issued';
}

export async function issuePendingReceipts(db: Db, key: Uint8Array, options: IssueOptions = {}, processorFor: ProcessorFor = vsdcFor): Promise<IssueReport> {
  const settled: Required<IssueOptions> = { timeoutMs: options.timeoutMs ?? 15_000, retryDelayMs: options.retryDelayMs ?? fiscalRetryDelayMs, perBranch: options.perBranch ?? 50 };
  const branches = await db
    .selectDistinct({ organizationId: fiscalReceipts.organizationId, branchId: fiscalReceipts.branchId })
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.status, 'pending'), sql`${fiscalReceipts.nextAttemptAt} <= now()`));
  const report: IssueReport = { issued: 0, failed: 0 };
  for (const branch of branches) {
    for (let sent = 0; sent < settled.perBranch; sent++) {
      const outcome = await db.transaction((tx) => issueOne(tx, key, branch, settled, processorFor));
      if (outcome === 'issued') report.issued++;
      if (outcome === 'failed') report.failed++;
      if (outcome !== 'issued') break;
    }
  }
  return report;
}

export type FiscalReceiptWorker = PollingLoop & { issuePending(options?: IssueOptions): Promise<IssueReport> };

export function createFiscalReceiptWorker(options: { db: Db; key: Uint8Array; log: FastifyBaseLogger; intervalMs?: number }): FiscalReceiptWorker {
  const { db, key, log, intervalMs = 2_000 } = options;
  const issuePending = (overrides: IssueOptions = {}) => issuePendingReceipts(db, key, overrides);
  const loop = createPollingLoop({ intervalMs, log, failure: 'fiscal receipts round failed', round: async () => ({ more: (await issuePending()).issued > 0 }) });
  return { ...loop, issuePending };
}
