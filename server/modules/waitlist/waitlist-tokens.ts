import { derivedKey } from '../online-booking/booking-tokens';

/**
 * The waitlist's capabilities, signed like the booking's (online-booking/booking-tokens.ts: organisation, id,
 * expiry, HMAC under an HKDF key of its own purpose): `join`, which lets the browser that asked for the code prove
 * it; `place`, the link to see and leave one's place until the wished days are over; `offer`, the accept link of an
 * offer's hold until it expires; and `code`, under which codes are stored as HMACs. A token of one purpose is nothing
 * for another.
 */
export type WaitlistKeys = { join: Buffer; place: Buffer; offer: Buffer; code: Buffer };

export const waitlistKeysOf = (integrationKey: Uint8Array): WaitlistKeys => ({
  join: derivedKey(integrationKey, 'waitlist join'),
  place: derivedKey(integrationKey, 'waitlist place'),
  offer: derivedKey(integrationKey, 'waitlist offer'),
  code: derivedKey(integrationKey, 'waitlist code'),
});

/** The place link works until the end of the last wished day (a day past it covers any branch's time zone). */
export const placeLinkExpiry = (toDate: string): number => Date.parse(`${toDate}T00:00:00Z`) + 2 * 86_400_000;
