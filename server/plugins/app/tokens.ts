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

export function createAccessTokenIssuer(secret: Uint8Array, ttlSeconds: number = appConfig.accessTokenTtlSeconds): AccessTokenIssuer {
  return {
    async issue(userId) {
      const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
      const accessToken = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(secret);
      return { accessToken, expiresAt: new Date(expires * 1000).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
