import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import { users } from '../../db/tables';
import type { DbExecutor } from './db-executor';

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

/** A pending secret (enabled false) waits for the first code; enabling requires that same secret. */
export async function setTotpState(
  db: DbExecutor,
  userId: number,
  state: { secret: string | null; enabled: boolean },
) {
  await db
    .update(users)
    .set({ totpSecret: state.secret, totpEnabled: state.enabled, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Enables 2FA only if the secret is still the one the code was checked against (no swap in between). */
export async function enableTotp(db: DbExecutor, userId: number, secret: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpEnabled: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.totpSecret, secret), eq(users.totpEnabled, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}
