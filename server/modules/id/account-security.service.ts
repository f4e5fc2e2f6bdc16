import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { DomainError, type Sentence } from '../../plugins/app/domain-error';
import { hashPassword, verifyPassword } from '../../plugins/app/passwords';
import { enableTotp, findCredentialsById, setTotpState, updatePasswordHash } from './credentials.repository';
import { guardFailures, ThrottledError } from './failure-throttle.service';
import { signInFailureLimits } from './id-config';
import { revokeFamiliesOfUser } from './refresh-tokens.repository';
import { generateTotpSecret, matchTotpStep, totpKeyUri } from './totp';

const fieldError = (field: string, message: Sentence) =>
  new DomainError('bad_request', message, [{ path: [field], message }]);

async function requireUser(db: Db, userId: number) {
  const user = await findCredentialsById(db, userId);
  if (!user) throw new DomainError('unauthorized', (m) => m.common.sessionExpired);
  return user;
}

/**
 * The current password or a code asked again behind a session, under the user's failure count: whoever holds
 * a stolen access token cannot use these endpoints to guess the password. Throws 429 when it must wait.
 */
async function recheck<R>(db: Db, userId: number, check: () => Promise<R>, failed: (result: R) => boolean) {
  const count = { limit: signInFailureLimits.user, key: String(userId) };
  const guarded = await guardFailures(db, [count], check, failed);
  if (guarded.kind === 'throttled') throw new ThrottledError(guarded.retryAfterSeconds);
  return guarded.result;
}

const rightPassword = (db: Db, user: { id: number; passwordHash: string }, password: string) =>
  recheck(
    db,
    user.id,
    () => verifyPassword(user.passwordHash, password),
    (ok) => !ok,
  );

/** Other sessions end with the old password; the one that changed it (its refresh cookie) stays signed in. */
export async function changePassword(
  db: Db,
  userId: number,
  input: { currentPassword: string; newPassword: string },
  currentFamilyId: string | undefined,
) {
  const user = await requireUser(db, userId);
  if (!(await rightPassword(db, user, input.currentPassword))) {
    throw fieldError('currentPassword', (m) => m.account.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await revokeFamiliesOfUser(tx, userId, 'password_change', currentFamilyId);
  });
}

/** Starts enrolment: a fresh secret waits (disabled) until the first right code confirms the phone has it. */
export async function startTotpSetup(db: Db, userId: number) {
  const user = await requireUser(db, userId);
  if (user.totpEnabled) {
    throw new DomainError(
      'conflict',
      (m) => m.account.totpAlreadyOnRestart,
    );
  }
  const secret = generateTotpSecret();
  const otpauthUrl = totpKeyUri(user.login, secret);
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  await setTotpState(db, userId, { secret, enabled: false });
  return { secret, otpauthUrl, qrDataUrl };
}

export async function confirmTotpSetup(db: Db, userId: number, code: string) {
  const user = await requireUser(db, userId);
  if (user.totpEnabled) throw new DomainError('conflict', (m) => m.account.totpAlreadyOn);
  if (!user.totpSecret) throw fieldError('code', (m) => m.account.setupFirst);
  const secret = user.totpSecret;
  const step = await recheck(
    db,
    userId,
    async () => matchTotpStep(code, secret),
    (s) => s === null,
  );
  if (step === null)
    throw fieldError('code', (m) => m.account.codeWrong);
  if (!(await enableTotp(db, userId, secret, step))) {
    throw new DomainError('conflict', (m) => m.account.setupChanged);
  }
}

export async function disableTotp(db: Db, userId: number, password: string) {
  const user = await requireUser(db, userId);
  if (!(await rightPassword(db, user, password))) throw fieldError('password', (m) => m.account.passwordWrong);
  await setTotpState(db, userId, { secret: null, enabled: false });
}
