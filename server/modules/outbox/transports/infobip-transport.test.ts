import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { infobipSettingsSchema } from '../../../../src/schema/messages/provider-settings';
import { failureOf, smsRow } from '../../../../tests/support/outbox-row';
import { startCallbackReceiver, unusedAddress } from '../../../../tests/support/stand-ins/http-stand-in';
import { startInfobipStandIn, type InfobipStandIn } from '../../../../tests/support/stand-ins/infobip';
import {
  createInfobipTransport,
  infobipCallbackUrls,
  infobipMessageId,
  parseInfobipDeliveryReports,
  parseInfobipInbound,
  type InfobipTransportConfig,
} from './infobip-transport';
import { PermanentDeliveryError } from './transport';

describe('Infobip transport against the stand-in', () => {
  let infobip: InfobipStandIn;
  let config: InfobipTransportConfig;
  const reportUrl = 'https://app.example.com/api/v1/callbacks/infobip/t0k3n/reports';
  beforeAll(async () => {
    infobip = await startInfobipStandIn();
    config = {
      provider: 'infobip',
      baseUrl: infobip.baseUrl,
      sender: 'SalonAna',
      apiKey: infobip.apiKey,
      deliveryReportUrl: reportUrl,
    };
  });
  afterAll(() => infobip.close());
  afterEach(() => {
    infobip.messages.length = 0;
    infobip.requests.length = 0;
  });

  it('sends under a branch’s own sender where the chain’s settings name one for the message’s branch', async () => {
    const branchConfig = { ...config, branchSenders: { '7': 'Riverside' } };
    await createInfobipTransport(branchConfig).send(smsRow({ branchId: 7 }));
    await createInfobipTransport(branchConfig).send(smsRow({ branchId: 8 }));
    expect(infobip.messages.map((message) => message.sender)).toEqual(['Riverside', 'SalonAna']);
  });

  it('sends the text to the number from the sender, with our key as the messageId and our report address', async () => {
    const row = smsRow({ dedupeKey: 'customer.reminder:order:12:1440:sms' });
    const result = await createInfobipTransport(config).send(row);

    const [request] = infobip.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/sms/3/messages');
    expect(request?.headers.authorization).toBe(`App ${infobip.apiKey}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      messages: [
        {
          sender: 'SalonAna',
          destinations: [{ to: '381641234567', messageId: 'customer.reminder:order:12:1440:sms' }],
          content: { text: 'Ana, see you tomorrow at 10:30. Salon Ana' },
          webhooks: { delivery: { url: reportUrl }, contentType: 'application/json' },
        },
      ],
    });
    expect(infobip.messages).toMatchObject([
      {
        to: '381641234567',
        messageId: 'customer.reminder:order:12:1440:sms',
        sender: 'SalonAna',
        status: 'PENDING_ACCEPTED',
        deliveryUrl: reportUrl,
      },
    ]);
    expect(result).toEqual({ providerMessageId: 'customer.reminder:order:12:1440:sms' });
  });

  it('names a row without a dedupe key by its id, leaves out the webhooks without a report address, and hashes a key past 200 characters', async () => {
    const { deliveryReportUrl: _, ...withoutReports } = config;
    await createInfobipTransport(withoutReports).send(smsRow({ id: 99 }));
    expect(JSON.parse(infobip.requests[0]?.body ?? '').messages[0]).toEqual({
      sender: 'SalonAna',
      destinations: [{ to: '381641234567', messageId: 'outbox-99' }],
      content: { text: 'Ana, see you tomorrow at 10:30. Salon Ana' },
    });

    const long = smsRow({ dedupeKey: 'x'.repeat(201) });
    expect(infobipMessageId(long)).toMatch(/^[0-9a-f]{64}$/);
    await expect(createInfobipTransport(config).send(long)).resolves.toEqual({
      providerMessageId: infobipMessageId(long),
    });
  });

  it('sends a retried row with the same messageId, which the provider can recognise', async () => {
    const transport = createInfobipTransport(config);
    const row = smsRow({ dedupeKey: 'customer.confirmRequest:order:3:sms' });
    await transport.send(row);
    await transport.send({ ...row, attempts: 2 });
    expect(infobip.messages.map((message) => message.messageId)).toEqual([
      'customer.confirmRequest:order:3:sms',
      'customer.confirmRequest:order:3:sms',
    ]);

    const deduplicating = await startInfobipStandIn({ deduplicateMessageIds: true });
    const again = createInfobipTransport({
      ...config,
      baseUrl: deduplicating.baseUrl,
      apiKey: deduplicating.apiKey,
    });
    await again.send(row);
    await expect(again.send(row)).resolves.toEqual({
      providerMessageId: 'customer.confirmRequest:order:3:sms',
    });
    expect(deduplicating.messages).toHaveLength(1);
    await deduplicating.close();
  });

  it('fails for good when the API key is refused (401), without repeating the key', async () => {
    const error = await failureOf(createInfobipTransport({ ...config, apiKey: 'not-the-key' }).send(smsRow()));
    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect(error.message).toMatch(/^Infobip refused the API key \(401, E401/);
    expect(error.message).not.toContain('not-the-key');
    expect(infobip.messages).toHaveLength(0);
  });

  it('fails for good on a number no network has (REJECTED_DESTINATION) and on a request Infobip cannot process (400)', async () => {
    const rejected = await failureOf(createInfobipTransport(config).send(smsRow({ recipient: '+38112' })));
    expect(rejected).toBeInstanceOf(PermanentDeliveryError);
    expect(rejected.message).toBe(
      'Infobip refused the message: REJECTED_DESTINATION, Invalid destination address',
    );

    const badRequest = await failureOf(
      createInfobipTransport({ ...config, deliveryReportUrl: 'not an address' }).send(smsRow()),
    );
    expect(badRequest).toBeInstanceOf(PermanentDeliveryError);
    expect(badRequest.message).toMatch(
      /^Infobip refused the message \(400, E400, Request cannot be processed\., messages\[0\]\.webhooks\.delivery\.url: /,
    );
  });

  it('fails for a retry on 429 and 500, and sends on the next attempt', async () => {
    const transport = createInfobipTransport(config);
    infobip.failNext(1, 'rate-limit');
    infobip.failNext(1, 'server-error');
    const limited = await failureOf(transport.send(smsRow()));
    expect(limited).not.toBeInstanceOf(PermanentDeliveryError);
    expect(limited.message).toBe('Infobip answered 429, E429, Too many requests sent.');
    const failing = await failureOf(transport.send(smsRow()));
    expect(failing).not.toBeInstanceOf(PermanentDeliveryError);
    expect(failing.message).toBe('Infobip answered 500, E500, Something went wrong.');
    await expect(transport.send(smsRow())).resolves.toEqual({ providerMessageId: 'outbox-7' });
    expect(infobip.messages).toHaveLength(1);
  });

  it('gives up on an answer that does not come within the time-out, for a retry', async () => {
    infobip.failNext(1, 'hang');
    const started = Date.now();
    const error = await failureOf(createInfobipTransport({ ...config, timeoutMs: 300 }).send(smsRow()));
    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    expect(error.message).toBe('Infobip did not answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('fails for a retry when Infobip cannot be reached', async () => {
    const error = await failureOf(
      createInfobipTransport({ ...config, baseUrl: await unusedAddress() }).send(smsRow()),
    );
    expect(error).not.toBeInstanceOf(PermanentDeliveryError);
    expect(error.message).toBe('Infobip could not be reached (ECONNREFUSED)');
  });

  it('reads the delivery reports and inbound messages the stand-in posts back', async () => {
    const receiver = await startCallbackReceiver();
    const transport = createInfobipTransport({ ...config, deliveryReportUrl: `${receiver.url}/reports` });
    for (const id of [1, 2, 3]) await transport.send(smsRow({ id }));
    await infobip.sendDeliveryReport('outbox-1', 'DELIVERED');
    await infobip.sendDeliveryReport('outbox-2', 'UNDELIVERABLE');
    await infobip.sendDeliveryReport('outbox-3', 'PENDING');
    await infobip.sendInbound(`${receiver.url}/inbound`, {
      from: '+381641234567',
      to: '+381600000000',
      text: 'STOP',
    });
    await receiver.close();

    const [delivered, undeliverable, pending, inbound] = receiver.received;
    expect(delivered?.headers['content-type']).toBe('application/json');
    expect(parseInfobipDeliveryReports(JSON.parse(delivered?.body ?? ''))).toEqual([
      { providerMessageId: 'outbox-1', outcome: 'delivered' },
    ]);
    expect(parseInfobipDeliveryReports(JSON.parse(undeliverable?.body ?? ''))).toEqual([
      {
        providerMessageId: 'outbox-2',
        outcome: 'failed',
        error: 'UNDELIVERABLE_NOT_DELIVERED, Message sent not delivered (Absent Subscriber)',
      },
    ]);
    expect(parseInfobipDeliveryReports(JSON.parse(pending?.body ?? ''))).toEqual([
      { providerMessageId: 'outbox-3', outcome: 'pending' },
    ]);
    expect(inbound?.path).toBe('/inbound');
    expect(parseInfobipInbound(JSON.parse(inbound?.body ?? ''))).toEqual([
      { from: '+381641234567', to: '+381600000000', text: 'STOP' },
    ]);
  });
});

describe('Infobip callbacks', () => {
  /** The documented v3 report: every field, two results. */
  const documentedReports = {
    results: [
      {
        bulkId: 'BULK-1',
        price: { pricePerMessage: 0.01, currency: 'EUR' },
        status: {
          groupId: 3,
          groupName: 'DELIVERED',
          id: 5,
          name: 'DELIVERED_TO_HANDSET',
          description: 'Message delivered to handset',
        },
        error: {
          groupId: 0,
          groupName: 'OK',
          id: 0,
          name: 'NO_ERROR',
          description: 'No Error',
          permanent: false,
        },
        messageId: 'customer.reminder:order:12:1440:sms',
        to: '381641234567',
        sender: 'SalonAna',
        sentAt: '2026-11-27T16:00:00.000+0100',
        doneAt: '2026-11-27T16:00:05.000+0100',
        messageCount: 1,
        mccMnc: '22001',
        callbackData: 'anything',
        platform: { entityId: 'e', applicationId: 'a' },
        campaignReferenceId: 'spring',
      },
      {
        bulkId: 'BULK-1',
        status: {
          groupId: 4,
          groupName: 'EXPIRED',
          id: 15,
          name: 'EXPIRED_EXPIRED',
          description: 'Message expired',
        },
        error: {
          groupId: 1,
          groupName: 'HANDSET_ERRORS',
          id: 27,
          name: 'EC_ABSENT_SUBSCRIBER',
          description: 'Absent Subscriber',
          permanent: false,
        },
        messageId: 'outbox-8',
        to: '381641234568',
      },
    ],
  };

  it('turns a report into our outcome per message, ignoring fields it does not need', () => {
    expect(parseInfobipDeliveryReports(documentedReports)).toEqual([
      { providerMessageId: 'customer.reminder:order:12:1440:sms', outcome: 'delivered' },
      {
        providerMessageId: 'outbox-8',
        outcome: 'failed',
        error: 'EXPIRED_EXPIRED, Message expired (Absent Subscriber)',
      },
    ]);
    const rejected = {
      results: [{ messageId: 'm', status: { groupName: 'REJECTED', name: 'REJECTED_NETWORK' } }],
    };
    expect(parseInfobipDeliveryReports(rejected)).toEqual([
      { providerMessageId: 'm', outcome: 'failed', error: 'REJECTED_NETWORK' },
    ]);
    expect(
      parseInfobipDeliveryReports({ results: [{ messageId: 'm', status: { groupName: 'ACCEPTED' } }] }),
    ).toEqual([{ providerMessageId: 'm', outcome: 'pending' }]);
  });

  it('turns the documented inbound message into ours, numbers in international form', () => {
    const documentedInbound = {
      results: [
        {
          messageId: '817790313235066447',
          from: '381641234567',
          to: '38160000000',
          text: 'STOP please',
          cleanText: 'please',
          keyword: 'STOP',
          receivedAt: '2026-11-27T16:00:00.000+0000',
          smsCount: 1,
          price: { pricePerMessage: 0, currency: 'EUR' },
          callbackData: 'callbackData',
        },
      ],
      messageCount: 1,
      pendingMessageCount: 0,
    };
    expect(parseInfobipInbound(documentedInbound)).toEqual([
      { from: '+381641234567', to: '+38160000000', text: 'STOP please' },
    ]);
    expect(parseInfobipInbound({ results: [{ from: 'InfoSMS', to: '38160000000', text: '' }] })).toEqual([
      { from: 'InfoSMS', to: '+38160000000', text: '' },
    ]);
  });

  it('rejects junk with a zod error', () => {
    for (const junk of [
      null,
      'DELIVERED',
      {},
      { results: {} },
      { results: [{ messageId: 'm' }] },
      { results: [{ messageId: 'm', status: { groupName: 'SENT' } }] },
    ]) {
      expect(() => parseInfobipDeliveryReports(junk)).toThrow(ZodError);
    }
    for (const junk of [
      null,
      { results: [{ from: '381641234567', text: 'STOP' }] },
      { results: [{ from: '', to: '1', text: 'x' }] },
    ]) {
      expect(() => parseInfobipInbound(junk)).toThrow(ZodError);
    }
  });

  it('gives the report and inbound addresses under the public URL, by the integration’s token', () => {
    expect(infobipCallbackUrls('https://salon.example.com/', 'Zx9_-k')).toEqual({
      reports: 'https://salon.example.com/api/v1/callbacks/infobip/Zx9_-k/reports',
      inbound: 'https://salon.example.com/api/v1/callbacks/infobip/Zx9_-k/inbound',
    });
  });
});

describe('Infobip settings', () => {
  it('take an https base URL and a sender a network accepts', () => {
    const settings = { provider: 'infobip', baseUrl: 'https://xyz12.api.infobip.com', sender: 'Salon Ana' };
    expect(infobipSettingsSchema.parse(settings)).toEqual(settings);
    expect(infobipSettingsSchema.parse({ ...settings, sender: '+381641234567' }).sender).toBe(
      '+381641234567',
    );
    const refused = infobipSettingsSchema.safeParse({
      ...settings,
      baseUrl: 'http://xyz12.api.infobip.com',
      sender: 'A name far too long',
    });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'baseUrl',
      'sender',
    ]);
  });
});
