import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { languageSchema, type Language } from '../../../src/schema/enums';
import { toE164 } from '../../../src/schema/phone';
import type { Db } from '../../db/client';
import { bookingCodes, branches, orders } from '../../db/tables';
import type { TelegramUpdate } from '../outbox/telegram-linking';
import { codeHashOf, newCode, type BookingKeys } from './booking-tokens';
import { telegramCodeReplies } from './telegram-code-replies';

/**
 * Booking codes by Telegram (docs/online-booking.md, "Built: codes by Telegram"). A bot may only write to someone who
 * wrote to it first, and a chat proves nothing about a phone number; so the page gives the client a deep link to the
 * chain's bot with a one-time start code, the bot asks for the account's number with Telegram's own contact button
 * (a contact the account shares of itself carries its `user_id`, and Telegram verified that number), and only when it
 * is the number typed on the page does the bot send the six digits. The code is made at that moment and kept as its
 * HMAC, like every booking code; the start code only as its SHA-256.
 */

/** `bk` and 128 random bits in base64url: what a deep link's start parameter allows, and told apart from chat links. */
const startPrefix = 'bk';
export const newTelegramStart = (): { code: string; hash: string } => {
  const code = `${startPrefix}${randomBytes(16).toString('base64url')}`;
  return { code, hash: startHashOf(code) };
};
const startHashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** The parts of a message this flow reads: `/start <code>`, and a shared contact with whose account it is. */
const botMessageSchema = z.looseObject({
  chat: z.looseObject({ id: z.number().int(), type: z.string() }),
  from: z.looseObject({ id: z.number().int() }).optional(),
  text: z.string().optional(),
  contact: z.looseObject({ phone_number: z.string(), user_id: z.number().int().optional() }).optional(),
});

/** What the bot answers: the text, and the keyboard to show (the contact button, labelled) or to take away. */
export type BotReply = { chatId: number; text: string; keyboard: { shareContact: string } | 'remove' };

const startCommand = /^\/start(?:@[A-Za-z0-9_]+)?\s+(bk[A-Za-z0-9_-]{22})\s*$/;

type CodeRow = { orderId: number; target: string; expiresAt: Date; details: Record<string, unknown>; branchName: string };

const languageOf = (row: Pick<CodeRow, 'details'>): Language => languageSchema.catch('EN').parse(row.details['language']);

/**
 * One update of the chain's bot, if it belongs to a booking code: a start with a booking's code, or a contact shared
 * in a chat that opened one. Null for anything else (chat links, replies), which the webhook handles as before.
 */
export async function handleBookingBotUpdate(db: Db, keys: BookingKeys, organizationId: number, update: TelegramUpdate): Promise<BotReply | null> {
  const parsed = botMessageSchema.safeParse(update.message);
  if (!parsed.success || parsed.data.chat.type !== 'private') return null;
  const message = parsed.data;
  const chatId = message.chat.id;
  const start = message.text === undefined ? null : startCommand.exec(message.text.trim());
  if (start) return openedFromPage(db, organizationId, chatId, start[1]!);
  if (message.contact) return contactShared(db, keys, organizationId, chatId, message.contact, message.from?.id);
  return null;
}

const codeColumns = { orderId: bookingCodes.orderId, target: bookingCodes.target, expiresAt: bookingCodes.expiresAt, details: bookingCodes.details, branchName: branches.name };

/** The client pressed Start: the chat is remembered with the code, and the bot asks for the account's number. */
async function openedFromPage(db: Db, organizationId: number, chatId: number, startCode: string): Promise<BotReply> {
  const [row] = await db
    .update(bookingCodes)
    .set({ telegramChatId: String(chatId) })
    .where(and(eq(bookingCodes.organizationId, organizationId), eq(bookingCodes.telegramStartHash, startHashOf(startCode)), gt(bookingCodes.expiresAt, new Date())))
    .returning({ details: bookingCodes.details });
  if (!row) return { chatId, text: telegramCodeReplies.EN.linkGone, keyboard: 'remove' };
  const words = telegramCodeReplies[languageOf(row)];
  return { chatId, text: words.shareContact, keyboard: { shareContact: words.shareButton } };
}

/**
 * A contact shared in the chat: the account's own (its user id is the sender's) and the page's number, then the code,
 * a new one replacing any before; otherwise a sentence saying what to do. The tries left stay as they were.
 */
async function contactShared(
  db: Db,
  keys: BookingKeys,
  organizationId: number,
  chatId: number,
  contact: { phone_number: string; user_id?: number | undefined },
  senderId: number | undefined,
): Promise<BotReply> {
  const [row] = await db
    .select(codeColumns)
    .from(bookingCodes)
    .innerJoin(orders, and(eq(orders.organizationId, bookingCodes.organizationId), eq(orders.id, bookingCodes.orderId)))
    .innerJoin(branches, and(eq(branches.organizationId, orders.organizationId), eq(branches.id, orders.branchId)))
    .where(and(eq(bookingCodes.organizationId, organizationId), eq(bookingCodes.telegramChatId, String(chatId)), gt(bookingCodes.expiresAt, new Date())))
    .orderBy(desc(bookingCodes.createdAt))
    .limit(1);
  if (!row) return { chatId, text: telegramCodeReplies.EN.linkGone, keyboard: 'remove' };
  const words = telegramCodeReplies[languageOf(row)];
  if (contact.user_id === undefined || contact.user_id !== senderId) return { chatId, text: words.ownContactOnly, keyboard: { shareContact: words.shareButton } };
  // Telegram sends the number with or without its "+".
  if (toE164(`+${contact.phone_number.replace(/^\+/, '')}`, 'RS') !== row.target) return { chatId, text: words.otherNumber, keyboard: 'remove' };
  const code = newCode();
  await db
    .update(bookingCodes)
    .set({ codeHash: codeHashOf(keys.code, row.orderId, code) })
    .where(and(eq(bookingCodes.organizationId, organizationId), eq(bookingCodes.orderId, row.orderId)));
  return { chatId, text: words.code({ code, branch: row.branchName }), keyboard: 'remove' };
}
