import type { Db, DbExecutor } from '../../db/client';
import { idConfig } from './id-config';
import {
  findRefreshToken,
  insertFamily,
  insertRefreshToken,
  lockRefreshToken,
  markRotated,
  revokeFamily,
  type StoredRefreshToken,
} from './refresh-tokens.repository';
import { randomToken, sha256 } from './secure-token';
import type { XsrfTokens } from './signed-tokens';

/** What the browser keeps: the raw refresh token (cookie) and the family it belongs to (for the XSRF token). */
export type IssuedSession = { refreshToken: string; familyId: string; expiresAt: Date };

async function issueToken(db: DbExecutor, familyId: string): Promise<IssuedSession> {
  const refreshToken = randomToken();
  const expiresAt = new Date(Date.now() + idConfig.refreshTokenTtlMs);
  await insertRefreshToken(db, { tokenHash: sha256(refreshToken), familyId, expiresAt });
  return { refreshToken, familyId, expiresAt };
}

export async function startSession(
  db: Db,
  session: { userId: number; client: string; userAgent: string | undefined },
): Promise<IssuedSession> {
  return db.transaction(async (tx) => {
    const familyId = await insertFamily(tx, {
      userId: session.userId,
      client: session.client,
      userAgent: session.userAgent?.slice(0, 300) ?? null,
    });
    return issueToken(tx, familyId);
  });
}

const isLive = (token: StoredRefreshToken) =>
  !token.revokedAt && !token.rotatedAt && token.expiresAt.getTime() > Date.now();

/** The signed-in session behind a refresh cookie, if it is still good (no rotation, no side effects). */
export async function findLiveSession(db: DbExecutor, refreshToken: string | undefined) {
  if (!refreshToken) return null;
  const token = await findRefreshToken(db, sha256(refreshToken));
  return token && isLive(token)
    ? { userId: token.userId, familyId: token.familyId, expiresAt: token.expiresAt }
    : null;
}

export type CookieRequest = {
  refreshToken: string | undefined;
  xsrfHeader: string | undefined;
  xsrfCookie: string | undefined;
};

export type RefreshOutcome =
  | { kind: 'refreshed'; userId: number; session: IssuedSession }
  | { kind: 'xsrf-failed' }
  | { kind: 'unauthorized'; reason: 'missing' | 'unknown' | 'revoked' | 'expired' | 'reused' | 'client' };

/**
 * Rotation with reuse detection, under a row lock. A token presented after it was rotated means two parties
 * hold it (a thief or a replay), so the whole family dies. Two concurrent refreshes with one token therefore
 * end in one success and a revoked family: we accept that, because the web client queues its refreshes, and a
 * grace window would let a thief who refreshes first keep the session.
 */
export async function refreshSession(
  db: Db,
  xsrf: XsrfTokens,
  client: string,
  cookies: CookieRequest,
): Promise<RefreshOutcome> {
  if (!cookies.xsrfHeader) return { kind: 'xsrf-failed' };
  if (!cookies.refreshToken) return { kind: 'unauthorized', reason: 'missing' };
  const presented = cookies.refreshToken;
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const token = await lockRefreshToken(tx, sha256(presented));
    if (!token) return { kind: 'unauthorized', reason: 'unknown' };
    // Checked before anything changes: a forged cross-site request must not be able to burn the family.
    if (!xsrf.verify(token.familyId, cookies.xsrfHeader, cookies.xsrfCookie)) return { kind: 'xsrf-failed' };
    if (token.revokedAt) return { kind: 'unauthorized', reason: 'revoked' };
    if (token.rotatedAt) {
      await revokeFamily(tx, token.familyId, 'reuse');
      return { kind: 'unauthorized', reason: 'reused' };
    }
    if (token.expiresAt.getTime() <= Date.now()) return { kind: 'unauthorized', reason: 'expired' };
    if (token.client !== client) return { kind: 'unauthorized', reason: 'client' };
    await markRotated(tx, token.tokenHash);
    const session = await issueToken(tx, token.familyId);
    return { kind: 'refreshed', userId: token.userId, session };
  });
}

export type LogoutOutcome = 'signed-out' | 'no-session' | 'xsrf-failed';

/** Idempotent: no cookie, an unknown or an already dead session all end signed out. */
export async function endSession(db: Db, xsrf: XsrfTokens, cookies: CookieRequest): Promise<LogoutOutcome> {
  if (!cookies.refreshToken) return 'no-session';
  const token = await findRefreshToken(db, sha256(cookies.refreshToken));
  if (!token || token.revokedAt) return 'no-session';
  if (!xsrf.verify(token.familyId, cookies.xsrfHeader, cookies.xsrfCookie)) return 'xsrf-failed';
  await revokeFamily(db, token.familyId, 'logout');
  return 'signed-out';
}
