import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import type { ReceiptEmailRequest } from '../../../src/schema/sales/receipt';
import type { Db } from '../../db/client';
import { branches, clients } from '../../db/tables';
import { badInput } from '../../plugins/app/domain-error';
import { enqueueMessage } from '../outbox/outbox.repository';
import { receiptEmail } from '../outbox/receipt-email';
import { receiptsOfTransactions } from '../fiscal/fiscal-receipts.read';
import { loadSale } from './sale-read';
import type { SalesCaller } from './sales-access';

/**
 * `POST /sales/{id}/receipt-email`: queues the sale's receipt in the outbox, to the address typed or the client's
 * own, in the language of the person at the till (they chose it for the client), with the sale's issued fiscal
 * receipts and their verification links. Sending it again queues it again: a receipt asked for twice is sent twice,
 * on purpose.
 */
export async function emailReceipt(db: Db, caller: SalesCaller, saleId: number, input: ReceiptEmailRequest, language: Language): Promise<{ recipient: string }> {
  const sale = await loadSale(db, caller.organizationId, saleId);
  const [client] =
    sale.clientId === null
      ? []
      : await db.select({ email: clients.email }).from(clients).where(and(eq(clients.organizationId, caller.organizationId), eq(clients.id, sale.clientId)));
  const recipient = input.email ?? client?.email ?? null;
  if (!recipient) throw badInput([{ path: ['email'], message: (m) => m.sales.receiptNeedsEmail }]);
  const [branch] = await db.select({ name: branches.name }).from(branches).where(and(eq(branches.organizationId, caller.organizationId), eq(branches.id, caller.branchId)));
  // Only issued fiscal receipts are named: a pending one has no number yet.
  const fiscal = (await receiptsOfTransactions(db, caller.organizationId, sale.transactions.map((transaction) => transaction.id))).flatMap((receipt) =>
    receipt.invoiceNumber ? [{ invoiceNumber: receipt.invoiceNumber, verificationUrl: receipt.verificationUrl }] : [],
  );
  const { subject, body } = receiptEmail(sale, branch?.name ?? '', language, fiscal);
  await enqueueMessage(db, { channel: 'email', organizationId: caller.organizationId, recipient, subject, body, meta: { kind: 'receipt', saleId } });
  return { recipient };
}
