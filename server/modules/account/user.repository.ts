import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationUsers, users } from '../../db/tables';
import type { UserRow } from './account.mappers';

export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbExecutor = Db | DbTransaction;
export type UserChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'middleName' | 'phone' | 'dialCode' | 'startPage' | 'isoLanguage' | 'theme' | 'hideSnowflake' | 'needShowOnboarding'>>;

/** isOwner is derived: the user owns at least one chain. */
const ownsAChain = (db: DbExecutor) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(organizationUsers)
      .where(and(eq(organizationUsers.userId, users.id), eq(organizationUsers.role, 'owner'))),
  );

export async function findUserWithOwnership(db: DbExecutor, userId: number): Promise<{ user: UserRow; isOwner: boolean } | null> {
  const [row] = await db
    .select({ user: users, isOwner: sql<boolean>`${ownsAChain(db)}` })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Every change bumps the version, so an edit made against an older copy can be told apart. */
export async function updateUser(db: DbExecutor, userId: number, changes: UserChanges): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
