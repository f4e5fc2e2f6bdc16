import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FiscalInvoiceType, FiscalTransactionType, VsdcInvoiceRequest } from '../../../src/schema/payments/fiscal';
import { branches } from './branches';
import { branchIdColumn, createdAt, entityId, organizationIdColumn } from './columns';
import { transactions } from './money';

const bigId = (name: string) => bigint(name, { mode: 'number' });

/**
 * A fiscal receipt of a payment or refund (migration 0033, docs/fiscal-receipts.md): written `pending` with the
 * payment, sent to the branch's V-SDC in id order with its fixed request id, then `issued` with the processor's
 * answer. The referenced receipt (a refund's sale, a final sale's advance) is issued first, and its number and time
 * fill `referentDocumentNumber` / `referentDocumentDT` when this one is sent.
 */
export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    transactionId: bigId('transaction_id').notNull(),
    referentReceiptId: bigId('referent_receipt_id'),
    requestId: text('request_id').notNull(),
    invoiceType: text('invoice_type').$type<FiscalInvoiceType>().notNull(),
    transactionType: text('transaction_type').$type<FiscalTransactionType>().notNull(),
    request: jsonb('request').$type<VsdcInvoiceRequest>().notNull(),
    status: text('status').$type<'pending' | 'issued'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    invoiceNumber: text('invoice_number'),
    sdcDateTime: text('sdc_date_time'),
    invoiceCounter: text('invoice_counter'),
    totalCounter: integer('total_counter'),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    verificationUrl: text('verification_url'),
    signature: text('signature'),
    journal: text('journal'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'fiscal_receipts_pkey', columns: [t.organizationId, t.id] }),
    check('fiscal_receipts_status_check', sql`${t.status} IN ('pending', 'issued')`),
    check('fiscal_receipts_invoice_type_check', sql`${t.invoiceType} IN ('Normal', 'Advance')`),
    check('fiscal_receipts_transaction_type_check', sql`${t.transactionType} IN ('Sale', 'Refund')`),
    check('fiscal_receipts_issued_check', sql`(${t.status} = 'issued') = (${t.invoiceNumber} IS NOT NULL)`),
    foreignKey({ name: 'fiscal_receipts_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    foreignKey({ name: 'fiscal_receipts_transaction_fk', columns: [t.organizationId, t.transactionId], foreignColumns: [transactions.organizationId, transactions.id] }),
    foreignKey({ name: 'fiscal_receipts_referent_fk', columns: [t.organizationId, t.referentReceiptId], foreignColumns: [t.organizationId, t.id] }),
    uniqueIndex('fiscal_receipts_request_id').on(t.requestId),
    // A payment completing a sale with advances has two: the Advance Refund and the final Normal Sale (migration 0038).
    uniqueIndex('fiscal_receipts_transaction').on(t.organizationId, t.transactionId, t.invoiceType, t.transactionType),
    index('fiscal_receipts_pending_idx').on(t.organizationId, t.branchId, t.id).where(sql`${t.status} = 'pending'`),
    index('fiscal_receipts_branch_day_idx').on(t.organizationId, t.branchId, t.createdAt),
  ],
);
