import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manychatSecretsSchema, manychatSettingsSchema, manychatSubscriberIdSchema, messageProviders } from '../../../../src/schema/messages/provider-settings';
import { failureOf, outboxRow } from '../../../../tests/support/outbox-row';
import { unusedAddress } from '../../../../tests/support/stand-ins/http-stand-in';
import { startManychatStandIn, type ManychatStandIn } from '../../../../tests/support/stand-ins/manychat';
import { createManychatTransport, manychatTextLimit, textMessages, type ManychatTransportConfig } from './manychat-transport';
import type { OutboxRow } from '../outbox.repository';
import { PermanentDeliveryError } from './transport';

const subscriber = 98765432101;
const row = (fields: Partial<OutboxRow> = {}) =>
  outboxRow({ id: 11, channel: 'instagram', recipient: String(subscriber), body: 'Ana, see you tomorrow at 10:30. Salon Ana', ...fields });

describe('ManyChat transport against the stand-in', () => {
  let manychat: ManychatStandIn;
  let config: ManychatTransportConfig;
  beforeAll(async () => {
    manychat = await startManychatStandIn();
    manychat.addSubscriber(subscriber);
    config = { apiKey: manychat.apiKey, apiBaseUrl: manychat.baseUrl };
  });
  afterAll(() => manychat.close());
  afterEach(() => {
    manychat.messages.length = 0;
    manychat.requests.length = 0;
  });

  it('posts sendContent with the Bearer key, the subscriber id as a number and the Dynamic Block v2 body, field by field', async () => {
    await createManychatTransport(config).send(row());
    const [request] = manychat.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/fb/sending/sendContent');
    expect(request?.headers.authorization).toBe(`Bearer ${manychat.apiKey}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      subscriber_id: subscriber,
      data: { version: 'v2', content: { type: 'instagram', messages: [{ type: 'text', text: 'Ana, see you tomorrow at 10:30. Salon Ana' }] } },
    });
    expect(manychat.messages).toEqual([{ subscriberId: subscriber, contentType: 'instagram', texts: ['Ana, see you tomorrow at 10:30. Salon Ana'], messageTag: undefined }]);
  });

  it('sends the chosen message tag, which lets HUMAN_AGENT reach a client who wrote within 7 days', async () => {
    const quiet = 55501;
    manychat.addSubscriber(quiet, new Date(Date.now() - 3 * 24 * 3_600_000));
    const untagged = await failureOf(createManychatTransport(config).send(row({ recipient: String(quiet) })));
    expect(untagged).toBeInstanceOf(PermanentDeliveryError);
    expect(untagged.message).toContain('24 hour window');
    await createManychatTransport({ ...config, messageTag: 'HUMAN_AGENT' }).send(row({ recipient: String(quiet) }));
    expect(JSON.parse(manychat.requests.at(-1)!.body).message_tag).toBe('HUMAN_AGENT');
    expect(manychat.messages.at(-1)).toMatchObject({ subscriberId: quiet, messageTag: 'HUMAN_AGENT' });
  });

  it('splits a text longer than Instagram takes into parts of at most 1000 characters, at a space', async () => {
    const long = `${'word '.repeat(300)}end`;
    await createManychatTransport(config).send(row({ body: long }));
    const [sent] = manychat.messages;
    expect(sent!.texts.length).toBe(2);
    expect(sent!.texts.every((text) => text.length <= manychatTextLimit)).toBe(true);
    expect(sent!.texts.join(' ')).toBe(long);
    expect(textMessages('short')).toEqual([{ type: 'text', text: 'short' }]);
  });

  it('a wrong key, an unknown subscriber and a recipient that is no subscriber id fail at once; 429 and 5xx are retried', async () => {
    const wrongKey = await failureOf(createManychatTransport({ ...config, apiKey: '1234567:ffffffffffffffffffffffffffffffff' }).send(row()));
    expect(wrongKey).toBeInstanceOf(PermanentDeliveryError);
    expect(wrongKey.message).toBe('ManyChat refused the API key (401, Unauthorized: wrong API key)');
    expect(wrongKey.message).not.toContain(manychat.apiKey);

    const unknown = await failureOf(createManychatTransport(config).send(row({ recipient: '42' })));
    expect(unknown).toBeInstanceOf(PermanentDeliveryError);
    expect(unknown.message).toBe('ManyChat refused the message (400, Validation error: Subscriber does not exist)');

    const phone = await failureOf(createManychatTransport(config).send(row({ recipient: '+381641234567' })));
    expect(phone).toBeInstanceOf(PermanentDeliveryError);
    expect(manychat.requests.at(-1)?.body).not.toContain('381641234567');

    manychat.failNext(1, 'rate-limit');
    const limited = await failureOf(createManychatTransport(config).send(row()));
    expect(limited).not.toBeInstanceOf(PermanentDeliveryError);
    expect(limited.message).toBe('ManyChat answered (429, Too many requests)');
    manychat.failNext(1, 'server-error');
    expect(await failureOf(createManychatTransport(config).send(row()))).not.toBeInstanceOf(PermanentDeliveryError);
  });

  it('a time-out and an unreachable API are retried, and never name the key', async () => {
    manychat.failNext(1, 'hang');
    const slow = await failureOf(createManychatTransport({ ...config, timeoutMs: 200 }).send(row()));
    expect(slow.message).toBe('ManyChat did not answer within 0.2 s');
    const nowhere = await failureOf(createManychatTransport({ ...config, apiBaseUrl: await unusedAddress() }).send(row()));
    expect(nowhere.message).toBe('ManyChat could not be reached (ECONNREFUSED)');
    expect(nowhere.message).not.toContain(manychat.apiKey);
  });
});

describe('ManyChat settings', () => {
  it('are the provider catalog’s instagram channel, with a write-only key and an optional tag and services', () => {
    expect(messageProviders.manychat.channel).toBe('instagram');
    expect(manychatSettingsSchema.parse({})).toEqual({});
    expect(manychatSettingsSchema.safeParse({ messageTag: 'CONFIRMED_EVENT_UPDATE' }).success).toBe(false);
    expect(manychatSettingsSchema.parse({ messageTag: 'HUMAN_AGENT', serviceIds: [3, 4] })).toEqual({ messageTag: 'HUMAN_AGENT', serviceIds: [3, 4] });
    expect(manychatSecretsSchema.safeParse({ apiKey: 'nope' }).success).toBe(false);
    expect(manychatSecretsSchema.parse({ apiKey: ' 1234567:0a1b2c3d4e5f60718293a4b5c6d7e8f9 ' })).toEqual({ apiKey: '1234567:0a1b2c3d4e5f60718293a4b5c6d7e8f9' });
  });

  it("take a client's subscriber id only as a positive whole number the API's JSON number keeps exactly", () => {
    expect(manychatSubscriberIdSchema.parse(' 98765432101 ')).toBe('98765432101');
    for (const bad of ['', '0', '12a', '+381641234567', '9007199254740993', '12345678901234567']) expect(manychatSubscriberIdSchema.safeParse(bad).success, bad).toBe(false);
  });
});
