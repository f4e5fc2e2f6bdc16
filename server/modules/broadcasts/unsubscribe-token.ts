import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { broadcastChannelSchema, type BroadcastChannel } from '../../../src/schema/messages/broadcast';

/**
 * The capability in a one-click unsubscribe link (`/u/{token}`): the chain, the client, the channel and the broadcast
 * it came with, signed with HMAC-SHA-256 under a key derived from the server's integration key (HKDF, its own
 * purpose, so the key that seals integration secrets never signs anything itself). Ids alone are guessable; the
 * 128-bit signature is not, so nobody can make a link for someone else. No expiry: RFC 8058 links must keep working
 * as long as the message sits in a mailbox.
 */

export type UnsubscribeClaim = { organizationId: number; clientId: number; channel: BroadcastChannel; broadcastId: number | null };

const signatureBytes = 16;

export const unsubscribeKeyOf = (integrationKey: Uint8Array): Buffer =>
  Buffer.from(hkdfSync('sha256', integrationKey, new Uint8Array(0), 'branchbook one-click unsubscribe v1', 32));

const payloadOf = (claim: UnsubscribeClaim) => `${claim.organizationId}.${claim.clientId}.${claim.channel}.${claim.broadcastId ?? 0}`;
const signatureOf = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, signatureBytes);

export function signUnsubscribeToken(key: Buffer, claim: UnsubscribeClaim): string {
  const payload = payloadOf(claim);
  return `${payload}.${signatureOf(key, payload).toString('base64url')}`;
}

const id = (text: string | undefined): number | null => (text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null);

/** The claim of a token this server signed, or null for anything else (malformed, altered, forged). */
export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeClaim | null {
  if (token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [org, client, channelText, broadcast, signature] = parts as [string, string, string, string, string];
  const organizationId = id(org);
  const clientId = id(client);
  const channel = broadcastChannelSchema.safeParse(channelText);
  const broadcastId = broadcast === '0' ? null : id(broadcast);
  if (organizationId === null || clientId === null || !channel.success || (broadcast !== '0' && broadcastId === null)) return null;
  const claim = { organizationId, clientId, channel: channel.data, broadcastId };
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(key, payloadOf(claim));
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : null;
}

/** The absolute link a marketing message carries. */
export const unsubscribeUrl = (origin: string, token: string): string => `${origin.replace(/\/$/, '')}/u/${token}`;
