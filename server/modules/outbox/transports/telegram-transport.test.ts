import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTelegramBotApi,
  type TelegramBotApiStandIn,
} from '../../../../tests/support/stand-ins/telegram-bot-api';
import type { OutboxRow } from '../outbox.repository';
import { createTelegramTransport, testTelegramBot } from './telegram-transport';
import { PermanentDeliveryError } from './transport';

const message = (recipient: string, body = 'Your visit is tomorrow at 10:00.') =>
  ({ id: 1, channel: 'telegram', recipient, subject: '', body, dedupeKey: null }) as OutboxRow;

/** Asserts the transport's failure: kind (final or worth a retry) and message, which must never hold the token. */
async function failure(standIn: TelegramBotApiStandIn, sending: Promise<unknown>) {
  const error = await sending.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (thrown: unknown) => thrown as Error,
  );
  expect(error.message).not.toContain(standIn.token);
  expect(error.message).not.toContain(standIn.token.split(':')[1]);
  return { permanent: error instanceof PermanentDeliveryError, message: error.message };
}

describe('Telegram transport', () => {
  let standIn: TelegramBotApiStandIn;
  beforeAll(async () => {
    standIn = await startTelegramBotApi();
    standIn.refuse(1001, 'blocked');
    standIn.refuse(1002, 'deactivated');
    standIn.refuse(1003, 'chat_not_found');
    standIn.refuse(1004, { retryAfter: 7 });
    standIn.refuse(1005, 'server_error');
    standIn.refuse(1006, 'hang');
  });
  afterAll(() => standIn.close());

  const transport = () => createTelegramTransport({ token: standIn.token, apiRoot: standIn.apiRoot });

  it('sends the body as plain text to the chat id, answering Telegram message id', async () => {
    const result = await transport().send(message('424242', 'Hi *Ana* <b>'));
    const sent = standIn.messages.at(-1)!;
    expect(sent).toMatchObject({ chatId: '424242', text: 'Hi *Ana* <b>', encoding: 'json' });
    // No parse mode: template text is never read as Markdown or HTML.
    expect(Object.keys(sent.params).sort()).toEqual(['chat_id', 'text']);
    expect(result).toEqual({ providerMessageId: String(sent.messageId) });
  });

  it('fails for good when the person blocked the bot or deleted their account, or the chat does not exist', async () => {
    expect(await failure(standIn, transport().send(message('1001')))).toEqual({
      permanent: true,
      message: 'Telegram 403: Forbidden: bot was blocked by the user',
    });
    expect(await failure(standIn, transport().send(message('1002')))).toEqual({
      permanent: true,
      message: 'Telegram 403: Forbidden: user is deactivated',
    });
    expect(await failure(standIn, transport().send(message('1003')))).toEqual({
      permanent: true,
      message: 'Telegram 400: Bad Request: chat not found',
    });
  });

  it('fails for good on a text Telegram refuses (longer than 4096 characters)', async () => {
    expect(await failure(standIn, transport().send(message('424242', 'x'.repeat(4097))))).toEqual({
      permanent: true,
      message: 'Telegram 400: Bad Request: message is too long',
    });
  });

  it('leaves flood control, a failing Telegram, no answer and no connection to the worker to retry', async () => {
    expect(await failure(standIn, transport().send(message('1004')))).toEqual({
      permanent: false,
      message: 'Telegram 429: Too Many Requests: retry after 7 (retry after 7 s)',
    });
    expect(await failure(standIn, transport().send(message('1005')))).toEqual({
      permanent: false,
      message: 'Telegram could not be reached (an answer that is not JSON)',
    });
    const hanging = createTelegramTransport({
      token: standIn.token,
      apiRoot: standIn.apiRoot,
      timeoutSeconds: 0.3,
    });
    expect(await failure(standIn, hanging.send(message('1006')))).toEqual({
      permanent: false,
      message: 'Telegram could not be reached (no answer in time)',
    });
    const nowhere = createTelegramTransport({ token: standIn.token, apiRoot: 'http://127.0.0.1:1' });
    expect(await failure(standIn, nowhere.send(message('424242')))).toEqual({
      permanent: false,
      message: 'Telegram could not be reached (ECONNREFUSED)',
    });
  });

  it('retries on a wrong token (the owner may correct it meanwhile)', async () => {
    const wrong = createTelegramTransport({ token: '1:wrong', apiRoot: standIn.apiRoot });
    expect(await failure(standIn, wrong.send(message('424242')))).toEqual({
      permanent: false,
      message: 'Telegram 401: Unauthorized',
    });
  });

  it('tests a bot token with getMe, answering the bot username', async () => {
    await expect(testTelegramBot(standIn.token, standIn.apiRoot)).resolves.toBe(standIn.botUsername);
    await expect(testTelegramBot('1:wrong', standIn.apiRoot)).rejects.toThrow('Telegram 401: Unauthorized');
  });
});

describe('the Bot API stand-in', () => {
  let standIn: TelegramBotApiStandIn;
  beforeAll(async () => {
    standIn = await startTelegramBotApi();
  });
  afterAll(() => standIn.close());

  const call = (method: string, init?: RequestInit) =>
    fetch(`${standIn.apiRoot}/bot${standIn.token}/${method}`, init).then(async (r) => ({
      status: r.status,
      body: (await r.json()) as Record<string, unknown>,
    }));

  it('takes parameters as a form, a query string or JSON, method names in any case', async () => {
    const form = await call('SENDMESSAGE', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ chat_id: '5', text: 'form' }),
    });
    expect(form).toMatchObject({
      status: 200,
      body: { ok: true, result: { chat: { id: 5, type: 'private' }, text: 'form' } },
    });
    const query = await call('sendMessage?chat_id=6&text=query');
    expect(query.body).toMatchObject({ ok: true, result: { text: 'query' } });
    expect(standIn.messages.map((m) => [m.chatId, m.encoding])).toEqual([
      ['5', 'form'],
      ['6', 'query'],
    ]);
  });

  it('refuses in the Bot API envelope, with the status equal to error_code', async () => {
    expect(
      await call('sendMessage', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: 5, text: '' }),
      }),
    ).toEqual({
      status: 400,
      body: { ok: false, error_code: 400, description: 'Bad Request: message text is empty' },
    });
    expect((await call('sendMessage?text=hi')).body).toEqual({
      ok: false,
      error_code: 400,
      description: 'Bad Request: chat_id is empty',
    });
    expect((await call('getUpdates')).body).toEqual({ ok: false, error_code: 404, description: 'Not Found' });
    const wrongToken = await fetch(`${standIn.apiRoot}/bot1:nope/getMe`);
    expect([wrongToken.status, await wrongToken.json()]).toEqual([
      401,
      { ok: false, error_code: 401, description: 'Unauthorized' },
    ]);
  });

  it('sets a webhook with its secret token and posts updates to it with the X-Telegram-Bot-Api-Secret-Token header', async () => {
    expect((await call('setWebhook?url=http://example.com/hook')).body).toEqual({
      ok: false,
      error_code: 400,
      description: 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook',
    });
    expect(
      (await call('setWebhook?url=https://example.com/hook&secret_token=no%20spaces')).body,
    ).toMatchObject({ ok: false, error_code: 400 });
    const received: { header: string | undefined; body: unknown }[] = [];
    const { createServer } = await import('node:http');
    const hook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({
          header: request.headers['x-telegram-bot-api-secret-token'] as string | undefined,
          body: JSON.parse(body),
        });
        response.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as { port: number };
    const set = await call('setWebhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `http://127.0.0.1:${port}/hook`, secret_token: 'S3cret_-token' }),
    });
    expect(set.body).toEqual({ ok: true, result: true, description: 'Webhook was set' });
    expect(
      await standIn.deliverUpdate({
        update_id: 1,
        message: { message_id: 1, date: 0, chat: { id: 5, type: 'private' }, text: '/start abc' },
      }),
    ).toBe(200);
    expect(received).toEqual([
      {
        header: 'S3cret_-token',
        body: {
          update_id: 1,
          message: { message_id: 1, date: 0, chat: { id: 5, type: 'private' }, text: '/start abc' },
        },
      },
    ]);
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });
});
