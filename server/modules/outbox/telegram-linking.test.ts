import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Api } from 'grammy';
import { startTelegramBotApi } from '../../../tests/support/stand-ins/telegram-bot-api';
import { telegramDeepLink, telegramUpdateSchema, verifyTelegramWebhookSecret } from './telegram-linking';

describe('Telegram linking, without the database', () => {
  it('makes the deep link Telegram opens with the code as its start parameter', () => {
    expect(telegramDeepLink('salon_bot', 'Ab_9-xYz0123456789abcd')).toBe(
      'https://t.me/salon_bot?start=Ab_9-xYz0123456789abcd',
    );
    expect(telegramDeepLink('@salon_bot', 'c')).toBe('https://t.me/salon_bot?start=c');
  });

  it('checks the webhook secret header exactly, and refuses a missing or repeated one', () => {
    expect(verifyTelegramWebhookSecret('s3cret-Token_1', 's3cret-Token_1')).toBe(true);
    expect(verifyTelegramWebhookSecret('s3cret-Token_1', 's3cret-Token_2')).toBe(false);
    expect(verifyTelegramWebhookSecret('s3cret-Token_1', 's3cret')).toBe(false);
    expect(verifyTelegramWebhookSecret('s3cret-Token_1', undefined)).toBe(false);
    expect(verifyTelegramWebhookSecret('s3cret-Token_1', ['s3cret-Token_1', 's3cret-Token_1'])).toBe(false);
    expect(verifyTelegramWebhookSecret('', '')).toBe(false);
  });

  it('reads every kind of update, so the webhook never refuses one Telegram would send again', () => {
    expect(
      telegramUpdateSchema.safeParse({ update_id: 1, my_chat_member: { chat: { id: 5 } } }).success,
    ).toBe(true);
    expect(
      telegramUpdateSchema.safeParse({
        update_id: 2,
        message: { message_id: 3, date: 0, chat: { id: 5, type: 'private' }, photo: [] },
      }).success,
    ).toBe(true);
    expect(telegramUpdateSchema.safeParse({ message: {} }).success).toBe(false);
  });

  it('accepts the updates Telegram posts to the webhook set with a secret token, and only those', async () => {
    const standIn = await startTelegramBotApi();
    const secret = 'hook_Secret-42';
    const verdicts: boolean[] = [];
    const hook = createServer((request, response) => {
      const accepted = verifyTelegramWebhookSecret(
        secret,
        request.headers['x-telegram-bot-api-secret-token'],
      );
      verdicts.push(accepted);
      request.resume();
      request.on('end', () => {
        response.statusCode = accepted ? 200 : 401;
        response.end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/v1/callbacks/telegram/abc`;
    const api = new Api(standIn.token, { apiRoot: standIn.apiRoot });
    await api.setWebhook(url, { secret_token: secret });
    expect(await standIn.deliverUpdate({ update_id: 1 })).toBe(200);
    await api.setWebhook(url, { secret_token: 'someone_else' });
    expect(await standIn.deliverUpdate({ update_id: 2 })).toBe(401);
    expect(verdicts).toEqual([true, false]);
    await new Promise<void>((resolve) => hook.close(() => resolve()));
    await standIn.close();
  });
});
