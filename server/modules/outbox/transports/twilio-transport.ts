import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { TwilioSecrets, TwilioSettings } from '../../../../src/schema/messages/provider-settings';
import {
  providerCallbackUrl,
  type DeliveryOutcome,
  type InboundSms,
  type ProviderDeliveryReport,
} from './provider-callbacks';
import { branchSender } from './sms-sender';
import { callProvider, isTransientStatus, type ProviderAnswer } from './provider-request';
import { PermanentDeliveryError, type MessageTransport } from './transport';

/**
 * SMS through Twilio's Messages API (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, HTTP
 * Basic auth with the Account SID and Auth Token). Plain fetch rather than the `twilio` SDK: one request and its
 * answer do not need the SDK's thousands of generated resources.
 *
 * Twilio's Messages API takes no idempotency key, so unlike Infobip a retry after a lost answer is not recognisable
 * on Twilio's side: the message is recognised by the SID the answer gives.
 */
export type TwilioTransportConfig = TwilioSettings &
  TwilioSecrets & {
    /** Where Twilio posts status callbacks (twilioCallbackUrls().status); without it, the Messaging Service's own applies. */
    deliveryReportUrl?: string;
    timeoutMs?: number;
    /** The stand-in's address in tests. */
    apiBaseUrl?: string;
  };

const twilioApiBaseUrl = 'https://api.twilio.com';

export function createTwilioTransport(config: TwilioTransportConfig): MessageTransport {
  const url = `${config.apiBaseUrl ?? twilioApiBaseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const headers = {
    authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  return {
    name: 'twilio',
    async send(message) {
      const form = new URLSearchParams({ To: message.recipient, Body: message.body });
      const from = branchSender(config.branchSenders, message) ?? config.from;
      if (from) form.set('From', from);
      if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
      if (config.deliveryReportUrl) form.set('StatusCallback', config.deliveryReportUrl);
      const answer = await callProvider(
        'Twilio',
        url,
        { method: 'POST', headers, body: form.toString() },
        config.timeoutMs,
      );
      return { providerMessageId: createdSid(answer) };
    },
  };
}

const createdSchema = z.object({ sid: z.string().min(1) });
const restErrorSchema = z.object({ code: z.number().int(), message: z.string() });

/** Refusals worth their own words; any other 4xx gets Twilio's message. */
const refusalReasons: Record<number, string> = {
  20003: 'Twilio refused the Account SID or Auth Token',
  21211: "Twilio refused the number as not a valid 'To' phone number",
  21610: 'the recipient has unsubscribed: they replied STOP to this sender',
};

function createdSid({ status, body }: ProviderAnswer): string {
  if (status >= 200 && status < 300) {
    const created = createdSchema.safeParse(body);
    if (!created.success) throw new Error(`Twilio answered ${status} without the message's SID`);
    return created.data.sid;
  }
  const error = restErrorSchema.safeParse(body);
  const code = error.success ? error.data.code : undefined;
  const detail = error.success ? `${error.data.message} (Twilio ${error.data.code})` : `HTTP ${status}`;
  if (isTransientStatus(status)) throw new Error(`Twilio answered ${status}: ${detail}`);
  throw new PermanentDeliveryError(
    code && refusalReasons[code]
      ? `${refusalReasons[code]} (Twilio ${code})`
      : `Twilio refused the message: ${detail}`,
  );
}

/**
 * Twilio's request signature (its "Secure webhooks" guide): HMAC-SHA1, keyed by the Auth Token, of the full URL
 * Twilio was given followed by every POST parameter's name and value, sorted by name; base64. `url` must be the
 * address we gave Twilio (twilioCallbackUrls), not one rebuilt from the request's Host behind a proxy.
 */
export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
  signature: string,
): boolean {
  const signed = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  const expected = Buffer.from(createHmac('sha1', authToken).update(signed, 'utf8').digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const messageStatusSchema = z.enum([
  'queued',
  'sending',
  'sent',
  'failed',
  'delivered',
  'undelivered',
  'receiving',
  'received',
  'accepted',
  'scheduled',
  'read',
  'partially_delivered',
  'canceled',
]);

const outcomeOfStatus: Partial<Record<z.infer<typeof messageStatusSchema>, DeliveryOutcome>> = {
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'failed',
  failed: 'failed',
  canceled: 'failed',
};

/** Twilio's delivery error codes most often seen in status callbacks, for a message log a person can read. */
const deliveryErrors: Record<string, string> = {
  '30003': 'unreachable destination handset',
  '30004': 'message blocked',
  '30005': 'unknown destination handset',
  '30006': 'landline or unreachable carrier',
  '30007': 'message filtered by the carrier',
  '30008': 'unknown error',
};

/** The form Twilio posts to a message's StatusCallback; it adds parameters without notice, so extras are ignored. */
const statusCallbackSchema = z.object({
  MessageSid: z.string().min(1),
  MessageStatus: messageStatusSchema,
  ErrorCode: z.string().optional(),
});

export function parseTwilioStatusCallback(params: Record<string, unknown>): ProviderDeliveryReport {
  const { MessageSid, MessageStatus, ErrorCode } = statusCallbackSchema.parse(params);
  const outcome = outcomeOfStatus[MessageStatus] ?? 'pending';
  if (outcome !== 'failed') return { providerMessageId: MessageSid, outcome };
  const error = ErrorCode
    ? `Twilio ${ErrorCode}${deliveryErrors[ErrorCode] ? `: ${deliveryErrors[ErrorCode]}` : ''}`
    : `Twilio: ${MessageStatus}`;
  return { providerMessageId: MessageSid, outcome, error };
}

/** The form Twilio posts to a number's (or Messaging Service's) incoming-message webhook. */
const inboundSchema = z.object({ From: z.string().min(1), To: z.string().min(1), Body: z.string() });

export function parseTwilioInbound(params: Record<string, unknown>): InboundSms {
  const { From, To, Body } = inboundSchema.parse(params);
  return { from: From, to: To, text: Body };
}

/** `status` goes with every message sent; `inbound` is set on the number or Messaging Service in Twilio's console. */
export const twilioCallbackUrls = (
  publicUrl: string,
  callbackToken: string,
): { status: string; inbound: string } => ({
  status: providerCallbackUrl(publicUrl, 'twilio', callbackToken, 'status'),
  inbound: providerCallbackUrl(publicUrl, 'twilio', callbackToken, 'inbound'),
});
