import { createHmac, randomBytes } from 'node:crypto';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import {
  postCallback,
  startHttpStandIn,
  type StandInAnswer,
  type StandInFailure,
  type StandInRequest,
} from './http-stand-in';

/**
 * Twilio's Messages API as its reference and error pages document it (`POST /2010-04-01/Accounts/{AccountSid}/
 * Messages.json`), checked field by field, each refusal with Twilio's error JSON `{ code, message, more_info,
 * status }`:
 * - HTTP Basic auth with the Account SID and Auth Token, the SID also the one in the path (else 401, 20003);
 * - a form-encoded body (a JSON one reads as no `To`: 21604, as Twilio's page for 21604 says);
 * - `To` required (21604) and a valid E.164 number (21211), `From` or `MessagingServiceSid` (21603), `Body`
 *   (21602) of at most 1600 characters (21617), `StatusCallback` an absolute http(s) address (21609);
 * - a recipient who texted STOP is refused with 21610 until they text START, as Advanced Opt-Out does. Twilio keeps
 *   opt-outs per sender or Messaging Service; the stand-in keeps them per recipient, as one service would.
 * Callbacks (status and inbound) are form-encoded and signed with X-Twilio-Signature, computed here on its own,
 * from Twilio's documented algorithm, so the app's verification is checked against an independent signer.
 */

export type TwilioStandInMessage = {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
  status: 'queued' | 'accepted';
  dateCreated: Date;
};

export type TwilioStandIn = {
  apiBaseUrl: string;
  accountSid: string;
  authToken: string;
  /** Every message Twilio created. */
  messages: TwilioStandInMessage[];
  requests: StandInRequest[];
  /** Recipients who replied STOP (through sendInbound). */
  optedOut: Set<string>;
  failNext(count: number, failure: StandInFailure): void;
  /** Posts a signed status callback to the message's StatusCallback (or `url`); gives the status answered. */
  sendStatus(
    sid: string,
    status: 'sent' | 'delivered' | 'undelivered' | 'failed' | 'read',
    options?: { errorCode?: string; url?: string },
  ): Promise<number>;
  /** Posts a signed incoming message, as the number's webhook does; gives the status answered. */
  sendInbound(url: string, sms: { from: string; to: string; body: string }): Promise<number>;
  close(): Promise<void>;
};

const restError = (status: number, code: number, message: string): StandInAnswer => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

const sid = (prefix: string): string => prefix + randomBytes(16).toString('hex');

// Twilio's keywords for Advanced Opt-Out.
const optOutKeywords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const optInKeywords = new Set(['START', 'UNSTOP', 'YES']);

const isAbsoluteHttpUrl = (text: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** X-Twilio-Signature: base64 HMAC-SHA1, keyed by the Auth Token, of the URL and the params sorted by name. */
const twilioSignature = (authToken: string, url: string, params: Record<string, string>): string =>
  createHmac('sha1', authToken)
    .update(
      Object.entries(params)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .reduce((text, [name, value]) => text + name + value, url),
    )
    .digest('base64');

const rfc2822 = (date: Date): string => date.toUTCString().replace('GMT', '+0000');

export async function startTwilioStandIn(
  options: { accountSid?: string; authToken?: string } = {},
): Promise<TwilioStandIn> {
  const accountSid = options.accountSid ?? sid('AC');
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const messages: TwilioStandInMessage[] = [];
  const optedOut = new Set<string>();
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  function answer(request: StandInRequest): StandInAnswer {
    const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expectedAuth) return restError(401, 20003, 'Authenticate');
    if (request.method !== 'POST' || request.path !== messagesPath) {
      return restError(404, 20404, `The requested resource ${request.path} was not found`);
    }
    const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
    const params = Object.fromEntries(isForm ? new URLSearchParams(request.body) : []);
    const {
      To: to,
      From: from,
      MessagingServiceSid: messagingServiceSid,
      Body: body,
      StatusCallback: statusCallback,
    } = params;
    if (!to) return restError(400, 21604, "A 'To' phone number is required.");
    if (!from && !messagingServiceSid)
      return restError(
        400,
        21603,
        "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
      );
    if (!body) return restError(400, 21602, 'Message body is required.');
    if (body.length > 1600)
      return restError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    if (!/^\+[1-9]\d{6,14}$/.test(to) || !isValidPhoneNumber(to))
      return restError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (statusCallback !== undefined && !isAbsoluteHttpUrl(statusCallback))
      return restError(400, 21609, "Invalid 'StatusCallback'.");
    if (optedOut.has(to)) return restError(400, 21610, 'Attempt to send to unsubscribed recipient');

    const message: TwilioStandInMessage = {
      sid: sid('SM'),
      to,
      from,
      messagingServiceSid,
      body,
      statusCallback,
      // A Messaging Service first accepts the message, then picks its sender and queues it.
      status: messagingServiceSid ? 'accepted' : 'queued',
      dateCreated: new Date(),
    };
    messages.push(message);
    return {
      status: 201,
      body: {
        account_sid: accountSid,
        api_version: '2010-04-01',
        body,
        date_created: rfc2822(message.dateCreated),
        date_sent: null,
        date_updated: rfc2822(message.dateCreated),
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: from ?? null,
        messaging_service_sid: messagingServiceSid ?? null,
        num_media: '0',
        num_segments: String(Math.ceil(body.length / 153) || 1),
        price: null,
        price_unit: 'USD',
        sid: message.sid,
        status: message.status,
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}/Media.json` },
        to,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
      },
    };
  }

  const server = await startHttpStandIn({
    answer,
    failure: (failure) =>
      failure === 'rate-limit'
        ? restError(429, 20429, 'Too Many Requests')
        : restError(500, 20500, 'Internal Server Error'),
  });

  const postSigned = (url: string, params: Record<string, string>) =>
    postCallback(url, 'application/x-www-form-urlencoded', new URLSearchParams(params).toString(), {
      'x-twilio-signature': twilioSignature(authToken, url, params),
    });

  return {
    apiBaseUrl: server.url,
    accountSid,
    authToken,
    messages,
    requests: server.requests,
    optedOut,
    failNext: server.failNext,
    sendStatus(messageSid, status, { errorCode, url } = {}) {
      const message = messages.find((sent) => sent.sid === messageSid);
      if (!message) throw new Error(`the Twilio stand-in created no message ${messageSid}`);
      const target = url ?? message.statusCallback;
      if (!target) throw new Error(`message ${messageSid} was sent without a StatusCallback`);
      return postSigned(target, {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        ...(message.from ? { From: message.from } : {}),
        ...(message.messagingServiceSid ? { MessagingServiceSid: message.messagingServiceSid } : {}),
        MessageSid: message.sid,
        MessageStatus: status,
        SmsSid: message.sid,
        SmsStatus: status,
        To: message.to,
        ...(errorCode ? { ErrorCode: errorCode } : {}),
      });
    },
    sendInbound(url, sms) {
      const keyword = sms.body.trim().toUpperCase();
      if (optOutKeywords.has(keyword)) optedOut.add(sms.from);
      if (optInKeywords.has(keyword)) optedOut.delete(sms.from);
      const messageSid = sid('SM');
      return postSigned(url, {
        SmsMessageSid: messageSid,
        NumMedia: '0',
        SmsSid: messageSid,
        SmsStatus: 'received',
        Body: sms.body,
        To: sms.to,
        NumSegments: '1',
        MessageSid: messageSid,
        AccountSid: accountSid,
        From: sms.from,
        ApiVersion: '2010-04-01',
      });
    },
    close: server.close,
  };
}
