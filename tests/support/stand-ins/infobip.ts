import { randomUUID } from 'node:crypto';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import {
  postCallback,
  startHttpStandIn,
  type StandInAnswer,
  type StandInFailure,
  type StandInRequest,
} from './http-stand-in';

/**
 * Infobip's SMS API as its OpenAPI description and SDKs document it (platform spec 3.x, "Send SMS message"
 * `POST /sms/3/messages`; webhooks "Receive outbound SMS message reports" v3 and "Receive inbound SMS messages"),
 * checked field by field:
 * - `Authorization: App <API key>` with the account's key, else 401 with the documented E401 ApiError;
 * - a JSON body whose fields are the documented ones (an unknown field is refused: stricter than Infobip, which
 *   catches a v2 field such as `from` or `notifyUrl` sent to v3), else 400 E400 with one violation per field;
 * - each destination's `to` an international number without the plus: an empty one is answered MISSING_TO and an
 *   impossible one REJECTED_DESTINATION, in a 200 answer, as Infobip does.
 * Text content only (no binary `hex`). A repeated `messageId` is recorded again: Infobip documents the id as the
 * message's identity in reports and logs but not that a repeat is refused or merged; `deduplicateMessageIds`
 * makes the stand-in answer a repeat with the first answer instead, for tests that model that.
 */

export type InfobipStandInMessage = {
  bulkId: string;
  messageId: string;
  to: string;
  sender: string | undefined;
  text: string;
  /** PENDING_ACCEPTED, MISSING_TO or REJECTED_DESTINATION. */
  status: string;
  deliveryUrl: string | undefined;
  contentType: string | undefined;
  callbackData: string | undefined;
  sentAt: Date;
};

export type InfobipReportGroup = 'PENDING' | 'DELIVERED' | 'UNDELIVERABLE' | 'EXPIRED' | 'REJECTED';

export type InfobipStandIn = {
  baseUrl: string;
  apiKey: string;
  /** Every destination of every accepted request, the refused ones too (see `status`). */
  messages: InfobipStandInMessage[];
  requests: StandInRequest[];
  failNext(count: number, failure: StandInFailure): void;
  /** Posts a delivery report for a message to its `webhooks.delivery.url` (or `url`); gives the status answered. */
  sendDeliveryReport(messageId: string, group: InfobipReportGroup, url?: string): Promise<number>;
  /** Posts an SMS someone sent to the account's number, as the number's forwarding does; gives the status answered. */
  sendInbound(url: string, sms: { from: string; to: string; text: string }): Promise<number>;
  close(): Promise<void>;
};

const status = (groupId: number, groupName: string, id: number, name: string, description: string) => ({
  groupId,
  groupName,
  id,
  name,
  description,
});
const error = (
  groupId: number,
  groupName: string,
  id: number,
  name: string,
  description: string,
  permanent: boolean,
) => ({
  groupId,
  groupName,
  id,
  name,
  description,
  permanent,
});

const accepted = status(1, 'PENDING', 26, 'PENDING_ACCEPTED', 'Message sent to next instance');
const missingTo = status(5, 'REJECTED', 51, 'MISSING_TO', 'Missing destination');
const rejectedDestination = status(5, 'REJECTED', 52, 'REJECTED_DESTINATION', 'Invalid destination address');
const noError = error(0, 'OK', 0, 'NO_ERROR', 'No Error', false);

/** The status and error a report of each group carries. */
const reports: Record<
  InfobipReportGroup,
  { status: ReturnType<typeof status>; error: ReturnType<typeof error> }
> = {
  PENDING: {
    status: status(1, 'PENDING', 3, 'PENDING_WAITING_DELIVERY', 'Message sent, waiting for delivery report'),
    error: noError,
  },
  DELIVERED: {
    status: status(3, 'DELIVERED', 5, 'DELIVERED_TO_HANDSET', 'Message delivered to handset'),
    error: noError,
  },
  UNDELIVERABLE: {
    status: status(2, 'UNDELIVERABLE', 9, 'UNDELIVERABLE_NOT_DELIVERED', 'Message sent not delivered'),
    error: error(1, 'HANDSET_ERRORS', 27, 'EC_ABSENT_SUBSCRIBER', 'Absent Subscriber', false),
  },
  EXPIRED: { status: status(4, 'EXPIRED', 15, 'EXPIRED_EXPIRED', 'Message expired'), error: noError },
  REJECTED: { status: status(5, 'REJECTED', 6, 'REJECTED_NETWORK', 'Network is forbidden'), error: noError },
};

const apiError = (
  errorCode: string,
  description: string,
  action: string,
  violations: { property: string; violation: string }[] = [],
) => ({
  errorCode,
  description,
  action,
  violations,
  resources: [],
});

const unauthorized: StandInAnswer = {
  status: 401,
  body: apiError(
    'E401',
    'The request lacks valid authentication credentials for the requested resource.',
    'Check the resources and adjust authentication credentials.',
  ),
};

const sendRequestSchema = z.strictObject({
  messages: z
    .array(
      z.strictObject({
        sender: z.string().optional(),
        destinations: z
          .array(
            z.strictObject({
              to: z.string().max(64),
              messageId: z.string().optional(),
              networkId: z.number().int().optional(),
            }),
          )
          .min(1),
        content: z.strictObject({
          text: z.string(),
          transliteration: z.string().optional(),
          language: z
            .strictObject({
              languageCode: z.string(),
              singleShift: z.boolean().optional(),
              lockingShift: z.boolean().optional(),
            })
            .optional(),
        }),
        options: z.record(z.string(), z.unknown()).optional(),
        webhooks: z
          .strictObject({
            delivery: z
              .strictObject({
                url: z.url({ protocol: /^https?$/ }).optional(),
                intermediateReport: z.boolean().optional(),
                notify: z.boolean().optional(),
              })
              .optional(),
            contentType: z.enum(['application/json', 'application/xml']).optional(),
            callbackData: z.string().max(4000).optional(),
          })
          .optional(),
      }),
    )
    .min(1),
  options: z.record(z.string(), z.unknown()).optional(),
});

/** `messages[0].destinations[0].to`, as Infobip names a violation's property. */
const propertyPath = (path: PropertyKey[]): string =>
  path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`))
    .join('');

const badRequest = (violations: { property: string; violation: string }[]): StandInAnswer => ({
  status: 400,
  body: apiError(
    'E400',
    'Request cannot be processed.',
    'Check the syntax, violations and adjust the request.',
    violations,
  ),
});

// Infobip's timestamps: yyyy-MM-dd'T'HH:mm:ss.SSSZ.
const infobipTime = (date: Date): string => date.toISOString().replace('Z', '+0000');

// GSM-7 fits 160 characters in one SMS (153 a part when split), anything else UCS-2's 70 (67); close enough here.
const smsCount = (text: string): number => {
  const [single, part] = /^[\x20-\x7e\n\r]*$/.test(text) ? [160, 153] : [70, 67];
  return text.length <= single ? 1 : Math.ceil(text.length / part);
};

const bulkId = (): string => String(Date.now()) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

export async function startInfobipStandIn(
  options: { apiKey?: string; deduplicateMessageIds?: boolean } = {},
): Promise<InfobipStandIn> {
  const apiKey = options.apiKey ?? `${randomUUID().replaceAll('-', '')}-${randomUUID()}`;
  const messages: InfobipStandInMessage[] = [];

  function answer(request: StandInRequest): StandInAnswer {
    if (request.method !== 'POST' || request.path !== '/sms/3/messages') {
      return { status: 404, body: apiError('E404', 'Resource not found.', 'Check the request URL.') };
    }
    if (request.headers.authorization !== `App ${apiKey}`) return unauthorized;
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return badRequest([{ property: 'Content-Type', violation: 'must be application/json' }]);
    }
    let json: unknown;
    try {
      json = JSON.parse(request.body);
    } catch {
      return badRequest([{ property: 'body', violation: 'is not valid JSON' }]);
    }
    const parsed = sendRequestSchema.safeParse(json);
    if (!parsed.success)
      return badRequest(
        parsed.error.issues.map((issue) => ({
          property: propertyPath(issue.path),
          violation: issue.message,
        })),
      );

    const bulk = bulkId();
    const sentAt = new Date();
    const answered = parsed.data.messages.flatMap((message) =>
      message.destinations.map((destination) => {
        const messageId = (destination.messageId ?? randomUUID()).slice(0, 200);
        const earlier = options.deduplicateMessageIds
          ? messages.find((sent) => sent.messageId === messageId)
          : undefined;
        if (earlier) return answerFor(earlier);
        const to = destination.to;
        const toStatus = !to
          ? missingTo
          : /^\d+$/.test(to) && isValidPhoneNumber(`+${to}`)
            ? accepted
            : rejectedDestination;
        const sent: InfobipStandInMessage = {
          bulkId: bulk,
          messageId,
          to,
          sender: message.sender,
          text: message.content.text,
          status: toStatus.name,
          deliveryUrl: message.webhooks?.delivery?.url,
          contentType: message.webhooks?.contentType,
          callbackData: message.webhooks?.callbackData,
          sentAt,
        };
        messages.push(sent);
        return answerFor(sent);
      }),
    );
    return { status: 200, body: { bulkId: bulk, messages: answered } };
  }

  const answerFor = (sent: InfobipStandInMessage) => ({
    messageId: sent.messageId,
    status: [accepted, missingTo, rejectedDestination].find((known) => known.name === sent.status),
    destination: sent.to,
    details: { messageCount: smsCount(sent.text) },
  });

  const server = await startHttpStandIn({
    answer,
    failure: (failure) =>
      failure === 'rate-limit'
        ? {
            status: 429,
            body: apiError(
              'E429',
              'Too many requests sent.',
              'Check request rate limit specified in the API endpoint documentation resource.',
            ),
          }
        : { status: 500, body: apiError('E500', 'Something went wrong.', 'Contact the support.') },
  });

  return {
    baseUrl: server.url,
    apiKey,
    messages,
    requests: server.requests,
    failNext: server.failNext,
    async sendDeliveryReport(messageId, group, url) {
      const sent = messages.find((message) => message.messageId === messageId);
      if (!sent) throw new Error(`the Infobip stand-in sent no message ${messageId}`);
      const target = url ?? sent.deliveryUrl;
      if (!target) throw new Error(`message ${messageId} was sent without webhooks.delivery.url`);
      const report = {
        bulkId: sent.bulkId,
        price: { pricePerMessage: 0.01, currency: 'EUR' },
        ...reports[group],
        messageId,
        to: sent.to,
        sender: sent.sender,
        sentAt: infobipTime(sent.sentAt),
        doneAt: infobipTime(new Date()),
        messageCount: smsCount(sent.text),
        ...(sent.callbackData ? { callbackData: sent.callbackData } : {}),
      };
      return postCallback(target, 'application/json', JSON.stringify({ results: [report] }));
    },
    sendInbound(url, sms) {
      const [keyword = '', ...rest] = sms.text.trim().split(/\s+/);
      const result = {
        messageId: randomUUID(),
        from: sms.from.replace(/^\+/, ''),
        to: sms.to.replace(/^\+/, ''),
        text: sms.text,
        cleanText: rest.join(' '),
        keyword: keyword.toUpperCase(),
        receivedAt: infobipTime(new Date()),
        smsCount: smsCount(sms.text),
        price: { pricePerMessage: 0, currency: 'EUR' },
      };
      return postCallback(
        url,
        'application/json',
        JSON.stringify({ results: [result], messageCount: 1, pendingMessageCount: 0 }),
      );
    },
    close: server.close,
  };
}
