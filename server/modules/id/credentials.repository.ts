import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import { users } from '../../db/tables';
import type { DbExecutor } from '../../db/client';

const credentialColumns = {
  id: users.id,
  login: users.login,
  passwordHash: users.passwordHash,
  totpSecret: users.totpSecret,
  totpEnabled: users.totpEnabled,
};
export type UserCredentials = Pick<typeof users.$inferSelect, keyof typeof credentialColumns>;

/** Logins are e-mails: unique and matched without regard to case (see users_login_lower_idx). */
export async function findCredentialsByLogin(
  db: DbExecutor,
  login: string,
): Promise<UserCredentials | undefined> {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(sql`lower(${users.login}) = lower(${login})`)
    .limit(1);
  return row;
}

export async function findCredentialsById(db: DbExecutor, id: number): Promise<UserCredentials | undefined> {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type NewUser = {
  login: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  isoLanguage: Language;
};

/** The new user's id, or null when the login is taken (the unique index decides, so two racing sign-ups get one). */
export async function insertUser(db: DbExecutor, user: NewUser): Promise<number | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, needShowOnboarding: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id ?? null;
}

export async function updatePasswordHash(db: DbExecutor, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * A pending secret (enabled false) waits for the first code; enabling requires that same secret. A new
 * secret starts without a used step: the old secret's codes are gone with it.
 */
export async function setTotpState(
  db: DbExecutor,
  userId: number,
  state: { secret: string | null; enabled: boolean },
) {
  await db
    .update(users)
    .set({ totpSecret: state.secret, totpEnabled: state.enabled, totpLastStep: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Enables 2FA only if the secret is still the one the code was checked against (no swap in between); the
 * confirming code's step counts as used, so it cannot sign in afterwards.
 */
export async function enableTotp(
  db: DbExecutor,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpEnabled: true, totpLastStep: step, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.totpSecret, secret), eq(users.totpEnabled, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Marks a TOTP time step used if it is later than the last used one (and the secret is still this one). The
 * row lock of the UPDATE makes a second request with the same step wait, re-read, and match nothing.
 */
export async function claimTotpStep(
  db: DbExecutor,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        eq(users.totpSecret, secret),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Takes the day's one warning about failed sign-ins for this login, if it exists and was not warned within
 * the period: one conditional UPDATE, so concurrent failures send one mail. Returns whom to write and how.
 */
export async function claimFailureWarning(db: DbExecutor, login: string, periodSeconds: number) {
  const [row] = await db
    .update(users)
    .set({ failedSignInWarnedAt: sql`now()` })
    .where(
      and(
        sql`lower(${users.login}) = lower(${login})`,
        or(
          isNull(users.failedSignInWarnedAt),
          lt(users.failedSignInWarnedAt, sql`now() - make_interval(secs => ${periodSeconds})`),
        ),
      ),
    )
    .returning({ id: users.id, login: users.login, isoLanguage: users.isoLanguage });
  return row;
}
