import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import {
  smsProviderSettingsSchema,
  twilioSettingsSchema,
} from '../../../../src/schema/messages/provider-settings';
import { failureOf, smsRow } from '../../../../tests/support/outbox-row';
import { startCallbackReceiver, unusedAddress } from '../../../../tests/support/stand-ins/http-stand-in';
import { startInfobipStandIn } from '../../../../tests/support/stand-ins/infobip';
import { startTwilioStandIn, type TwilioStandIn } from '../../../../tests/support/stand-ins/twilio';
import { createSmsTransport } from './sms-transport';
import { PermanentDeliveryError } from './transport';
import {
  createTwilioTransport,
  parseTwilioInbound,
  parseTwilioStatusCallback,
  twilioCallbackUrls,
  verifyTwilioSignature,
  type TwilioTransportConfig,
} from './twilio-transport';

const formOf = (body: string | undefined) => Object.fromEntries(new URLSearchParams(body ?? ''));

describe('Twilio transport against the stand-in', () => {
  let twilio: TwilioStandIn;
  let config: TwilioTransportConfig;
  const statusUrl = 'https://app.example.com/api/v1/callbacks/twilio/t0k3n/status';
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    config = {
      provider: 'twilio',
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: '+15005550006',
      deliveryReportUrl: statusUrl,
      apiBaseUrl: twilio.apiBaseUrl,
    };
  });
  afterAll(() => twilio.close());
  afterEach(() => {
    twilio.messages.length = 0;
    twilio.requests.length = 0;
    twilio.optedOut.clear();
  });

  it('posts To, From, Body and StatusCallback form-encoded with Basic auth, and keeps the SID Twilio gives', async () => {
    const result = await createTwilioTransport(config).send(smsRow());

    const [request] = twilio.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`);
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
    );
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.accept).toBe('application/json');
    expect(formOf(request?.body)).toEqual({
      To: '+381641234567',
      From: '+15005550006',
      Body: 'Ana, see you tomorrow at 10:30. Salon Ana',
      StatusCallback: statusUrl,
    });
    const [message] = twilio.messages;
    expect(message).toMatchObject({
      to: '+381641234567',
      from: '+15005550006',
      body: 'Ana, see you tomorrow at 10:30. Salon Ana',
      status: 'queued',
      statusCallback: statusUrl,
    });
    expect(message?.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(result).toEqual({ providerMessageId: message?.sid });
  });

  it('sends through a Messaging Service instead of a number, and without a StatusCallback when none is given', async () => {
    const { from: _, deliveryReportUrl: __, ...rest } = config;
    const messagingServiceSid = `MG${'a'.repeat(32)}`;
    await createTwilioTransport({ ...rest, messagingServiceSid }).send(smsRow());
    expect(formOf(twilio.requests[0]?.body)).toEqual({
      To: '+381641234567',
      Body: 'Ana, see you tomorrow at 10:30. Salon Ana',
      MessagingServiceSid: messagingServiceSid,
    });
    expect(twilio.messages[0]?.status).toBe('accepted');
  });

  it('fails for good on refused credentials (20003), an invalid number (21211) and an unsubscribed recipient (21610)', async () => {
    const refusedToken = await failureOf(
      createTwilioTransport({ ...config, authToken: 'f'.repeat(32) }).send(smsRow()),
    );
    expect(refusedToken).toBeInstanceOf(PermanentDeliveryError);
    expect(refusedToken.message).toBe('Twilio refused the Account SID or Auth Token (Twilio 20003)');
    expect(refusedToken.message).not.toContain('f'.repeat(32));

    const invalid = await failureOf(createTwilioTransport(config).send(smsRow({ recipient: '+38112' })));
    expect(invalid).toBeInstanceOf(PermanentDeliveryError);
    expect(invalid.message).toBe("Twilio refused the number as not a valid 'To' phone number (Twilio 21211)");

    const receiver = await startCallbackReceiver();
    await twilio.sendInbound(receiver.url, { from: '+381641234567', to: '+15005550006', body: 'STOP' });
    await receiver.close();
    const unsubscribed = await failureOf(createTwilioTransport(config).send(smsRow()));
    expect(unsubscribed).toBeInstanceOf(PermanentDeliveryError);
    expect(unsubscribed.message).toBe(
      'the recipient has unsubscribed: they replied STOP to this sender (Twilio 21610)',
    );

    const tooLong = await failureOf(
      createTwilioTransport(config).send(smsRow({ recipient: '+381641234568', body: 'x'.repeat(1601) })),
    );
    expect(tooLong).toBeInstanceOf(PermanentDeliveryError);
    expect(tooLong.message).toBe(
      'Twilio refused the message: The concatenated message body exceeds the 1600 character limit. (Twilio 21617)',
    );
    expect(twilio.messages).toHaveLength(0);
  });

  it('fails for a retry on 429 and 500, and sends on the next attempt', async () => {
    const transport = createTwilioTransport(config);
    twilio.failNext(1, 'rate-limit');
    twilio.failNext(1, 'server-error');
    const limited = await failureOf(transport.send(smsRow()));
    expect(limited).not.toBeInstanceOf(PermanentDeliveryError);
    expect(limited.message).toBe('Twilio answered 429: Too Many Requests (Twilio 20429)');
    const failing = await failureOf(transport.send(smsRow()));
    expect(failing).not.toBeInstanceOf(PermanentDeliveryError);
    expect(failing.message).toBe('Twilio answered 500: Internal Server Error (Twilio 20500)');
    const sent = await transport.send(smsRow());
    expect(twilio.messages).toHaveLength(1);
    expect(sent).toEqual({ providerMessageId: twilio.messages[0]?.sid });
  });

  it('gives up on an answer that does not come within the time-out, and on an address nothing answers, for a retry', async () => {
    twilio.failNext(1, 'hang');
    const started = Date.now();
    const hung = await failureOf(createTwilioTransport({ ...config, timeoutMs: 300 }).send(smsRow()));
    expect(hung).not.toBeInstanceOf(PermanentDeliveryError);
    expect(hung.message).toBe('Twilio did not answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(3_000);

    const unreachable = await failureOf(
      createTwilioTransport({ ...config, apiBaseUrl: await unusedAddress() }).send(smsRow()),
    );
    expect(unreachable).not.toBeInstanceOf(PermanentDeliveryError);
    expect(unreachable.message).toBe('Twilio could not be reached (ECONNREFUSED)');
  });

  it('verifies and reads the signed status callbacks and inbound messages the stand-in posts back', async () => {
    const receiver = await startCallbackReceiver();
    const urls = { status: `${receiver.url}/status`, inbound: `${receiver.url}/inbound` };
    const transport = createTwilioTransport({ ...config, deliveryReportUrl: urls.status });
    await transport.send(smsRow());
    await transport.send(smsRow({ recipient: '+381641234568' }));
    const [delivered, undelivered] = twilio.messages.map((message) => message.sid) as [string, string];
    await twilio.sendStatus(delivered, 'delivered');
    await twilio.sendStatus(undelivered, 'undelivered', { errorCode: '30006' });
    await twilio.sendInbound(urls.inbound, { from: '+381641234567', to: '+15005550006', body: 'YES' });
    await receiver.close();

    const [deliveredCall, undeliveredCall, inboundCall] = receiver.received;
    for (const [call, url] of [
      [deliveredCall, urls.status],
      [undeliveredCall, urls.status],
      [inboundCall, urls.inbound],
    ] as const) {
      expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const signature = String(call?.headers['x-twilio-signature']);
      expect(verifyTwilioSignature(twilio.authToken, url, formOf(call?.body), signature)).toBe(true);
      expect(verifyTwilioSignature('0'.repeat(32), url, formOf(call?.body), signature)).toBe(false);
    }
    expect(parseTwilioStatusCallback(formOf(deliveredCall?.body))).toEqual({
      providerMessageId: delivered,
      outcome: 'delivered',
    });
    expect(parseTwilioStatusCallback(formOf(undeliveredCall?.body))).toEqual({
      providerMessageId: undelivered,
      outcome: 'failed',
      error: 'Twilio 30006: landline or unreachable carrier',
    });
    expect(parseTwilioInbound(formOf(inboundCall?.body))).toEqual({
      from: '+381641234567',
      to: '+15005550006',
      text: 'YES',
    });
  });
});

describe('Twilio callbacks', () => {
  // Twilio's own worked example (its webhook security guide and twilio-node's tests): Auth Token 12345.
  const documentedUrl = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const documentedParams = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675309',
    Digits: '1234',
    From: '+14158675309',
    To: '+18005551212',
  };

  it('verifies the documented signature and rejects a tampered request', () => {
    expect(
      verifyTwilioSignature('12345', documentedUrl, documentedParams, 'RSOYDt4T1cUTdK1PDd93/VVr8B8='),
    ).toBe(true);
    // The same example in the guide's older version.
    const older = { ...documentedParams, Caller: '+12349013030', From: '+12349013030' };
    expect(verifyTwilioSignature('12345', documentedUrl, older, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);

    expect(
      verifyTwilioSignature(
        '12345',
        documentedUrl,
        { ...documentedParams, Digits: '1235' },
        'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
      ),
    ).toBe(false);
    expect(
      verifyTwilioSignature(
        '12345',
        `${documentedUrl}&baz=3`,
        documentedParams,
        'RSOYDt4T1cUTdK1PDd93/VVr8B8=',
      ),
    ).toBe(false);
    expect(
      verifyTwilioSignature('12346', documentedUrl, documentedParams, 'RSOYDt4T1cUTdK1PDd93/VVr8B8='),
    ).toBe(false);
    expect(
      verifyTwilioSignature('12345', documentedUrl, documentedParams, 'RSOYDt4T1cUTdK1PDd93/VVr8B8'),
    ).toBe(false);
    expect(verifyTwilioSignature('12345', documentedUrl, documentedParams, '')).toBe(false);
  });

  it('turns each message status into our outcome, ignoring parameters Twilio adds', () => {
    const base = {
      AccountSid: `AC${'1'.repeat(32)}`,
      ApiVersion: '2010-04-01',
      MessageSid: `SM${'2'.repeat(32)}`,
      SmsSid: `SM${'2'.repeat(32)}`,
      To: '+381641234567',
    };
    const outcome = (MessageStatus: string, ErrorCode?: string) =>
      parseTwilioStatusCallback({
        ...base,
        MessageStatus,
        SmsStatus: MessageStatus,
        ...(ErrorCode ? { ErrorCode } : {}),
      });
    expect(outcome('delivered')).toEqual({ providerMessageId: base.MessageSid, outcome: 'delivered' });
    expect(outcome('read')).toEqual({ providerMessageId: base.MessageSid, outcome: 'delivered' });
    for (const pending of ['queued', 'accepted', 'sending', 'sent', 'scheduled'])
      expect(outcome(pending).outcome).toBe('pending');
    expect(outcome('failed', '30008')).toEqual({
      providerMessageId: base.MessageSid,
      outcome: 'failed',
      error: 'Twilio 30008: unknown error',
    });
    expect(outcome('undelivered', '30099')).toEqual({
      providerMessageId: base.MessageSid,
      outcome: 'failed',
      error: 'Twilio 30099',
    });
    expect(outcome('canceled')).toEqual({
      providerMessageId: base.MessageSid,
      outcome: 'failed',
      error: 'Twilio: canceled',
    });
  });

  it('rejects junk with a zod error', () => {
    for (const junk of [
      {},
      { MessageSid: 'SM1' },
      { MessageSid: 'SM1', MessageStatus: 'lost' },
      { MessageSid: '', MessageStatus: 'delivered' },
    ]) {
      expect(() => parseTwilioStatusCallback(junk)).toThrow(ZodError);
    }
    for (const junk of [
      {},
      { From: '+381641234567', Body: 'STOP' },
      { From: '+381641234567', To: '+15005550006' },
    ]) {
      expect(() => parseTwilioInbound(junk)).toThrow(ZodError);
    }
  });

  it('gives the status and inbound addresses under the public URL, by the integration’s token', () => {
    expect(twilioCallbackUrls('https://salon.example.com', 'Zx9_-k')).toEqual({
      status: 'https://salon.example.com/api/v1/callbacks/twilio/Zx9_-k/status',
      inbound: 'https://salon.example.com/api/v1/callbacks/twilio/Zx9_-k/inbound',
    });
  });
});

describe('SMS provider settings and the transport they choose', () => {
  const twilioSettings = {
    provider: 'twilio',
    accountSid: `AC${'0a'.repeat(16)}`,
    from: '+15005550006',
  } as const;

  it('need a sender or a Messaging Service for Twilio, and name the field that is wrong', () => {
    expect(smsProviderSettingsSchema.parse(twilioSettings)).toEqual(twilioSettings);
    const refused = (settings: unknown) => {
      const result = smsProviderSettingsSchema.safeParse(settings);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(refused({ provider: 'twilio', accountSid: twilioSettings.accountSid })).toEqual(['from']);
    expect(refused({ ...twilioSettings, accountSid: 'SK123' })).toEqual(['accountSid']);
    expect(refused({ provider: 'nexmo' })).toEqual(['provider']);
    expect(
      twilioSettingsSchema.safeParse({
        ...twilioSettings,
        from: undefined,
        messagingServiceSid: `MG${'b'.repeat(32)}`,
      }).success,
    ).toBe(true);
  });

  it('send through the provider the settings name', async () => {
    const infobip = await startInfobipStandIn();
    const twilio = await startTwilioStandIn();
    const viaInfobip = createSmsTransport({
      provider: 'infobip',
      baseUrl: infobip.baseUrl,
      sender: 'SalonAna',
      apiKey: infobip.apiKey,
    });
    const viaTwilio = createSmsTransport({
      ...twilioSettings,
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      apiBaseUrl: twilio.apiBaseUrl,
    });
    expect([viaInfobip.name, viaTwilio.name]).toEqual(['infobip', 'twilio']);
    await viaInfobip.send(smsRow());
    await viaTwilio.send(smsRow());
    expect([infobip.messages.length, twilio.messages.length]).toEqual([1, 1]);
    await Promise.all([infobip.close(), twilio.close()]);
  });
});
