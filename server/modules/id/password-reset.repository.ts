import { and, eq, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/tables';
import type { DbExecutor } from '../../db/client';

export async function insertResetToken(
  db: DbExecutor,
  token: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(token);
}

const selectResetToken = (db: DbExecutor, tokenHash: string) =>
  db
    .select({
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);

export type StoredResetToken = { userId: number; expiresAt: Date; usedAt: Date | null };

export async function findResetToken(
  db: DbExecutor,
  tokenHash: string,
): Promise<StoredResetToken | undefined> {
  const [row] = await selectResetToken(db, tokenHash);
  return row;
}

/** Locked so that a link clicked twice at once changes the password once. */
export async function lockResetToken(
  db: DbExecutor,
  tokenHash: string,
): Promise<StoredResetToken | undefined> {
  const [row] = await selectResetToken(db, tokenHash).for('update');
  return row;
}

/** A changed password voids every outstanding reset link of the user, not just the one used. */
export async function markResetTokensUsed(db: DbExecutor, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
