import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

/**
 * A local push service (RFC 8030) and the browsers subscribed to it, for tests. The service takes a push message at
 * each subscription's endpoint and answers 201, or what it was told for that endpoint (410 for one unsubscribed, a
 * 5xx, no answer). A browser decrypts what was pushed to it with its own keys (RFC 8291 over RFC 8188's aes128gcm),
 * and the service checks the VAPID authorisation (RFC 8292) as a push service does: written here from the RFCs,
 * independently of the web-push package the server sends with.
 */

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };
export type PushAnswer = number | 'hang';

export type PushService = {
  origin: string;
  requests: PushRequest[];
  /** How the service answers pushes to this endpoint path from now on. */
  answer(path: string, answer: PushAnswer): void;
  close(): Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const requests: PushRequest[] = [];
  const answers = new Map<string, PushAnswer>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = answers.get(path) ?? 201;
      if (answer === 'hang') return void hanging.add(response);
      // RFC 8030 §5: 201 Created with the message's address in Location.
      response.writeHead(answer, answer === 201 ? { location: `${path}/messages/${requests.length}` } : {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (path, answer) => void answers.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Browser = {
  /** What `PushSubscription.toJSON()` gives (without expirationTime). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  path: string;
  decrypt(body: Buffer): string;
};

/**
 * A browser subscribing: its own P-256 key pair and 16-byte auth secret (RFC 8291 §2), new unless given, and an
 * endpoint at the service.
 */
export function subscribeBrowser(
  service: PushService,
  path = `/push/${randomBytes(8).toString('hex')}`,
  given?: { privateKey: Buffer; auth: Buffer },
): Browser {
  const keys = createECDH('prime256v1');
  if (given) keys.setPrivateKey(given.privateKey);
  else keys.generateKeys();
  const auth = given?.auth ?? randomBytes(16);
  return {
    subscription: {
      endpoint: `${service.origin}${path}`,
      keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    path,
    decrypt: (body) => decryptAes128gcm(body, keys, auth),
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8188 §2 header (salt, record size, key id = the sender's public key), then RFC 8291 §3.3-3.4 keys. */
function decryptAes128gcm(body: Buffer, browserKeys: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65)
    throw new Error(`key id of ${keyIdLength} bytes, expected the sender's 65-byte public key`);
  if (records.length > recordSize) throw new Error('more than one record: a push message is one');
  const sharedSecret = browserKeys.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browserKeys.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = hkdf(auth, sharedSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3): the JWT is ES256, signed by the key in `k`, for the
 * endpoint's origin, expiring within 24 hours. Answers the key and the claims.
 */
export async function verifyVapid(
  request: PushRequest,
  origin: string,
): Promise<{ publicKey: string; claims: JWTPayload }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorisation: ${request.headers.authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { audience: origin, algorithms: ['ES256'] });
  if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 60 * 60)
    throw new Error('a VAPID JWT must expire within 24 hours');
  return { publicKey, claims: payload };
}
