import type { Db } from '../../db/client';
import { hashPassword } from '../../plugins/app/passwords';
import { enqueueMessage } from '../outbox/outbox.repository';
import { findCredentialsByLogin, updatePasswordHash } from './credentials.repository';
import { idConfig } from './id-config';
import {
  findResetToken,
  insertResetToken,
  lockResetToken,
  markResetTokensUsed,
} from './password-reset.repository';
import { revokeFamiliesOfUser } from './refresh-tokens.repository';
import { randomToken, sha256 } from './secure-token';

export type ResetMail = { subject: string; body: (link: string) => string };

/**
 * Answers the same whether or not the account exists (the caller shows one sentence either way).
 * The link base must be trusted (PUBLIC_URL in production), or a forged Host header would mail out links to
 * someone else's site.
 */
export async function requestPasswordReset(
  db: Db,
  login: string,
  linkFor: (token: string) => string,
  mail: ResetMail,
) {
  const user = await findCredentialsByLogin(db, login);
  if (!user) return;
  const token = randomToken();
  await db.transaction(async (tx) => {
    await insertResetToken(tx, {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + idConfig.resetTokenTtlMs),
    });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: user.login,
      subject: mail.subject,
      body: mail.body(linkFor(token)),
      meta: { kind: 'password_reset', userId: user.id },
    });
  });
}

const usable = (token: { expiresAt: Date; usedAt: Date | null } | undefined) =>
  !!token && !token.usedAt && token.expiresAt.getTime() > Date.now();

export async function isResetTokenUsable(db: Db, token: string) {
  return usable(await findResetToken(db, sha256(token)));
}

/**
 * Single use: the token row is locked, the password set, every reset link and every session of the user
 * ended. Returns whose password it was, or null for a link that cannot be used.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<number | null> {
  // A cheap look first, so junk tokens cost no argon2 work; the locked read below is what decides.
  if (!(await isResetTokenUsable(db, token))) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const stored = await lockResetToken(tx, sha256(token));
    if (!stored || !usable(stored)) return null;
    await updatePasswordHash(tx, stored.userId, passwordHash);
    await markResetTokensUsed(tx, stored.userId);
    await revokeFamiliesOfUser(tx, stored.userId, 'password_reset');
    return stored.userId;
  });
}
