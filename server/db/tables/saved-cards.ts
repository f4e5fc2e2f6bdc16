import { sql } from 'drizzle-orm';
import { bigint, check, customType, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { clients } from './clients';
import { branchIdColumn, createdAt, entityId, organizationIdColumn, updatedAt } from './columns';
import { sales, transactions } from './money';
import { noShowCharges } from './no-show';
import { onlinePayments } from './online-payments';

const bigId = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export type SavedCardChargeState = 'pending' | 'sending' | 'approved' | 'declined' | 'unanswered' | 'canceled';

/**
 * A client's card saved at the provider (migration 0037, docs/online-payments.md "Saved cards"): the provider's
 * token sealed with the integration key, never sent to a browser; the masked number and brand as the callback gave
 * them. One live card per client and provider (a new one replaces it); removal is soft.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    clientId: bigId('client_id').notNull(),
    provider: text('provider').notNull(),
    /** The branch whose merchant saved it: its token is that merchant's. */
    branchId: branchIdColumn(),
    sealedToken: bytea('sealed_token').notNull(),
    maskedPan: text('masked_pan'),
    brand: text('brand'),
    expiry: text('expiry'),
    onlinePaymentId: bigId('online_payment_id').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: bigId('removed_by'),
  },
  (t) => [
    primaryKey({ name: 'saved_cards_pkey', columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'saved_cards_client_fk', columns: [t.organizationId, t.clientId], foreignColumns: [clients.organizationId, clients.id] }).onDelete('cascade'),
    foreignKey({ name: 'saved_cards_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    foreignKey({ name: 'saved_cards_attempt_fk', columns: [t.organizationId, t.onlinePaymentId], foreignColumns: [onlinePayments.organizationId, onlinePayments.id] }),
    uniqueIndex('saved_cards_attempt_key').on(t.organizationId, t.onlinePaymentId),
    uniqueIndex('saved_cards_live_key').on(t.organizationId, t.clientId, t.provider).where(sql`${t.removedAt} is null`),
  ],
);

/**
 * One merchant-initiated charge of a saved card for a no-show fee: written `pending` in the status change's
 * transaction, sent by the worker after it commits. `reference` is the provider's order number, the same on every
 * try, so the provider refuses a second charge of it; `sending` marks a call in flight (see the worker).
 */
export const savedCardCharges = pgTable(
  'saved_card_charges',
  {
    organizationId: organizationIdColumn(),
    id: entityId(),
    branchId: branchIdColumn(),
    noShowChargeId: bigId('no_show_charge_id').notNull(),
    savedCardId: bigId('saved_card_id').notNull(),
    saleId: bigId('sale_id').notNull(),
    clientId: bigId('client_id').notNull(),
    reference: text('reference').notNull(),
    amountMinor: bigId('amount_minor').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<SavedCardChargeState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Why it is not paid: the provider's decline, or that it did not answer. */
    lastError: text('last_error'),
    providerTransactionId: text('provider_transaction_id'),
    transactionId: bigId('transaction_id'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'saved_card_charges_pkey', columns: [t.organizationId, t.id] }),
    foreignKey({ name: 'saved_card_charges_branch_fk', columns: [t.organizationId, t.branchId], foreignColumns: [branches.organizationId, branches.id] }).onDelete('cascade'),
    foreignKey({ name: 'saved_card_charges_no_show_fk', columns: [t.organizationId, t.noShowChargeId], foreignColumns: [noShowCharges.organizationId, noShowCharges.id] }).onDelete('cascade'),
    foreignKey({ name: 'saved_card_charges_card_fk', columns: [t.organizationId, t.savedCardId], foreignColumns: [savedCards.organizationId, savedCards.id] }),
    foreignKey({ name: 'saved_card_charges_sale_fk', columns: [t.organizationId, t.saleId], foreignColumns: [sales.organizationId, sales.id] }),
    foreignKey({ name: 'saved_card_charges_transaction_fk', columns: [t.organizationId, t.transactionId], foreignColumns: [transactions.organizationId, transactions.id] }),
    check('saved_card_charges_state_check', sql`${t.state} in ('pending', 'sending', 'approved', 'declined', 'unanswered', 'canceled')`),
    check('saved_card_charges_amount_check', sql`${t.amountMinor} > 0`),
    uniqueIndex('saved_card_charges_no_show_key').on(t.organizationId, t.noShowChargeId),
    uniqueIndex('saved_card_charges_reference').on(t.reference),
    index('saved_card_charges_due_idx').on(t.state, t.nextAttemptAt),
    index('saved_card_charges_client_idx').on(t.organizationId, t.clientId),
  ],
);
