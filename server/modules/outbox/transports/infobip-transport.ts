import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { InfobipSecrets, InfobipSettings } from '../../../../src/schema/messages/provider-settings';
import type { OutboxRow } from '../outbox.repository';
import {
  providerCallbackUrl,
  type DeliveryOutcome,
  type InboundSms,
  type ProviderDeliveryReport,
} from './provider-callbacks';
import { branchSender } from './sms-sender';
import { callProvider, isTransientStatus, type ProviderAnswer } from './provider-request';
import { idempotencyKeyOf, PermanentDeliveryError, type MessageTransport } from './transport';

/**
 * SMS through Infobip's "Send SMS message" API (`POST {baseUrl}/sms/3/messages`, the successor of
 * `/sms/2/text/advanced`), authorised by `Authorization: App <API key>`.
 */
export type InfobipTransportConfig = InfobipSettings &
  InfobipSecrets & {
    /** Where Infobip posts delivery reports (infobipCallbackUrls().reports); without it the account's own subscription applies. */
    deliveryReportUrl?: string;
    timeoutMs?: number;
  };

export function createInfobipTransport(config: InfobipTransportConfig): MessageTransport {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/sms/3/messages`;
  const headers = {
    authorization: `App ${config.apiKey}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };
  return {
    name: 'infobip',
    async send(message) {
      const answer = await callProvider(
        'Infobip',
        url,
        { method: 'POST', headers, body: JSON.stringify(sendRequest(config, message)) },
        config.timeoutMs,
      );
      return { providerMessageId: acceptedMessageId(answer) };
    },
  };
}

/**
 * Our idempotency key goes as the destination's `messageId`, so a retried send carries the same id and its report
 * names the row even if we died before recording the answer. Infobip clips ids past 200 characters, which could
 * make two long keys one: those go hashed.
 */
export const infobipMessageId = (message: Pick<OutboxRow, 'id' | 'dedupeKey'>): string => {
  const key = idempotencyKeyOf(message);
  return key.length <= 200 ? key : createHash('sha256').update(key).digest('hex');
};

function sendRequest(config: InfobipTransportConfig, message: OutboxRow) {
  return {
    messages: [
      {
        sender: branchSender(config.branchSenders, message) ?? config.sender,
        // Infobip's documented destination form is the international number without the plus.
        destinations: [{ to: message.recipient.replace(/^\+/, ''), messageId: infobipMessageId(message) }],
        content: { text: message.body },
        ...(config.deliveryReportUrl
          ? { webhooks: { delivery: { url: config.deliveryReportUrl }, contentType: 'application/json' } }
          : {}),
      },
    ],
  };
}

const statusGroupSchema = z.enum([
  'ACCEPTED',
  'PENDING',
  'UNDELIVERABLE',
  'DELIVERED',
  'EXPIRED',
  'REJECTED',
]);
const messageStatusSchema = z.object({
  groupName: statusGroupSchema,
  name: z.string().optional(),
  description: z.string().optional(),
});
const sentMessageSchema = z.object({ messageId: z.string().min(1), status: messageStatusSchema });
const sentSchema = z.object({ messages: z.tuple([sentMessageSchema], sentMessageSchema) });
const apiErrorSchema = z.object({
  errorCode: z.string().optional(),
  description: z.string().optional(),
  violations: z.array(z.object({ property: z.string(), violation: z.string() })).optional(),
});

function acceptedMessageId({ status, body }: ProviderAnswer): string {
  if (status >= 200 && status < 300) {
    const sent = sentSchema.safeParse(body);
    if (!sent.success) throw new Error(`Infobip answered ${status} without the message's status`);
    const [{ messageId, status: messageStatus }] = sent.data.messages;
    // An invalid number or an account out of credit is refused at once, in a 200 answer, with the REJECTED group.
    if (messageStatus.groupName === 'REJECTED')
      throw new PermanentDeliveryError(`Infobip refused the message: ${statusText(messageStatus)}`);
    return messageId;
  }
  const detail = errorDetail(body);
  if (status === 401) throw new PermanentDeliveryError(`Infobip refused the API key (401${detail})`);
  if (isTransientStatus(status)) throw new Error(`Infobip answered ${status}${detail}`);
  // Any other 4xx refuses the request as it stands (an invalid destination, a sender the account may not use):
  // sending it again gets the same answer.
  throw new PermanentDeliveryError(`Infobip refused the message (${status}${detail})`);
}

function errorDetail(body: unknown): string {
  const error = apiErrorSchema.safeParse(body);
  if (!error.success) return '';
  const violations = (error.data.violations ?? []).map(
    ({ property, violation }) => `${property}: ${violation}`,
  );
  return [error.data.errorCode, error.data.description, ...violations]
    .filter(Boolean)
    .map((part) => `, ${part}`)
    .join('');
}

const statusText = (status: z.infer<typeof messageStatusSchema>): string =>
  [status.name ?? status.groupName, status.description].filter(Boolean).join(', ');

const outcomeOfGroup: Record<z.infer<typeof statusGroupSchema>, DeliveryOutcome> = {
  ACCEPTED: 'pending',
  PENDING: 'pending',
  DELIVERED: 'delivered',
  UNDELIVERABLE: 'failed',
  EXPIRED: 'failed',
  REJECTED: 'failed',
};

/** Infobip's delivery report webhook (v3 "Receive outbound SMS message reports"), up to 100 reports a call. */
const deliveryReportsSchema = z.object({
  results: z.array(
    z.object({
      messageId: z.string().min(1),
      status: messageStatusSchema,
      error: z.object({ name: z.string().optional(), description: z.string().optional() }).optional(),
    }),
  ),
});

export function parseInfobipDeliveryReports(body: unknown): ProviderDeliveryReport[] {
  return deliveryReportsSchema.parse(body).results.map(({ messageId, status, error }) => {
    const outcome = outcomeOfGroup[status.groupName];
    if (outcome !== 'failed') return { providerMessageId: messageId, outcome };
    const cause = error && error.name !== 'NO_ERROR' ? ` (${error.description ?? error.name})` : '';
    return { providerMessageId: messageId, outcome, error: `${statusText(status)}${cause}` };
  });
}

/** Infobip's inbound SMS webhook (the default MO_JSON_2 format). */
const inboundSchema = z.object({
  results: z.array(z.object({ from: z.string().min(1), to: z.string().min(1), text: z.string() })),
});

// Infobip writes numbers without the plus; we keep them in international form, as clients' phones are stored.
const internationalForm = (address: string): string => (/^\d+$/.test(address) ? `+${address}` : address);

export function parseInfobipInbound(body: unknown): InboundSms[] {
  return inboundSchema
    .parse(body)
    .results.map(({ from, to, text }) => ({
      from: internationalForm(from),
      to: internationalForm(to),
      text,
    }));
}

/** The addresses to give Infobip: `reports` goes with every message sent, `inbound` on the number's forwarding. */
export const infobipCallbackUrls = (
  publicUrl: string,
  callbackToken: string,
): { reports: string; inbound: string } => ({
  reports: providerCallbackUrl(publicUrl, 'infobip', callbackToken, 'reports'),
  inbound: providerCallbackUrl(publicUrl, 'infobip', callbackToken, 'inbound'),
});
