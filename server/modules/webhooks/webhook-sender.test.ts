import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { responseBodyCap, sendWebhook, signedHeaders } from './webhook-sender';

const secret = `whsec_${Buffer.from('a test secret of 24 bytes').toString('base64')}`;
let server: Server | null = null;

/** A local receiver answering as told: `null` never answers. */
async function receiver(answer: { status: number; body: string } | null, seen: { headers: IncomingHttpHeaders; body: string }[] = []) {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (answer) response.writeHead(answer.status).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

const message = (url: string) => ({ url, secrets: [secret], messageId: 'msg_test1', timestamp: new Date(), body: JSON.stringify({ type: 'webhook.ping' }) });

describe('sending one webhook', () => {
  it('signs it so that the package’s verifier accepts it, and keeps the first 2 KB of the answer', async () => {
    const seen: { headers: IncomingHttpHeaders; body: string }[] = [];
    const url = await receiver({ status: 200, body: 'x'.repeat(10_000) }, seen);
    const answer = await sendWebhook(message(url), { allowPrivate: true });
    expect(answer).toMatchObject({ statusCode: 200, error: null });
    expect(answer.responseBody).toHaveLength(responseBodyCap);
    const headers = { 'webhook-id': String(seen[0]!.headers['webhook-id']), 'webhook-timestamp': String(seen[0]!.headers['webhook-timestamp']), 'webhook-signature': String(seen[0]!.headers['webhook-signature']) };
    expect(new Webhook(secret).verify(seen[0]!.body, headers)).toEqual({ type: 'webhook.ping' });
  });

  it('signs with the new and the old secret during a rotation, and the package’s verifier takes either', () => {
    const previous = `whsec_${Buffer.from('the old secret, 24 bytes').toString('base64')}`;
    const other = `whsec_${Buffer.from('nobody’s secret 24 bytes').toString('base64')}`;
    const sent = { secrets: [secret, previous], messageId: 'msg_rotate', timestamp: new Date(), body: '{"type":"webhook.ping"}' };
    const headers = signedHeaders(sent);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(sent.body, headers)).toEqual({ type: 'webhook.ping' });
    expect(new Webhook(previous).verify(sent.body, headers)).toEqual({ type: 'webhook.ping' });
    expect(() => new Webhook(other).verify(sent.body, headers)).toThrow();
    expect(signedHeaders({ ...sent, secrets: [secret] })['webhook-signature']).not.toContain(' ');
  });

  it('gives up on a receiver that does not answer within the deadline', async () => {
    const url = await receiver(null);
    const started = Date.now();
    expect(await sendWebhook(message(url), { allowPrivate: true, timeoutMs: 200 })).toMatchObject({ statusCode: null, error: 'no answer within 0.2 s' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a private address, written out or behind a name, unless allowed', async () => {
    const url = await receiver({ status: 204, body: '' });
    expect(await sendWebhook(message(url), { allowPrivate: false })).toMatchObject({ statusCode: null, error: expect.stringContaining('private') });
    expect(await sendWebhook(message(url.replace('127.0.0.1', 'localhost')), { allowPrivate: false })).toMatchObject({ statusCode: null, error: expect.stringContaining('private') });
    expect(await sendWebhook(message(url), { allowPrivate: true })).toMatchObject({ statusCode: 204 });
  });
});
