import { and, eq } from 'drizzle-orm';
import type { PaymentLinkChannel } from '../../../src/schema/payments/online-payments';
import { onlinePayments } from '../../db/tables';
import { renderSentence } from '../../i18n/sentence';
import { conflict, notFound } from '../../plugins/app/domain-error';
import { queueCustomerMessage } from '../online-booking/booking-code-message';
import { clientContact } from '../outbox/client-contact';
import type { SalesCaller } from '../sales/sales-access';
import { paymentLinkUrl, type OnlinePaymentsDeps } from './payment-attempts';
import { amountText } from './payment-pages';

/**
 * `POST /sales/{id}/payment-links/{linkId}/send`: the link goes to the sale's client by SMS, e-mail or Telegram (the
 * chat the client linked), through the outbox at the first priority (as booking codes do), in the language the
 * branch writes to its clients, until the link expires. Each press sends again: staff resend when a client lost the
 * message. A membership instalment's link is sent the same way: it is a link of the membership's sale.
 */
export async function sendPaymentLink(deps: OnlinePaymentsDeps, caller: SalesCaller, saleId: number, linkId: number, channel: PaymentLinkChannel): Promise<{ sentTo: string }> {
  return deps.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.organizationId, caller.organizationId), eq(onlinePayments.branchId, caller.branchId), eq(onlinePayments.id, linkId), eq(onlinePayments.saleId, saleId)));
    if (!link) throw notFound('record');
    if (link.state !== 'pending' || link.expiresAt.getTime() <= Date.now()) throw conflict((m) => m.integrations.paymentLinkClosed);
    const { target, shownAs, branchName, language } = await clientContact(tx, caller, link.clientId, channel, {
      sms: (m) => m.integrations.paymentLinkNoPhone,
      email: (m) => m.integrations.paymentLinkNoEmail,
      telegram: (m) => m.integrations.paymentLinkNoTelegram,
    });
    const values = { branch: branchName, amount: amountText(link.amountMinor, link.currency, language), link: paymentLinkUrl(deps.origin, link.token) };
    await queueCustomerMessage(tx, {
      organizationId: caller.organizationId,
      branchId: caller.branchId,
      clientId: link.clientId,
      channel,
      target,
      subject: renderSentence((m) => m.integrations.paymentLinkSubject(values), language),
      body: renderSentence((m) => m.integrations.paymentLinkBody(values), language),
      event: 'customer.paymentLink',
      language,
      dedupeKey: `payment-link:${caller.organizationId}:${link.id}:${Date.now()}`,
      expiresAt: link.expiresAt,
    });
    return { sentTo: shownAs };
  });
}
