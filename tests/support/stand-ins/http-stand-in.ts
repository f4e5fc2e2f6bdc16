import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The part every provider stand-in shares: a local HTTP server on a free port that records each request, can be told
 * to fail the next requests the ways a real provider does, and posts callbacks back to the app under test.
 */

/** `server-error` and `rate-limit` answer the provider's 5xx or 429 error; `hang` never answers (a time-out). */
export type StandInFailure = 'server-error' | 'rate-limit' | 'hang';

export type StandInRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
export type StandInAnswer = { status: number; body: unknown };

export type HttpStandIn = {
  url: string;
  /** Every request that reached the stand-in, failed ones too, in order. */
  requests: StandInRequest[];
  /** The next `count` requests fail this way; after them the stand-in answers normally again. */
  failNext(count: number, failure: StandInFailure): void;
  close(): Promise<void>;
};

export async function startHttpStandIn(provider: {
  answer(request: StandInRequest): StandInAnswer;
  failure(failure: Exclude<StandInFailure, 'hang'>): StandInAnswer;
}): Promise<HttpStandIn> {
  const requests: StandInRequest[] = [];
  const failures: StandInFailure[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const failure = failures.shift();
      if (failure === 'hang') return;
      const { status, body } = failure ? provider.failure(failure) : provider.answer(request);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext(count, failure) {
      failures.push(...Array.from({ length: count }, () => failure));
    },
    close() {
      // A hung request holds its socket open until it is cut.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** Posts a callback as the provider does and gives back the status the app under test answered. */
export async function postCallback(
  url: string,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': contentType, ...headers },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

export type ReceivedCallback = { path: string; headers: IncomingHttpHeaders; body: string };

/** Where a unit test points a provider's callbacks when no app is running: it answers 200 and keeps each call. */
export async function startCallbackReceiver(): Promise<{
  url: string;
  received: ReceivedCallback[];
  close(): Promise<void>;
}> {
  const received: ReceivedCallback[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({
        path: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** An http address nothing listens on (a port just given up), for "the provider cannot be reached". */
export async function unusedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
