import type { TelegramWebhookState } from '../../../src/schema/messages/integration';
import { DomainError, type Sentence } from '../../plugins/app/domain-error';
import { providerCallbackUrl } from '../outbox/transports/provider-callbacks';
import { setTelegramWebhook, telegramWebhookInfo, TelegramTokenRefused, testTelegramBot } from '../outbox/transports/telegram-transport';

/**
 * The chain's Telegram bot as the Integrations screen sets it up: its username learnt from Telegram (getMe), and its
 * updates pointed at our callback address (setWebhook, with the integration's callback token as the secret Telegram
 * sends back), and read back (getWebhookInfo) so the screen shows what Telegram itself says.
 */

/** The bot's webhook: `/api/v1/callbacks/telegram/{token}` under the server's public address. */
export const telegramWebhookUrl = (origin: string, callbackToken: string): string =>
  providerCallbackUrl(origin, 'telegram', callbackToken, '').replace(/\/$/, '');

/**
 * The bot's @username, asked of Telegram. A token Telegram refuses is a 400 on `secrets.token`; when Telegram cannot be
 * reached, the username known before is kept and the save goes on (the screen's test says what is wrong).
 */
export async function learnBotUsername(token: string, apiRoot: string | undefined, known: unknown): Promise<string | undefined> {
  try {
    return await testTelegramBot(token, apiRoot);
  } catch (error) {
    if (error instanceof TelegramTokenRefused) {
      const sentence: Sentence = (m) => m.integrations.telegramTokenRefused;
      throw new DomainError('bad_request', sentence, [{ path: ['secrets', 'token'], message: sentence }]);
    }
    return typeof known === 'string' ? known : undefined;
  }
}

export type BotAddress = { token: string; apiRoot: string | undefined; origin: string; callbackToken: string };

export const connectTelegramWebhook = ({ token, apiRoot, origin, callbackToken }: BotAddress): Promise<void> =>
  setTelegramWebhook(token, apiRoot, telegramWebhookUrl(origin, callbackToken), callbackToken);

export async function telegramWebhookState(bot: BotAddress): Promise<TelegramWebhookState> {
  const expectedUrl = telegramWebhookUrl(bot.origin, bot.callbackToken);
  const httpsMissing = !expectedUrl.startsWith('https://');
  try {
    const info = await telegramWebhookInfo(bot.token, bot.apiRoot);
    return {
      expectedUrl,
      url: info.url,
      connected: info.url === expectedUrl,
      httpsMissing,
      pendingUpdateCount: info.pendingUpdateCount,
      lastError: info.lastErrorMessage,
      lastErrorAt: info.lastErrorAt?.toISOString() ?? null,
      problem: null,
    };
  } catch (error) {
    const problem = error instanceof Error ? error.message : 'Telegram call failed';
    return { expectedUrl, url: null, connected: false, httpsMissing, pendingUpdateCount: null, lastError: null, lastErrorAt: null, problem };
  }
}
