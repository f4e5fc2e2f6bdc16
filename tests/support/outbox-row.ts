import type { OutboxRow } from '../../server/modules/outbox/outbox.repository';

/** An outbox row as the worker claims it: a pending transactional message, first attempt, with what a test sets. */
export const outboxRow = (
  fields: Partial<OutboxRow> & Pick<OutboxRow, 'channel' | 'recipient' | 'body'>,
): OutboxRow => ({
  id: 1,
  organizationId: 1,
  branchId: 1,
  subject: '',
  html: null,
  meta: {},
  status: 'pending',
  reason: null,
  kind: 'transactional',
  priority: 1,
  dedupeKey: null,
  event: null,
  recipientType: 'customer',
  clientId: null,
  orderId: null,
  employeeId: null,
  userId: null,
  broadcastId: null,
  language: 'en',
  attempts: 1,
  nextAttemptAt: new Date(),
  expiresAt: null,
  lastError: null,
  provider: null,
  providerMessageId: null,
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  createdAt: new Date(),
  ...fields,
});

/** An SMS reminder to a Serbian mobile, as the SMS transports' tests send it. */
export const smsRow = (fields: Partial<OutboxRow> = {}): OutboxRow =>
  outboxRow({ id: 7, channel: 'sms', recipient: '+381641234567', body: 'Ana, see you tomorrow at 10:30. Salon Ana', ...fields });

/** The error a send must fail with; a send that succeeds fails the test. */
export const failureOf = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (error: unknown) => error as Error,
  );
