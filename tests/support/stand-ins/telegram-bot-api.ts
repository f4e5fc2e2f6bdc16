import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Telegram Bot API (https://core.telegram.org/bots/api) for tests: requests at `/bot<token>/<method>` by
 * GET or POST with the parameters in the query string, an `application/json` body or an
 * `application/x-www-form-urlencoded` body; answers in the Bot API's envelope, `{ ok: true, result }` or
 * `{ ok: false, error_code, description, parameters? }`, with the HTTP status equal to `error_code` as Telegram
 * does. Method names are case-insensitive, as the Bot API's are. It speaks `getMe`, `sendMessage`, `setWebhook` and
 * `getWebhookInfo`, keeps what it was sent, and can post an update to the webhook as Telegram would.
 */

/** How the stand-in answers `sendMessage` to one chat, as Telegram answers in each case. */
export type TelegramRefusal =
  | 'blocked' // the user blocked the bot
  | 'deactivated' // the user deleted their account
  | 'chat_not_found' // the bot never talked to this chat
  | { retryAfter: number } // flood control
  | 'server_error' // a gateway in front of the Bot API failing (HTML, not the envelope)
  | 'hang'; // no answer at all

export type TelegramSentMessage = {
  chatId: string;
  text: string;
  messageId: number;
  /** Every parameter as the request carried it (form and query values are strings, JSON keeps its types). */
  params: Record<string, unknown>;
  encoding: 'json' | 'form' | 'query';
};

export type TelegramWebhook = { url: string; secretToken: string | undefined; allowedUpdates: unknown };

export type TelegramBotApiStandIn = {
  /** What grammY's `apiRoot` takes: no trailing slash. */
  apiRoot: string;
  token: string;
  botUsername: string;
  botId: number;
  messages: TelegramSentMessage[];
  webhook: TelegramWebhook | null;
  refuse(chatId: string | number, refusal: TelegramRefusal): void;
  /** What `getWebhookInfo` reports as the last failed delivery to the webhook (Telegram's own words), or null. */
  webhookError: { at: Date; message: string } | null;
  /** Posts an update to the webhook set with `setWebhook`, with its secret token header; answers the HTTP status. */
  deliverUpdate(update: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
};

type Answer = { status: number; body: unknown };

const ok = (result: unknown, description?: string): Answer => ({
  status: 200,
  body: { ok: true, result, ...(description ? { description } : {}) },
});
const refused = (errorCode: number, description: string, parameters?: Record<string, unknown>): Answer => ({
  status: errorCode,
  body: { ok: false, error_code: errorCode, description, ...(parameters ? { parameters } : {}) },
});

const refusalAnswers: Record<
  Exclude<TelegramRefusal, { retryAfter: number } | 'hang' | 'server_error'>,
  Answer
> = {
  blocked: refused(403, 'Forbidden: bot was blocked by the user'),
  deactivated: refused(403, 'Forbidden: user is deactivated'),
  chat_not_found: refused(400, 'Bad Request: chat not found'),
};

// A chat id is an integer, or `@username` for a public channel or supergroup.
const chatIdPattern = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})$/;
// setWebhook's secret_token: 1-256 characters of A-Z, a-z, 0-9, _ and -.
const secretTokenPattern = /^[A-Za-z0-9_-]{1,256}$/;
const maxTextLength = 4096;

async function readParams(
  request: IncomingMessage,
  url: URL,
): Promise<{ params: Record<string, unknown>; encoding: TelegramSentMessage['encoding'] } | Answer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (body.length === 0 || request.method === 'GET')
    return { params: Object.fromEntries(url.searchParams), encoding: 'query' };
  if (type === 'application/json') {
    try {
      const parsed: unknown = JSON.parse(body);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return refused(400, 'Bad Request: parameters must be a JSON object');
      return { params: parsed as Record<string, unknown>, encoding: 'json' };
    } catch {
      return refused(400, "Bad Request: can't parse JSON object");
    }
  }
  if (type === 'application/x-www-form-urlencoded')
    return { params: Object.fromEntries(new URLSearchParams(body)), encoding: 'form' };
  return refused(400, `Bad Request: unsupported Content-Type ${type || '(none)'} in the stand-in`);
}

/**
 * `reply_markup` as sendMessage documents it: a JSON-serialized ReplyKeyboardMarkup (`keyboard`: rows of
 * KeyboardButton, each with its `text`; `request_contact` a boolean), ReplyKeyboardRemove (`remove_keyboard: true`)
 * or InlineKeyboardMarkup; a form or query carries it as JSON text.
 */
function isReplyMarkup(value: unknown): boolean {
  let markup = value;
  if (typeof value === 'string') {
    try {
      markup = JSON.parse(value);
    } catch {
      return false;
    }
  }
  if (typeof markup !== 'object' || markup === null) return false;
  const { keyboard, remove_keyboard: remove, inline_keyboard: inline } = markup as Record<string, unknown>;
  if (remove !== undefined) return remove === true;
  if (inline !== undefined) return Array.isArray(inline) && inline.every(Array.isArray);
  const button = (b: unknown) =>
    typeof b === 'string' ||
    (typeof b === 'object' && b !== null && typeof (b as { text?: unknown }).text === 'string' && ['undefined', 'boolean'].includes(typeof (b as { request_contact?: unknown }).request_contact));
  return Array.isArray(keyboard) && keyboard.every((row) => Array.isArray(row) && row.length > 0 && row.every(button));
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

export async function startTelegramBotApi(
  options: { token?: string; botUsername?: string } = {},
): Promise<TelegramBotApiStandIn> {
  const botId = 7_000_000_001;
  // The shape BotFather gives: the bot's id, a colon, 35 characters.
  const token = options.token ?? `${botId}:AAE_standInTokenForTests_0123456789`;
  const botUsername = options.botUsername ?? 'branchbook_test_bot';
  const refusals = new Map<string, TelegramRefusal>();
  let nextMessageId = 1;

  const standIn: Omit<TelegramBotApiStandIn, 'apiRoot' | 'close'> = {
    token,
    botUsername,
    botId,
    messages: [],
    webhook: null,
    webhookError: null,
    refuse: (chatId, refusal) => void refusals.set(String(chatId), refusal),
    async deliverUpdate(update) {
      if (!standIn.webhook) throw new Error('no webhook is set: call setWebhook first');
      const response = await fetch(standIn.webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(standIn.webhook.secretToken
            ? { 'x-telegram-bot-api-secret-token': standIn.webhook.secretToken }
            : {}),
        },
        body: JSON.stringify(update),
      });
      await response.arrayBuffer();
      return response.status;
    },
  };

  const getMe = (): Answer =>
    ok({
      id: botId,
      is_bot: true,
      first_name: 'BranchBook Test',
      username: botUsername,
      can_join_groups: true,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
      can_connect_to_business: false,
      has_main_web_app: false,
    });

  const sendMessage = (
    params: Record<string, unknown>,
    encoding: TelegramSentMessage['encoding'],
  ): Answer | 'hang' | 'server_error' => {
    const chatId = asText(params['chat_id']);
    if (!chatId) return refused(400, 'Bad Request: chat_id is empty');
    if (!chatIdPattern.test(chatId)) return refused(400, 'Bad Request: chat not found');
    const text = asText(params['text']);
    if (!text) return refused(400, 'Bad Request: message text is empty');
    // Counted in UTF-16 code units, the stricter of the two readings of "characters".
    if (text.length > maxTextLength) return refused(400, 'Bad Request: message is too long');
    const refusal = refusals.get(chatId);
    if (refusal === 'hang' || refusal === 'server_error') return refusal;
    if (typeof refusal === 'object')
      return refused(429, `Too Many Requests: retry after ${refusal.retryAfter}`, {
        retry_after: refusal.retryAfter,
      });
    if (refusal) return refusalAnswers[refusal];
    if (params['reply_markup'] !== undefined && !isReplyMarkup(params['reply_markup']))
      return refused(400, "Bad Request: can't parse reply keyboard markup JSON object");
    const messageId = nextMessageId++;
    standIn.messages.push({ chatId, text, messageId, params, encoding });
    return ok({
      message_id: messageId,
      from: { id: botId, is_bot: true, first_name: 'BranchBook Test', username: botUsername },
      chat: chatId.startsWith('@')
        ? { id: -1_001_000_000_000, type: 'channel', title: chatId, username: chatId.slice(1) }
        : { id: Number(chatId), type: 'private', first_name: 'Test' },
      date: Math.floor(Date.now() / 1000),
      text,
    });
  };

  const setWebhook = (params: Record<string, unknown>): Answer => {
    const url = asText(params['url']) ?? '';
    if (url === '') {
      standIn.webhook = null;
      return ok(true, 'Webhook was deleted');
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return refused(400, 'Bad Request: bad webhook: Failed to resolve host: Name or service not known');
    }
    // Telegram takes only https; the stand-in also takes http on this machine, where test servers have no TLS.
    const local = parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost';
    if (parsed.protocol !== 'https:' && !(local && parsed.protocol === 'http:'))
      return refused(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
    const secretToken = asText(params['secret_token']);
    if (secretToken !== undefined && !secretTokenPattern.test(secretToken))
      return refused(400, 'Bad Request: secret token contains unallowed characters');
    standIn.webhook = { url, secretToken, allowedUpdates: params['allowed_updates'] };
    return ok(true, 'Webhook was set');
  };

  // WebhookInfo as documented: url empty when none is set; the optional fields only when they apply.
  const getWebhookInfo = (): Answer =>
    ok({
      url: standIn.webhook?.url ?? '',
      has_custom_certificate: false,
      pending_update_count: 0,
      ...(standIn.webhook ? { max_connections: 40, ip_address: '149.154.167.220' } : {}),
      ...(standIn.webhook && Array.isArray(standIn.webhook.allowedUpdates) ? { allowed_updates: standIn.webhook.allowedUpdates } : {}),
      ...(standIn.webhook && standIn.webhookError
        ? { last_error_date: Math.floor(standIn.webhookError.at.getTime() / 1000), last_error_message: standIn.webhookError.message }
        : {}),
    });

  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
      const send = ({ status, body }: Answer) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (!match) return send(refused(404, 'Not Found'));
      if (match[1] !== token) return send(refused(401, 'Unauthorized'));
      const read = await readParams(request, url);
      if ('status' in read) return send(read);
      const method = match[2]!.toLowerCase();
      const answer =
        method === 'getme'
          ? getMe()
          : method === 'sendmessage'
            ? sendMessage(read.params, read.encoding)
            : method === 'setwebhook'
              ? setWebhook(read.params)
              : method === 'getwebhookinfo'
                ? getWebhookInfo()
                : refused(404, 'Not Found');
      if (answer === 'hang') return void hanging.add(response);
      if (answer === 'server_error') {
        response.writeHead(502, { 'content-type': 'text/html' });
        return void response.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      }
      send(answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(standIn, {
    apiRoot: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
