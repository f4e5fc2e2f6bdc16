import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { refreshTokenFamilies, refreshTokens } from '../../db/tables';
import type { DbExecutor } from '../../db/client';

export type RevokeReason = 'logout' | 'reuse' | 'password_reset' | 'password_change';

export async function insertFamily(
  db: DbExecutor,
  family: { userId: number; client: string; userAgent: string | null },
) {
  const [row] = await db
    .insert(refreshTokenFamilies)
    .values(family)
    .returning({ id: refreshTokenFamilies.id });
  return row!.id;
}

export async function insertRefreshToken(
  db: DbExecutor,
  token: { tokenHash: string; familyId: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(token);
}

const tokenWithFamily = {
  tokenHash: refreshTokens.tokenHash,
  expiresAt: refreshTokens.expiresAt,
  rotatedAt: refreshTokens.rotatedAt,
  familyId: refreshTokenFamilies.id,
  userId: refreshTokenFamilies.userId,
  client: refreshTokenFamilies.client,
  revokedAt: refreshTokenFamilies.revokedAt,
};
export type StoredRefreshToken = {
  tokenHash: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  familyId: string;
  userId: number;
  client: string;
  revokedAt: Date | null;
};

const selectTokenWithFamily = (db: DbExecutor, tokenHash: string) =>
  db
    .select(tokenWithFamily)
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);

export async function findRefreshToken(
  db: DbExecutor,
  tokenHash: string,
): Promise<StoredRefreshToken | undefined> {
  const [row] = await selectTokenWithFamily(db, tokenHash);
  return row;
}

/**
 * Locks the token and its family until the transaction ends, so two refreshes with the same token run one
 * after the other: the second sees the token already rotated.
 */
export async function lockRefreshToken(
  db: DbExecutor,
  tokenHash: string,
): Promise<StoredRefreshToken | undefined> {
  const [row] = await selectTokenWithFamily(db, tokenHash).for('update');
  return row;
}

export async function markRotated(db: DbExecutor, tokenHash: string) {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(eq(refreshTokens.tokenHash, tokenHash));
}

export async function revokeFamily(db: DbExecutor, familyId: string, reason: RevokeReason) {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Signs the user out everywhere, except (when given) the session that asked for it. */
export async function revokeFamiliesOfUser(
  db: DbExecutor,
  userId: number,
  reason: RevokeReason,
  exceptFamilyId?: string,
) {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(refreshTokenFamilies.userId, userId),
        isNull(refreshTokenFamilies.revokedAt),
        exceptFamilyId ? ne(refreshTokenFamilies.id, exceptFamilyId) : undefined,
      ),
    );
}
