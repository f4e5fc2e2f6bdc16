import { Api, GrammyError, HttpError } from 'grammy';
import { PermanentDeliveryError, type MessageTransport } from './transport';

/**
 * Telegram through the Bot API's `sendMessage`, by grammY. `apiRoot` points it at a local Bot API server (or the
 * tests' stand-in) instead of https://api.telegram.org.
 */
export type TelegramBotConfig = {
  token: string;
  apiRoot?: string | undefined;
  /** grammY waits 500 s by default: far too long to hold up the worker's batch. */
  timeoutSeconds?: number;
};

const defaultTimeoutSeconds = 10;

const botApi = ({ token, apiRoot, timeoutSeconds = defaultTimeoutSeconds }: TelegramBotConfig) =>
  new Api(token, { timeoutSeconds, ...(apiRoot ? { apiRoot } : {}) });

/** Sends `body` as plain text (no parse mode: template text is never read as markup) to the chat id in `recipient`. */
export function createTelegramTransport(config: TelegramBotConfig): MessageTransport {
  const api = botApi(config);
  return {
    name: 'telegram',
    async send(message) {
      try {
        const sent = await api.sendMessage(message.recipient, message.body);
        return { providerMessageId: String(sent.message_id) };
      } catch (error) {
        throw telegramFailure(error);
      }
    },
  };
}

/**
 * The keyboard under a reply: Telegram's own button that shares the account's phone number (a booking code's proof),
 * or taking such a keyboard away.
 */
export type ReplyKeyboard = { shareContact: string } | 'remove';

const replyMarkupOf = (keyboard: ReplyKeyboard) =>
  keyboard === 'remove'
    ? { remove_keyboard: true as const }
    : { keyboard: [[{ text: keyboard.shareContact, request_contact: true }]], one_time_keyboard: true, resize_keyboard: true };

/** A direct answer to someone writing to the bot (linking a chat), outside the outbox: it is the reply, not a message. */
export async function replyInTelegram(config: TelegramBotConfig, chatId: number, text: string, keyboard?: ReplyKeyboard): Promise<void> {
  try {
    await botApi(config).sendMessage(chatId, text, keyboard ? { reply_markup: replyMarkupOf(keyboard) } : {});
  } catch (error) {
    throw telegramFailure(error);
  }
}

/** Telegram does not know the token (401), or it is not a token at all (404): no retry or wait will change that. */
export class TelegramTokenRefused extends Error {
  override readonly name = 'TelegramTokenRefused';
}

/** The token works when getMe answers; returns the bot's @username (without the @). */
export async function testTelegramBot(token: string, apiRoot?: string): Promise<string> {
  try {
    const me = await botApi({ token, apiRoot }).getMe();
    return me.username;
  } catch (error) {
    if (error instanceof GrammyError && (error.error_code === 401 || error.error_code === 404))
      throw new TelegramTokenRefused(`Telegram ${error.error_code}: ${error.description}`);
    throw telegramFailure(error);
  }
}

/**
 * Points the bot's updates at our callback address, with the secret Telegram sends back in
 * `X-Telegram-Bot-Api-Secret-Token`; only messages are asked for (linking and replies).
 */
export async function setTelegramWebhook(token: string, apiRoot: string | undefined, url: string, secretToken: string): Promise<void> {
  try {
    await botApi({ token, apiRoot }).setWebhook(url, { secret_token: secretToken, allowed_updates: ['message'] });
  } catch (error) {
    throw telegramFailure(error);
  }
}

/** Where Telegram sends the bot's updates now, and the last error it met there. */
export type TelegramWebhookInfo = { url: string; pendingUpdateCount: number; lastErrorAt: Date | null; lastErrorMessage: string | null };

export async function telegramWebhookInfo(token: string, apiRoot?: string): Promise<TelegramWebhookInfo> {
  try {
    const info = await botApi({ token, apiRoot }).getWebhookInfo();
    return {
      url: info.url ?? '',
      pendingUpdateCount: info.pending_update_count,
      lastErrorAt: info.last_error_date ? new Date(info.last_error_date * 1000) : null,
      lastErrorMessage: info.last_error_message ?? null,
    };
  } catch (error) {
    throw telegramFailure(error);
  }
}

/**
 * What a failed Bot API call means for the message. 400 and 403 are final: the same request gets the same answer
 * (a blocked bot, a deleted account, a chat the bot never talked to, a text Telegram refuses). Flood control (429),
 * a wrong token (401, which the owner may fix meanwhile), Telegram failing (5xx) and the network are worth another
 * try. grammY's own errors are not passed on: they carry the request (the message text) and, for network
 * failures, node-fetch's message with the URL, which holds the bot token.
 */
export function telegramFailure(error: unknown): Error {
  if (error instanceof GrammyError) {
    const said = `Telegram ${error.error_code}: ${error.description}`;
    if (error.error_code === 400 || error.error_code === 403) return new PermanentDeliveryError(said);
    const retryAfter = error.parameters.retry_after;
    return new Error(retryAfter === undefined ? said : `${said} (retry after ${retryAfter} s)`);
  }
  if (error instanceof HttpError)
    return new Error(`Telegram could not be reached (${networkCause(error.error)})`);
  return new Error('Telegram call failed');
}

// Only codes and kinds, never an inner message: node-fetch's name the URL, and with it the token.
function networkCause(inner: unknown): string {
  if (inner instanceof Error && /timed out/.test(inner.message)) return 'no answer in time';
  const { code, type } = (inner ?? {}) as { code?: unknown; type?: unknown };
  if (typeof code === 'string') return code;
  // A gateway's HTML error page instead of the Bot API's JSON.
  if (type === 'invalid-json') return 'an answer that is not JSON';
  return 'network error';
}
