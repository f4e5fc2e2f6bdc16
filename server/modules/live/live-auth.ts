import { decodeJwt } from 'jose';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Browsers cannot set headers on a WebSocket, so the access token travels either in the `token` query
 * parameter (what our web app does) or as the second of two subprotocols, `bearer, <token>`, for clients
 * that prefer to keep it out of URLs. The server answers with the `bearer` subprotocol.
 */
export const bearerSubprotocol = 'bearer';

export function tokenFromProtocolHeader(headers: IncomingHttpHeaders): string | null {
  const header = headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return null;
  const [kind, token] = header.split(',').map((p) => p.trim());
  return kind === bearerSubprotocol && token ? token : null;
}

/** ws: pick `bearer` when offered, and no subprotocol otherwise. */
export const chooseSubprotocol = (protocols: Set<string>): string | false =>
  protocols.has(bearerSubprotocol) ? bearerSubprotocol : false;

/** Expiry of a token that has already been verified (the signature is not checked again here). */
export function tokenExpiry(token: string): Date | undefined {
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
}
