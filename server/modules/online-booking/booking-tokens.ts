import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The capabilities a client booking online carries, signed with HMAC-SHA-256 under keys derived from the server's
 * integration key (HKDF, one purpose each, as unsubscribe-token.ts does): the hold's token, which lets only the
 * browser that chose the time send it a code and confirm it; the manage link's token, for one booking until its visit
 * ends; and the codes' own key, so a code is stored as an HMAC and never as itself. Ids alone are guessable; the
 * 128-bit signature is not.
 */
export type BookingKeys = { hold: Buffer; manage: Buffer; code: Buffer };

/** A 32-byte key of its own for one purpose (`branchbook <purpose> v1`): a token of one purpose is nothing for another. */
export const derivedKey = (integrationKey: Uint8Array, purpose: string) => Buffer.from(hkdfSync('sha256', integrationKey, new Uint8Array(0), `branchbook ${purpose} v1`, 32));

export const bookingKeysOf = (integrationKey: Uint8Array): BookingKeys => ({
  hold: derivedKey(integrationKey, 'online booking hold'),
  manage: derivedKey(integrationKey, 'online booking manage'),
  code: derivedKey(integrationKey, 'online booking code'),
});

/** What a token names: the chain, the order, and the instant it stops working. */
export type BookingClaim = { organizationId: number; orderId: number; expiresAt: number };

const signatureBytes = 16;
const payloadOf = (claim: BookingClaim) => `${claim.organizationId}.${claim.orderId}.${claim.expiresAt}`;
const signatureOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, signatureBytes);

export function signBookingToken(key: Buffer, claim: BookingClaim): string {
  const payload = payloadOf(claim);
  return `${payload}.${signatureOf(key, payload).toString('base64url')}`;
}

const number = (text: string | undefined): number | null => (text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null);

/** The claim of a token this server signed that has not expired, or null for anything else. */
export function readBookingToken(key: Buffer, token: string, now = Date.now()): BookingClaim | null {
  if (token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [organizationId, orderId, expiresAt] = parts.slice(0, 3).map(number);
  if (!organizationId || !orderId || !expiresAt || expiresAt <= now) return null;
  const claim = { organizationId, orderId, expiresAt };
  const given = Buffer.from(parts[3]!, 'base64url');
  const expected = signatureOf(key, payloadOf(claim));
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : null;
}

/** Six digits from the system's secure random source. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A code as stored: bound to its hold, so one hold's code means nothing for another. */
export const codeHashOf = (key: Buffer, orderId: number, code: string): string => createHmac('sha256', key).update(`${orderId}.${code}`).digest('base64url');

export function codeMatches(key: Buffer, orderId: number, code: string, stored: string): boolean {
  const given = Buffer.from(codeHashOf(key, orderId, code));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
