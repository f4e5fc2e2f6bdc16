import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: what refresh and reset tokens are made of. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Only hashes of bearer-like tokens are stored, so a database leak does not hand out sessions. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export const hmac = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('base64url');

/** Constant-time comparison of two strings (false for different lengths without leaking where they differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
