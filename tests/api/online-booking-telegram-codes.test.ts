import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchPageSchema } from '../../src/schema/online-booking/booking-page';
import { codeSentSchema, holdSchema } from '../../src/schema/online-booking/public-booking';
import { verificationSchema } from '../../src/schema/online-booking/verification';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { clients, integrations, orders, outbox } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startTelegramBotApi, type TelegramBotApiStandIn } from '../support/stand-ins/telegram-bot-api';
import { oneServiceBranch, orderIdOfHold } from './online-booking-support';
import { call, issuePaths, scheduleChain, type ScheduleChain } from './schedule-support';

/**
 * Booking codes by Telegram (issue 18, deliverable 1: "a code by SMS, e-mail or Telegram (settings decide which)"):
 * offered only with the chain's bot connected; the page gives a deep link; the bot asks for the account's own number
 * with Telegram's contact button and sends the code only when it is the number typed on the page. Telegram's side is
 * the Bot API stand-in; its updates are posted to our webhook as Telegram posts them, with the secret header.
 */
describe('online booking: codes by Telegram', () => {
  let t: TestApp;
  let telegram: TelegramBotApiStandIn;
  let chain: ScheduleChain;
  let other: ScheduleChain;
  let slug: string;
  let cut: number;
  let callbackToken: string;
  const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 3);
  let address = 0;
  let slot = 9 * 60;
  let nextChat = 880_000;

  const verificationUrl = () => `/branches/${chain.branchId}/online-booking/verification`;
  const verification = async () => verificationSchema.parse((await call(t.app, 'GET', verificationUrl(), chain.owner)).json());
  const putVerification = (body: object) => call(t.app, 'PUT', verificationUrl(), chain.owner, body);
  const page = async () => branchPageSchema.parse((await t.app.inject({ url: `/api/v1/public/book/${slug}/page` })).json());
  const post = (path: string, payload: object, language = 'en') =>
    t.app.inject({ method: 'POST', url: `/api/v1/public/book/${slug}/${path}`, payload, headers: { 'accept-language': language }, remoteAddress: `10.2.0.${++address}` });
  const hold = async () => {
    const time = `${String(Math.floor(slot / 60)).padStart(2, '0')}:${String(slot % 60).padStart(2, '0')}`;
    slot += 30;
    const res = await post('holds', { services: [cut], date: day, time });
    expect(res.statusCode, res.body).toBe(201);
    return holdSchema.parse(res.json()).holdToken;
  };
  const byTelegram = (holdToken: string, phone: string) => ({ holdToken, channel: 'telegram', firstName: 'Tara', phone });
  /** Telegram posting one update of a private chat to a bot's webhook (this chain's unless another token is given). */
  const update = (chatId: number, message: object, token = callbackToken) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/callbacks/telegram/${token}`,
      headers: { 'x-telegram-bot-api-secret-token': token },
      payload: { update_id: chatId, message: { message_id: 1, date: 1_800_000_000, chat: { id: chatId, type: 'private' }, from: { id: chatId, is_bot: false, first_name: 'Tara' }, ...message } },
    });
  const lastTo = (chatId: number) => telegram.messages.filter((m) => m.chatId === String(chatId)).at(-1);
  const startCodeOf = (link: string) => new URL(link).searchParams.get('start')!;
  /** A hold, a code asked for by Telegram, and the bot opened from the link: the chat the bot now talks to. */
  const openBot = async (phone: string, language = 'en') => {
    const holdToken = await hold();
    const sent = await post('code', byTelegram(holdToken, phone), language);
    expect(sent.statusCode, sent.body).toBe(202);
    const chatId = ++nextChat;
    expect((await update(chatId, { text: `/start ${startCodeOf(codeSentSchema.parse(sent.json()).telegramLink!)}` })).statusCode).toBe(200);
    return { holdToken, chatId, orderId: orderIdOfHold(holdToken) };
  };

  beforeAll(async () => {
    telegram = await startTelegramBotApi();
    t = await createTestApp({ TELEGRAM_API_ROOT: telegram.apiRoot });
    chain = await scheduleChain(t.app, 'Telegram Chain');
    other = await scheduleChain(t.app, 'Telegram Other');
    ({ serviceId: cut, slug } = await oneServiceBranch(t.app, chain, { day, minutes: 30, until: '18:00', person: 'Tara' }));
  });
  afterAll(async () => {
    await t?.close();
    await telegram?.close();
  });

  it('is not offered, nor may be turned on, before the chain connects its bot', async () => {
    expect(await verification()).toMatchObject({ telegramBot: null, channels: ['sms', 'email'] });
    const refused = await putVerification({ channels: ['sms', 'telegram'], smsCountries: ['RS'], version: 0 });
    expect(refused.statusCode).toBe(400);
    expect(issuePaths(refused.json())).toEqual(['channels']);
    expect(refused.json().issues[0].message).toContain('Telegram bot');
    const holdToken = await hold();
    expect(issuePaths((await post('code', byTelegram(holdToken, '064 123 4567'))).json())).toEqual(['channel']);
  });

  it('is offered once the bot is connected and the branch turns it on; the code request answers the bot’s link', async () => {
    const connected = await call(t.app, 'PUT', `/organizations/${chain.orgId}/integrations/telegram`, chain.owner, { settings: {}, secrets: { token: telegram.token }, version: 0 });
    expect(connected.statusCode, connected.body).toBe(200);
    const [row] = await t.app.db.select({ callbackToken: integrations.callbackToken }).from(integrations).where(and(eq(integrations.organizationId, chain.orgId), eq(integrations.provider, 'telegram')));
    callbackToken = row!.callbackToken;
    expect((await verification()).telegramBot).toBe(telegram.botUsername);
    expect((await putVerification({ channels: ['sms', 'email', 'telegram'], smsCountries: ['RS'], version: 0 })).statusCode).toBe(200);
    expect((await page()).channels).toEqual(['sms', 'email', 'telegram']);

    const holdToken = await hold();
    const noPhone = await post('code', { holdToken, channel: 'telegram', firstName: 'Tara' });
    expect(issuePaths(noPhone.json())).toEqual(['phone']);
    // No SMS is paid for: a number of a country SMS does not go to is fine for Telegram.
    const sent = await post('code', byTelegram(holdToken, '+385 91 234 5678'));
    expect(sent.statusCode, sent.body).toBe(202);
    const answer = codeSentSchema.parse(sent.json());
    expect(answer.sentTo).toBe('+385 •• ••• 5678');
    expect(answer.telegramLink).toMatch(new RegExp(`^https://t\\.me/${telegram.botUsername}\\?start=bk[A-Za-z0-9_-]{22}$`));
    // Nothing is sent until the account proves the number.
    expect(await t.app.db.select().from(outbox).where(eq(outbox.orderId, orderIdOfHold(holdToken)))).toEqual([]);
  });

  it('asks for the account’s own number in the page’s language, and sends the code only for the number typed', async () => {
    const { holdToken, chatId } = await openBot('064 222 3344', 'sr');
    const ask = lastTo(chatId)!;
    expect(ask.text).toBe('Da biste dobili kod za rezervaciju, podelite broj telefona ovog naloga dugmetom ispod.');
    expect(ask.params['reply_markup']).toEqual({ keyboard: [[{ text: 'Podeli moj broj telefona', request_contact: true }]], one_time_keyboard: true, resize_keyboard: true });

    // A contact from the address book (another account's) is not proof.
    await update(chatId, { contact: { phone_number: '381642223344', first_name: 'Someone', user_id: 4242 } });
    expect(lastTo(chatId)!.text).toBe('Podelite svoj broj dugmetom ispod, a ne kontakt iz imenika.');
    // The account's own, but another number than the page's.
    await update(chatId, { contact: { phone_number: '381649999999', first_name: 'Tara', user_id: chatId } });
    expect(lastTo(chatId)!.text).toContain('nije onaj upisan');
    expect(lastTo(chatId)!.params['reply_markup']).toEqual({ remove_keyboard: true });

    await update(chatId, { contact: { phone_number: '+381642223344', first_name: 'Tara', user_id: chatId } });
    const code = /\b(\d{6})\b/.exec(lastTo(chatId)!.text)![1]!;
    expect(lastTo(chatId)!.text).toContain('Downtown');
    const confirmed = await post('confirm', { holdToken, code });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    // The chat proved the number: the client's card gets it, so the booking's messages may go there.
    const [order] = await t.app.db.select({ clientId: orders.clientId }).from(orders).where(eq(orders.id, orderIdOfHold(holdToken)));
    const [client] = await t.app.db.select({ phone: clients.phone, tgChatId: clients.tgChatId }).from(clients).where(eq(clients.id, order!.clientId!));
    expect(client).toEqual({ phone: '+381642223344', tgChatId: String(chatId) });
  });

  it('keeps a code’s tries: a wrong code spends one, the bot’s code still works', async () => {
    const { holdToken, chatId } = await openBot('064 555 6677');
    await update(chatId, { contact: { phone_number: '381645556677', user_id: chatId } });
    const code = /\b(\d{6})\b/.exec(lastTo(chatId)!.text)![1]!;
    const wrong = await post('confirm', { holdToken, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await post('confirm', { holdToken, code })).statusCode).toBe(201);
  });

  it('answers a link that is unknown, spent or another chain’s as gone, and never finds another chain’s codes', async () => {
    const chatId = ++nextChat;
    await update(chatId, { text: '/start bkAAAAAAAAAAAAAAAAAAAAAA' });
    expect(lastTo(chatId)!.text).toBe('This link has expired. Ask for a new code on the booking page.');
    // A contact in a chat that opened no booking: nothing to send.
    await update(chatId, { contact: { phone_number: '381641234567', user_id: chatId } });
    expect(lastTo(chatId)!.text).toBe('This link has expired. Ask for a new code on the booking page.');

    // The same start code posted to another chain's bot is not found there.
    const holdToken = await hold();
    const sent = codeSentSchema.parse((await post('code', byTelegram(holdToken, '064 777 8899'))).json());
    const otherBot = await call(t.app, 'PUT', `/organizations/${other.orgId}/integrations/telegram`, other.owner, { settings: {}, secrets: { token: telegram.token }, version: 0 });
    expect(otherBot.statusCode, otherBot.body).toBe(200);
    const [row] = await t.app.db.select({ callbackToken: integrations.callbackToken }).from(integrations).where(and(eq(integrations.organizationId, other.orgId), eq(integrations.provider, 'telegram')));
    const strangerChat = ++nextChat;
    await update(strangerChat, { text: `/start ${startCodeOf(sent.telegramLink!)}` }, row!.callbackToken);
    expect(lastTo(strangerChat)!.text).toBe('This link has expired. Ask for a new code on the booking page.');
  });
});
