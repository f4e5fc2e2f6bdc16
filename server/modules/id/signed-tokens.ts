import { hmac, safeEqual } from './secure-token';

/**
 * XSRF tokens are an HMAC of the refresh-token family id: a token is only good for the session it was
 * issued with, so a cookie planted by a sibling subdomain (cookie injection) cannot be paired with a header.
 */
export function createXsrfTokens(secret: string) {
  const tokenFor = (familyId: string) => hmac(secret, `xsrf\u0000${familyId}`);
  return {
    tokenFor,
    /** Signed double submit: the header must equal the cookie, and both must be this session's token. */
    verify(familyId: string, header: string | undefined, cookie: string | undefined): boolean {
      if (!header || !cookie || !safeEqual(header, cookie)) return false;
      return safeEqual(header, tokenFor(familyId));
    },
  };
}
export type XsrfTokens = ReturnType<typeof createXsrfTokens>;

/**
 * After a right password for a user with 2FA, the code step carries this signed, short-lived proof instead of
 * echoing the password back into the page.
 */
export function createTotpChallenges(secret: string, ttlMs: number, now: () => number = Date.now) {
  const sign = (payload: string) => hmac(secret, `totp-challenge\u0000${payload}`);
  return {
    issue(userId: number): string {
      const payload = `${userId}.${now() + ttlMs}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The user id, or null when the challenge is forged, malformed or expired. */
    verify(challenge: string): number | null {
      const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{20,100})$/.exec(challenge);
      if (!match) return null;
      const [, userId = '', expires = '', signature = ''] = match;
      if (!safeEqual(signature, sign(`${userId}.${expires}`))) return null;
      if (Number(expires) < now()) return null;
      return Number(userId);
    },
  };
}
export type TotpChallenges = ReturnType<typeof createTotpChallenges>;
