import { derivedKey } from '../online-booking/booking-tokens';

/**
 * A class place's capabilities, signed like the booking's (online-booking/booking-tokens.ts: organisation, id, expiry,
 * HMAC under an HKDF key of its own purpose): `join`, which lets the browser that asked for the code prove it; `seat`,
 * the link to see and leave one's place until the class ends; and `code`, under which codes are stored as HMACs.
 */
export type SeatKeys = { join: Buffer; seat: Buffer; code: Buffer };

export const seatKeysOf = (integrationKey: Uint8Array): SeatKeys => ({
  join: derivedKey(integrationKey, 'class seat join'),
  seat: derivedKey(integrationKey, 'class seat link'),
  code: derivedKey(integrationKey, 'class seat code'),
});
