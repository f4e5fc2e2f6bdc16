import { hkdfSync } from 'node:crypto';

/**
 * A class place's capabilities, signed like the booking's (online-booking/booking-tokens.ts: organisation, id, expiry,
 * HMAC under an HKDF key of its own purpose): `join`, which lets the browser that asked for the code prove it; `seat`,
 * the link to see and leave one's place until the class ends; and `code`, under which codes are stored as HMACs.
 */
export type SeatKeys = { join: Buffer; seat: Buffer; code: Buffer };

const derive = (integrationKey: Uint8Array, purpose: string) => Buffer.from(hkdfSync('sha256', integrationKey, new Uint8Array(0), `branchbook class seat ${purpose} v1`, 32));

export const seatKeysOf = (integrationKey: Uint8Array): SeatKeys => ({
  join: derive(integrationKey, 'join'),
  seat: derive(integrationKey, 'seat'),
  code: derive(integrationKey, 'code'),
});
