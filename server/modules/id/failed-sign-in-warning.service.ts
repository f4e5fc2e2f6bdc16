import type { Db } from '../../db/client';
import { enqueueMessage } from '../outbox/outbox.repository';
import { claimFailureWarning } from './credentials.repository';
import { failedSignInWarning } from './id-config';
import { stringsByLanguage } from './i18n/strings-by-language';

/**
 * Tells the person, in their own language and at most once a period, that someone keeps failing to sign in
 * to their account. Nothing happens for a login without an account, and the caller's answer is the same
 * either way, so the mail reveals nothing to the guesser.
 */
export async function warnOfFailedSignIns(db: Db, login: string, failures: number) {
  if (failures < failedSignInWarning.afterFailures) return;
  await db.transaction(async (tx) => {
    const person = await claimFailureWarning(tx, login, failedSignInWarning.atMostEverySeconds);
    if (!person) return;
    const t = stringsByLanguage[person.isoLanguage];
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: person.login,
      subject: t.failedSignInMailSubject,
      body: t.failedSignInMailBody(failures),
      meta: { kind: 'failed_sign_in_warning', userId: person.id, failures },
    });
  });
}
