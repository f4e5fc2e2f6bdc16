import { and, eq } from 'drizzle-orm';
import type { FiscalReceiptChannel } from '../../../src/schema/payments/fiscal';
import type { Db } from '../../db/client';
import { fiscalReceipts, transactions } from '../../db/tables';
import { renderSentence } from '../../i18n/sentence';
import { conflict, notFound } from '../../plugins/app/domain-error';
import { queueCustomerMessage } from '../online-booking/booking-code-message';
import { clientContact } from '../outbox/client-contact';
import type { SalesCaller } from '../sales/sales-access';

/** How long the outbox may still send a receipt's message: a day late it is no use at the counter any more. */
const sendWithinMs = 24 * 3_600_000;

/**
 * `POST /fiscal-receipts/{id}/send`: an issued receipt's number and verification link to the payment's client by SMS
 * or Telegram (the chat the client linked), a short text through the outbox as the payment link goes, in the
 * language the branch writes to its clients (docs/fiscal-receipts.md "The receipt to the client"). A client without
 * that contact is a 400 naming `channel`; a receipt not signed yet has no link, a 409. Each press sends again.
 */
export async function sendFiscalReceipt(db: Db, caller: SalesCaller, id: number, channel: FiscalReceiptChannel): Promise<{ sentTo: string }> {
  const [row] = await db
    .select({ receipt: fiscalReceipts, clientId: transactions.clientId })
    .from(fiscalReceipts)
    .innerJoin(transactions, and(eq(transactions.organizationId, fiscalReceipts.organizationId), eq(transactions.id, fiscalReceipts.transactionId)))
    .where(and(eq(fiscalReceipts.organizationId, caller.organizationId), eq(fiscalReceipts.branchId, caller.branchId), eq(fiscalReceipts.id, id)));
  if (!row) throw notFound('record');
  const { receipt, clientId } = row;
  if (!receipt.invoiceNumber || !receipt.verificationUrl) throw conflict((m) => m.sales.receiptNotIssued);
  const { target, shownAs, branchName, language } = await clientContact(db, caller, clientId, channel, {
    sms: (m) => m.sales.receiptNoPhone,
    telegram: (m) => m.sales.receiptNoTelegram,
  });
  const values = { branch: branchName, number: receipt.invoiceNumber, link: receipt.verificationUrl };
  await db.transaction((tx) =>
    queueCustomerMessage(tx, {
      organizationId: caller.organizationId,
      branchId: caller.branchId,
      clientId,
      channel,
      target,
      subject: renderSentence((m) => m.sales.fiscalReceiptSubject(values), language),
      body: renderSentence((m) => m.sales.fiscalReceiptBody(values), language),
      event: 'customer.fiscalReceipt',
      language,
      dedupeKey: `fiscal-receipt:${caller.organizationId}:${receipt.id}:${Date.now()}`,
      expiresAt: new Date(Date.now() + sendWithinMs),
    }),
  );
  return { sentTo: shownAs };
}
