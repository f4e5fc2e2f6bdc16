import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrations, outbox } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startManychatStandIn, type ManychatStandIn } from '../support/stand-ins/manychat';
import { startTelegramBotApi, type TelegramBotApiStandIn } from '../support/stand-ins/telegram-bot-api';
import { api, orderWorld, type World } from './orders-support';

const issuePaths = (body: { issues?: { path: (string | number)[] }[] }) => (body.issues ?? []).map((issue) => issue.path.join('.'));

/**
 * The Integrations screens' API (issue 17): ManyChat set up and tested against its stand-in, the Telegram bot's
 * username learnt from Telegram and its webhook set and read back, one SMS provider per scope with senders per
 * branch, a test with nothing set up going to the log, bad settings named by field, secrets never sent back, and
 * another chain's integrations out of reach.
 */
describe('integrations for the screens', () => {
  let t: TestApp;
  let w: World;
  let manychat: ManychatStandIn;
  let telegram: TelegramBotApiStandIn;
  let base: string;
  const subscriber = 73310045678;

  beforeAll(async () => {
    manychat = await startManychatStandIn();
    manychat.addSubscriber(subscriber);
    telegram = await startTelegramBotApi();
    t = await createTestApp({ MANYCHAT_API_URL: manychat.baseUrl, TELEGRAM_API_ROOT: telegram.apiRoot });
    // Telegram posts updates to the address it was given: the server listens, as it does in production.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    w = await orderWorld(t.app, 'Integrations Chain');
    base = `/organizations/${w.orgId}/integrations`;
  });
  afterAll(async () => {
    await t.close();
    await manychat.close();
    await telegram.close();
  });

  it('with nothing set up, a test message goes to the log and the message log keeps it', async () => {
    const tried = await api(t.app, 'POST', `${base}/infobip/test`, w.owner, { branchId: w.branchId, to: '+381641234567' });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(tried.json()).toEqual({ ok: true, via: 'log', detail: 'Sent' });
    const [row] = await t.app.db.select().from(outbox).where(and(eq(outbox.organizationId, w.orgId), eq(outbox.event, 'integration.test')));
    expect(row).toMatchObject({ status: 'sent', provider: 'log', channel: 'sms', branchId: w.branchId, recipient: '+381641234567' });
  });

  it('ManyChat: bad settings are named by field, the key is write-only, and a test reaches the subscriber through ManyChat', async () => {
    const bad = await api(t.app, 'PUT', `${base}/manychat`, w.owner, { settings: { messageTag: 'SALE', serviceIds: [0] }, secrets: { apiKey: 'nope' }, version: 0 });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toEqual(expect.arrayContaining(['settings.messageTag', 'settings.serviceIds.0', 'secrets.apiKey']));
    expect(await t.app.db.select().from(integrations).where(eq(integrations.organizationId, w.orgId))).toEqual([]);

    const saved = await api(t.app, 'PUT', `${base}/manychat`, w.owner, { settings: { serviceIds: [w.cut] }, secrets: { apiKey: manychat.apiKey }, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ provider: 'manychat', branchId: null, settings: { serviceIds: [w.cut] }, secretsSet: { apiKey: true }, state: 'untried', callbackUrls: {} });
    expect(saved.body).not.toContain(manychat.apiKey);
    // The switch list changes alone: the key left blank is kept.
    const services = await api(t.app, 'PUT', `${base}/manychat`, w.owner, { settings: { serviceIds: [] }, secrets: { apiKey: '' }, version: 1 });
    expect(services.json()).toMatchObject({ settings: { serviceIds: [] }, secretsSet: { apiKey: true }, version: 2 });

    const tried = await api(t.app, 'POST', `${base}/manychat/test`, w.owner, { to: String(subscriber) });
    expect(tried.json()).toEqual({ ok: true, via: 'manychat', detail: 'Sent' });
    expect(manychat.messages).toEqual([{ subscriberId: subscriber, contentType: 'instagram', texts: ['This is a test message from BranchBook: your integration works.'], messageTag: undefined }]);
    const unknown = await api(t.app, 'POST', `${base}/manychat/test`, w.owner, { to: '42' });
    expect(unknown.json()).toMatchObject({ ok: false, via: 'manychat', detail: 'ManyChat refused the message (400, Validation error: Subscriber does not exist)' });
    const listed = (await api(t.app, 'GET', base, w.owner)).json().items.find((i: { provider: string }) => i.provider === 'manychat');
    expect(listed).toMatchObject({ state: 'failing', lastError: expect.stringContaining('Subscriber does not exist') });
    const [logged] = await t.app.db.select().from(outbox).where(and(eq(outbox.organizationId, w.orgId), eq(outbox.channel, 'instagram'), eq(outbox.status, 'sent')));
    expect(logged).toMatchObject({ provider: 'manychat', recipient: String(subscriber) });
  });

  it('Telegram: the username is learnt from Telegram, the webhook is set with its secret and read back; a token Telegram refuses is a 400', async () => {
    const refused = await api(t.app, 'PUT', `${base}/telegram`, w.owner, { settings: {}, secrets: { token: '123456:AAE_notTheStandInsTokenAtAll_0123456' }, version: 0 });
    expect(refused.statusCode).toBe(400);
    expect(issuePaths(refused.json())).toEqual(['secrets.token']);
    expect(refused.json().issues[0].message).toContain('@BotFather');

    const saved = await api(t.app, 'PUT', `${base}/telegram`, w.owner, { settings: {}, secrets: { token: telegram.token }, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ settings: { botUsername: telegram.botUsername }, secretsSet: { token: true } });
    expect(saved.body).not.toContain(telegram.token);
    const [row] = await t.app.db.select().from(integrations).where(and(eq(integrations.organizationId, w.orgId), eq(integrations.provider, 'telegram')));
    expect(telegram.webhook).toEqual({ url: saved.json().callbackUrls.webhook, secretToken: row!.callbackToken, allowedUpdates: ['message'] });

    const state = await api(t.app, 'GET', `${base}/telegram/webhook`, w.owner);
    expect(state.json()).toEqual({ expectedUrl: saved.json().callbackUrls.webhook, url: saved.json().callbackUrls.webhook, connected: true, httpsMissing: true, pendingUpdateCount: 0, lastError: null, lastErrorAt: null, problem: null });
    // Telegram's own words about its last failed delivery come through; a webhook taken elsewhere is set back.
    telegram.webhookError = { at: new Date('2031-05-01T10:00:00Z'), message: 'Connection refused' };
    telegram.webhook = { url: 'https://elsewhere.example/hook', secretToken: undefined, allowedUpdates: undefined };
    expect((await api(t.app, 'GET', `${base}/telegram/webhook`, w.owner)).json()).toMatchObject({ connected: false, url: 'https://elsewhere.example/hook', lastError: 'Connection refused', lastErrorAt: '2031-05-01T10:00:00.000Z' });
    expect((await api(t.app, 'POST', `${base}/telegram/webhook`, w.owner)).json()).toMatchObject({ connected: true });
    // A linked chat gets the test message through the bot.
    const tried = await api(t.app, 'POST', `${base}/telegram/test`, w.owner, { to: '5550101' });
    expect(tried.json()).toMatchObject({ ok: true, via: 'telegram' });
    expect(telegram.messages.at(-1)).toMatchObject({ chatId: '5550101', text: 'This is a test message from BranchBook: your integration works.' });
  });

  it('SMS: one provider per scope, senders per branch checked by name, the callback addresses to paste', async () => {
    const infobip = { provider: 'infobip', baseUrl: 'https://xyz12.api.infobip.com', sender: 'Salon', branchSenders: { [String(w.branchId)]: 'Centre' } };
    const badSender = await api(t.app, 'PUT', `${base}/infobip`, w.owner, { settings: { ...infobip, branchSenders: { [String(w.branchId)]: 'A name far too long' } }, secrets: { apiKey: 'k' }, version: 0 });
    expect(badSender.statusCode).toBe(400);
    expect(issuePaths(badSender.json())).toEqual([`settings.branchSenders.${w.branchId}`]);
    const missingKey = await api(t.app, 'PUT', `${base}/infobip`, w.owner, { settings: infobip, secrets: {}, version: 0 });
    expect(issuePaths(missingKey.json())).toEqual(['secrets.apiKey']);

    const saved = await api(t.app, 'PUT', `${base}/infobip`, w.owner, { settings: infobip, secrets: { apiKey: 'infobip-secret-key' }, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(Object.keys(saved.json().callbackUrls)).toEqual(['reports', 'inbound']);
    const twilio = { provider: 'twilio', accountSid: `AC${'a'.repeat(32)}`, from: '+15005550006' };
    const switched = await api(t.app, 'PUT', `${base}/twilio`, w.owner, { settings: twilio, secrets: { authToken: 'b'.repeat(32) }, version: 0 });
    expect(switched.statusCode, switched.body).toBe(200);
    const providers = (await api(t.app, 'GET', base, w.owner)).json().items.map((i: { provider: string }) => i.provider);
    expect(providers).toContain('twilio');
    expect(providers).not.toContain('infobip');
    // A branch may keep its own provider beside the chain's.
    const own = await api(t.app, 'PUT', `${base}/infobip`, w.owner, { branchId: w.branchId, settings: infobip, secrets: { apiKey: 'branch-key' }, version: 0 });
    expect(own.json()).toMatchObject({ branchId: w.branchId, provider: 'infobip' });
    const listed = await api(t.app, 'GET', base, w.owner);
    expect(listed.json().items.map((i: { provider: string; branchId: number | null }) => `${i.provider}@${i.branchId ?? 'chain'}`).sort()).toEqual([`infobip@${w.branchId}`, 'manychat@chain', 'telegram@chain', 'twilio@chain']);
    for (const secret of ['infobip-secret-key', 'branch-key', 'b'.repeat(32), manychat.apiKey, telegram.token]) expect(listed.body).not.toContain(secret);
  });

  it('another chain’s integrations are not found, nor is a branch of another chain', async () => {
    const stranger = await orderWorld(t.app, 'Integrations Stranger');
    expect((await api(t.app, 'GET', base, stranger.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `${base}/telegram/webhook`, stranger.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'PUT', `${base}/manychat`, stranger.owner, { settings: {}, secrets: { apiKey: manychat.apiKey }, version: 2 })).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `${base}/manychat/test`, stranger.owner, { to: String(subscriber) })).statusCode).toBe(404);
    const foreignBranch = await api(t.app, 'POST', `/organizations/${stranger.orgId}/integrations/infobip/test`, stranger.owner, { branchId: w.branchId, to: '+381641234567' });
    expect(foreignBranch.statusCode).toBe(404);
    // Their own chain has no bot yet: its webhook state is not found either.
    expect((await api(t.app, 'GET', `/organizations/${stranger.orgId}/integrations/telegram/webhook`, stranger.owner)).statusCode).toBe(404);
  });
});
