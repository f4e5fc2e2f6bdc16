import type { Db } from '../../db/client';
import type { Language } from '../../../src/schema/enums';
import { hashPassword, verifyPassword } from '../../plugins/app/passwords';
import { findCredentialsById, findCredentialsByLogin, insertUser } from './credentials.repository';
import { rateLimits } from './id-config';
import { clearAttempts, forgetAttempt, hitRateLimit } from './rate-limit.service';
import { randomToken } from './secure-token';
import type { TotpChallenges } from './signed-tokens';
import { checkTotp } from './totp';

export type PasswordStep = { login: string; password: string; totp?: string | undefined };
export type CodeStep = { challenge: string; totp: string };

export type LoginOutcome =
  | { kind: 'signed-in'; userId: number }
  | { kind: 'wrong-credentials' }
  | { kind: 'code-required'; challenge: string }
  | { kind: 'wrong-code'; challenge: string }
  | { kind: 'challenge-expired' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

// Unknown logins still pay for one argon2 verification, so response time does not reveal who has an account.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomToken()));

export async function checkPassword(
  db: Db,
  challenges: TotpChallenges,
  step: PasswordStep,
): Promise<LoginOutcome> {
  const login = step.login.toLowerCase();
  const verdict = await hitRateLimit(db, rateLimits.loginFailures, login);
  if (!verdict.allowed) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };

  const user = await findCredentialsByLogin(db, login);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), step.password);
  if (!user || !passwordOk) return { kind: 'wrong-credentials' };

  if (user.totpEnabled && user.totpSecret) {
    const challenge = challenges.issue(user.id);
    if (!step.totp) {
      // A right password is not a failure; the code step counts on its own.
      await forgetAttempt(db, verdict.attemptId);
      return { kind: 'code-required', challenge };
    }
    if (!checkTotp(step.totp, user.totpSecret)) return { kind: 'wrong-code', challenge };
  }
  await clearAttempts(db, rateLimits.loginFailures, login);
  return { kind: 'signed-in', userId: user.id };
}

/** The second step: the signed challenge stands for the right password given moments ago. */
export async function checkCode(db: Db, challenges: TotpChallenges, step: CodeStep): Promise<LoginOutcome> {
  const userId = challenges.verify(step.challenge);
  const user = userId ? await findCredentialsById(db, userId) : undefined;
  if (!user) return { kind: 'challenge-expired' };
  const login = user.login.toLowerCase();
  // Code guesses count against the same per-login budget as password guesses.
  const verdict = await hitRateLimit(db, rateLimits.loginFailures, login);
  if (!verdict.allowed) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
  if (user.totpEnabled && user.totpSecret && !checkTotp(step.totp, user.totpSecret)) {
    return { kind: 'wrong-code', challenge: step.challenge };
  }
  await clearAttempts(db, rateLimits.loginFailures, login);
  return { kind: 'signed-in', userId: user.id };
}

export type SignUpInput = {
  login: string;
  password: string;
  firstName: string;
  lastName: string;
  isoLanguage: Language;
};
export type SignUpOutcome =
  | { kind: 'created'; userId: number }
  | { kind: 'exists' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

export async function signUp(db: Db, input: SignUpInput): Promise<SignUpOutcome> {
  const login = input.login.toLowerCase();
  const verdict = await hitRateLimit(db, rateLimits.signupPerLogin, login);
  if (!verdict.allowed) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
  const userId = await insertUser(db, {
    login,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    isoLanguage: input.isoLanguage,
  });
  return userId ? { kind: 'created', userId } : { kind: 'exists' };
}
