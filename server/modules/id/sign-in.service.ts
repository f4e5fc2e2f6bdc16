import type { Db } from '../../db/client';
import type { Language } from '../../../src/schema/enums';
import { hashPassword, verifyPassword } from '../../plugins/app/passwords';
import {
  findCredentialsById,
  findCredentialsByLogin,
  insertUser,
  type UserCredentials,
} from './credentials.repository';
import { warnOfFailedSignIns } from './failed-sign-in-warning.service';
import { forgetFailures, guardFailures, type FailureCount } from './failure-throttle.service';
import { rateLimits, signInFailureLimits } from './id-config';
import { useTotpCode } from './one-time-code';
import { hitRateLimit } from './rate-limit.service';
import { randomToken } from './secure-token';
import type { TotpChallenges } from './signed-tokens';

export type PasswordStep = { login: string; password: string; totp?: string | undefined };
export type CodeStep = { challenge: string; totp: string };
/** Who is signing in, as far as throttling goes: their address key, and the accounts their browser knows. */
export type SignInClient = { address: string; knowsDevice: (userId: number) => boolean };

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

const pairCount = (login: string, client: SignInClient): FailureCount => ({
  limit: signInFailureLimits.pair,
  key: `${client.address} ${login}`,
});

/** The counts of id-config signInFailureLimits: the account and the address spare the account's known browsers. */
function failureCounts(login: string, client: SignInClient, user: UserCredentials | undefined) {
  const counts = [pairCount(login, client)];
  if (!user || !client.knowsDevice(user.id)) {
    counts.push(
      { limit: signInFailureLimits.address, key: client.address },
      { limit: signInFailureLimits.login, key: login },
    );
  }
  return counts;
}

const isFailure = (outcome: LoginOutcome) =>
  outcome.kind === 'wrong-credentials' || outcome.kind === 'wrong-code';

/** A password or code check under the failure counts; afterwards a warning mail or a clean slate here. */
async function throttledCheck(
  db: Db,
  login: string,
  client: SignInClient,
  user: UserCredentials | undefined,
  check: () => Promise<LoginOutcome>,
): Promise<LoginOutcome> {
  const guarded = await guardFailures(db, failureCounts(login, client, user), check, isFailure);
  if (guarded.kind === 'throttled')
    return { kind: 'rate-limited', retryAfterSeconds: guarded.retryAfterSeconds };
  const { result, failed, failures } = guarded;
  if (failed) await warnOfFailedSignIns(db, login, failures.get('login') ?? 0);
  // Only this place's slate is wiped: the account's count of strangers' guesses stays as it is.
  if (result.kind === 'signed-in') await forgetFailures(db, pairCount(login, client));
  return result;
}

const secondFactorOf = (user: UserCredentials) =>
  user.totpEnabled && user.totpSecret ? { id: user.id, totpSecret: user.totpSecret } : null;

export async function checkPassword(
  db: Db,
  challenges: TotpChallenges,
  step: PasswordStep,
  client: SignInClient,
): Promise<LoginOutcome> {
  const login = step.login.toLowerCase();
  const user = await findCredentialsByLogin(db, login);
  return throttledCheck(db, login, client, user, async () => {
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), step.password);
    if (!user || !passwordOk) return { kind: 'wrong-credentials' };
    const factor = secondFactorOf(user);
    if (!factor) return { kind: 'signed-in', userId: user.id };
    const challenge = challenges.issue(user.id);
    // A right password is not a failure; the code step counts on its own.
    if (!step.totp) return { kind: 'code-required', challenge };
    return (await useTotpCode(db, factor, step.totp))
      ? { kind: 'signed-in', userId: user.id }
      : { kind: 'wrong-code', challenge };
  });
}

/** The second step: the signed challenge stands for the right password given moments ago. */
export async function checkCode(
  db: Db,
  challenges: TotpChallenges,
  step: CodeStep,
  client: SignInClient,
): Promise<LoginOutcome> {
  const userId = challenges.verify(step.challenge);
  const user = userId ? await findCredentialsById(db, userId) : undefined;
  if (!user) return { kind: 'challenge-expired' };
  // Code guesses count against the same budgets as password guesses.
  return throttledCheck(db, user.login.toLowerCase(), client, user, async () => {
    const factor = secondFactorOf(user);
    return factor && !(await useTotpCode(db, factor, step.totp))
      ? { kind: 'wrong-code', challenge: step.challenge }
      : { kind: 'signed-in', userId: user.id };
  });
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
