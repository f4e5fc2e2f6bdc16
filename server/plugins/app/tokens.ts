import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { appConfig } from '../../../src/schema/config';

/**
 * Access tokens carry the user id only; organisations, branches and roles are read per request,
 * so revoking access takes effect at once.
 */
export type AccessTokenIssuer = {
  issue(userId: number): Promise<{ accessToken: string; expiresAt: string }>;
  verify(token: string): Promise<number | null>;
};

/** Enough for every session a process serves in a token's lifetime; the oldest entries go first. */
const maxRememberedTokens = 10_000;

export function createAccessTokenIssuer(secret: Uint8Array, ttlSeconds: number = appConfig.accessTokenTtlSeconds): AccessTokenIssuer {
  const key = createSecretKey(secret);
  /**
   * jose verifies HS256 through WebCrypto, an async round trip of ~170 µs, and a session presents the same
   * token on every request for its whole life. Whether a token is valid depends only on its signature and
   * expiry, so a verified token is remembered until it expires. Nothing else may be cached here: access is
   * read per request.
   */
  const verified = new Map<string, { userId: number; expiresAtMs: number }>();

  const remember = (token: string, userId: number, expiresAtMs: number) => {
    if (verified.size >= maxRememberedTokens) verified.delete(verified.keys().next().value!);
    verified.set(token, { userId, expiresAtMs });
  };

  return {
    async issue(userId) {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const accessToken = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(key);
      return { accessToken, expiresAt: new Date(expires * 1000).toISOString() };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known.userId;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.exp !== 'number') return null;
        remember(token, id, payload.exp * 1000);
        return id;
      } catch {
        return null;
      }
    },
  };
}
