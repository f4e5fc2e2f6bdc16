import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { DomainError } from '../../plugins/app/domain-error';
import { hashPassword, verifyPassword } from '../../plugins/app/passwords';
import { enableTotp, findCredentialsById, setTotpState, updatePasswordHash } from './credentials.repository';
import { revokeFamiliesOfUser } from './refresh-tokens.repository';
import { checkTotp, generateTotpSecret, totpKeyUri } from './totp';

const fieldError = (field: string, message: string) =>
  new DomainError('bad_request', message, [{ path: [field], message }]);

async function requireUser(db: Db, userId: number) {
  const user = await findCredentialsById(db, userId);
  if (!user) throw new DomainError('unauthorized', 'Your session has expired. Please sign in again.');
  return user;
}

/** Other sessions end with the old password; the one that changed it (its refresh cookie) stays signed in. */
export async function changePassword(
  db: Db,
  userId: number,
  input: { currentPassword: string; newPassword: string },
  currentFamilyId: string | undefined,
) {
  const user = await requireUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError('currentPassword', 'The current password is not right.');
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
      'Two-factor authentication is already on. Turn it off first to set it up again.',
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
  if (user.totpEnabled) throw new DomainError('conflict', 'Two-factor authentication is already on.');
  if (!user.totpSecret) throw fieldError('code', 'Start the setup first: no secret is waiting for a code.');
  if (!checkTotp(code, user.totpSecret))
    throw fieldError('code', 'That code is not right. Check the time on your phone and try again.');
  if (!(await enableTotp(db, userId, user.totpSecret))) {
    throw new DomainError('conflict', 'The setup changed meanwhile. Start it again.');
  }
}

export async function disableTotp(db: Db, userId: number, password: string) {
  const user = await requireUser(db, userId);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw fieldError('password', 'The password is not right.');
  await setTotpState(db, userId, { secret: null, enabled: false });
}
