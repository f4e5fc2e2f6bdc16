import { idConfig } from './id-config';
import { hmac, safeEqual } from './secure-token';

const entryPattern = /^(\d{1,15})\.(\d{1,15})\.([\w-]{20,100})$/;

/**
 * The known-device cookie (OWASP "device cookies"): after a successful sign-in the browser keeps a signed
 * `userId.expiresAt.signature` entry for that account. A request carrying a valid entry for the account it
 * signs in to is not held back by the account's or the address's failure count (id-config signInFailureLimits).
 */
export function createKnownDevices(secret: string, now: () => number = Date.now) {
  const sign = (userId: string, expires: string) => hmac(secret, `known-device\u0000${userId}.${expires}`);
  const validEntries = (cookie: string | undefined) =>
    (cookie ?? '')
      .split('~')
      .map((entry) => entryPattern.exec(entry))
      .filter((m): m is RegExpExecArray => {
        if (!m) return false;
        const [, userId = '', expires = '', signature = ''] = m;
        return Number(expires) * 1000 > now() && safeEqual(signature, sign(userId, expires));
      });
  return {
    knows(cookie: string | undefined, userId: number): boolean {
      return validEntries(cookie).some((m) => Number(m[1]) === userId);
    },
    /** The cookie's new value: this account's fresh entry first, then the other accounts' still valid ones. */
    remember(cookie: string | undefined, userId: number): { value: string; expiresAt: Date } {
      const expiresAt = new Date(now() + idConfig.knownDeviceTtlMs);
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      const others = validEntries(cookie)
        .filter((m) => Number(m[1]) !== userId)
        .map((m) => m[0]);
      const entries = [`${userId}.${expires}.${sign(String(userId), expires)}`, ...others];
      return { value: entries.slice(0, idConfig.knownDeviceMaxAccounts).join('~'), expiresAt };
    },
  };
}
export type KnownDevices = ReturnType<typeof createKnownDevices>;
