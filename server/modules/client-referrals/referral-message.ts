import type { BranchCaller } from '../../crud/branch-records';
import type { Db } from '../../db/client';
import { renderSentence } from '../../i18n/sentence';
import { queueCustomerMessage } from '../online-booking/booking-code-message';
import { clientContact, type ClientChannel } from '../outbox/client-contact';
import { branchClient } from './client-balance.service';
import { referralCodeOf, referralLinkOf } from './referral-codes';
import { programmeTerms } from './referral-programme.service';

/** A message nobody read within a day is news no longer; staff send again when asked. */
const keptFor = 24 * 60 * 60 * 1000;

/**
 * `POST /branches/{id}/clients/{clientId}/referral/send`: the client's code and link go to them by SMS, e-mail or
 * Telegram through the outbox, in the language the branch writes to its clients, to pass on to friends. Each press
 * sends again, as payment links do.
 */
export async function sendReferralCode(db: Db, caller: BranchCaller, clientId: number, channel: ClientChannel, origin: string): Promise<{ sentTo: string }> {
  await branchClient(db, caller, clientId);
  const code = await referralCodeOf(db, caller.scope, clientId);
  const [link, terms] = await Promise.all([referralLinkOf(db, caller.scope, origin, code), programmeTerms(db, caller.scope)]);
  return db.transaction(async (tx) => {
    const { target, shownAs, branchName, language } = await clientContact(tx, caller, clientId, channel, {
      sms: (m) => m.clientReferrals.noPhone,
      email: (m) => m.clientReferrals.noEmail,
      telegram: (m) => m.clientReferrals.noTelegram,
    });
    const values = { branch: branchName, code, link: link ?? code, discount: terms.discountPercent };
    await queueCustomerMessage(tx, {
      ...caller.scope,
      clientId,
      channel,
      target,
      subject: renderSentence((m) => m.clientReferrals.messageSubject(values), language),
      body: renderSentence((m) => m.clientReferrals.messageBody(values), language),
      event: 'customer.referralCode',
      language,
      dedupeKey: `referral-code:${caller.organizationId}:${clientId}:${Date.now()}`,
      expiresAt: new Date(Date.now() + keptFor),
    });
    return { sentTo: shownAs };
  });
}
