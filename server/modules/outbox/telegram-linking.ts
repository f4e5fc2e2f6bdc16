import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  consumeLinkCode,
  insertLinkCode,
  linkCodeState,
  setClientChat,
  setEmployeeChat,
  type TelegramLinkTarget,
} from './telegram-links.repository';

export type { TelegramLinkTarget } from './telegram-links.repository';

/**
 * Linking a Telegram chat to a client or a team member (issue 17): we make a one-time code, the person opens
 * `t.me/<bot>?start=<code>`, Telegram sends our webhook `/start <code>` from their chat, and that chat is linked.
 * The code is the only proof, so it is 128 random bits, kept only as its SHA-256, used once and short-lived.
 */

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

export async function createLinkCode(
  db: Db,
  target: TelegramLinkTarget,
  ttlMinutes = 30,
): Promise<{ code: string; expiresAt: Date }> {
  // 16 bytes in base64url: 22 characters of [A-Za-z0-9_-], what a deep link's start parameter allows (up to 64).
  const code = randomBytes(16).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
  await insertLinkCode(db, target, hashOf(code), expiresAt);
  return { code, expiresAt };
}

/** The link that opens the bot's chat with the code ready to send (Telegram shows a Start button). */
export const telegramDeepLink = (botUsername: string, code: string): string =>
  `https://t.me/${encodeURIComponent(botUsername.replace(/^@/, ''))}?start=${encodeURIComponent(code)}`;

/**
 * `X-Telegram-Bot-Api-Secret-Token`: Telegram sends the secret_token given to setWebhook with every update. Compared
 * in constant time (over hashes, so unequal lengths take as long as equal ones).
 */
export function verifyTelegramWebhookSecret(
  expected: string,
  headerValue: string | string[] | undefined,
): boolean {
  if (typeof headerValue !== 'string' || expected.length === 0) return false;
  return timingSafeEqual(
    createHash('sha256').update(expected).digest(),
    createHash('sha256').update(headerValue).digest(),
  );
}

/**
 * The part of a Bot API Update we read. Loose: every other kind of update (an edit, the user blocking the bot) must
 * still parse, so the webhook answers 200 and Telegram does not send it again and again.
 */
export const telegramUpdateSchema = z.looseObject({
  update_id: z.number().int(),
  message: z
    .looseObject({
      chat: z.looseObject({ id: z.number().int(), type: z.string() }),
      text: z.string().optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

export type TelegramLinkOutcome =
  'linked' | 'used' | 'expired' | 'unknown' | 'no_code' | 'not_private' | 'gone';

/** Every reply the bot gives, in one place (English until the replies are localised). */
export const telegramReplies: Record<TelegramLinkOutcome, string> = {
  linked: 'Done! Your messages from us will arrive in this chat.',
  used: 'This link has already been used. If you need to connect again, ask us for a new link.',
  expired: 'This link has expired. Please ask us for a new one.',
  unknown: 'This link is not valid. Please ask us for a new one.',
  no_code: 'Hello! To get your messages here, open the link we sent you.',
  not_private: 'Please open the link in a private chat with this bot.',
  gone: 'We could not find who this link was for. Please ask us for a new one.',
};

export type TelegramUpdateAnswer = { chatId: number; outcome: TelegramLinkOutcome; text: string };

// `/start <code>`, or `/start@bot_name <code>` as a client may send it in full.
const startCommand = /^\/start(?:@[A-Za-z0-9_]+)?(?:\s+(\S+))?\s*$/;

const answer = (chatId: number, outcome: TelegramLinkOutcome): TelegramUpdateAnswer => ({
  chatId,
  outcome,
  text: telegramReplies[outcome],
});

/**
 * Handles one update the organisation's bot received: a `/start <code>` links the chat (once per code) and answers
 * what to reply; anything else answers null (nothing to say). The caller sends the reply.
 */
export async function handleTelegramUpdate(
  db: Db,
  organizationId: number,
  update: TelegramUpdate,
): Promise<TelegramUpdateAnswer | null> {
  const message = update.message;
  const command = message?.text === undefined ? null : startCommand.exec(message.text.trim());
  if (!message || !command) return null;
  const chatId = message.chat.id;
  const code = command[1];
  if (!code) return answer(chatId, 'no_code');
  if (message.chat.type !== 'private') return answer(chatId, 'not_private');
  const codeHash = hashOf(code);
  const outcome = await db.transaction(async (tx): Promise<TelegramLinkOutcome | null> => {
    const link = await consumeLinkCode(tx, organizationId, codeHash);
    if (!link) return null;
    const linked =
      link.recipientType === 'customer'
        ? link.clientId !== null && (await setClientChat(tx, organizationId, link.clientId, String(chatId)))
        : link.employeeId !== null &&
          (await setEmployeeChat(tx, organizationId, link.employeeId, String(chatId)));
    return linked ? 'linked' : 'gone';
  });
  return answer(chatId, outcome ?? (await linkCodeState(db, organizationId, codeHash)));
}
