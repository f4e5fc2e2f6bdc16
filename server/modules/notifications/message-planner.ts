import { inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import type { MessageChannel, NotificationEventKey, RecipientType } from '../../../src/schema/messages/notification-events';
import { notificationEvents } from '../../../src/schema/messages/notification-events';
import type { NotificationRule } from '../../../src/schema/messages/notification-rule';
import { feedItemHref } from '../../../src/schema/messages/in-app-feed';
import type { SkipReason } from '../../../src/schema/messages/message-log';
import type { DbTransaction } from '../../db/client';
import { outbox } from '../../db/tables';
import { withUncarriedInstagramSkipped } from './instagram-services';
import { afterQuietHours } from './quiet-hours';
import type { ComposedMessage, MessageValues } from './message-text';

/**
 * Turns "this person should hear about this" into outbox rows, in the transaction of the change that causes it:
 * the recipient's address for the channel (or a skipped row saying why there is none), the due time after the quiet
 * hours, the rendered text, and the key that makes a second row of one cause impossible.
 */

export type Recipient = {
  type: RecipientType;
  /** The client's or employee's id (for staff roles: the user's). */
  id: number;
  clientId?: number;
  employeeId?: number;
  userId?: number | null;
  language: Language;
  phone?: string | null;
  email?: string | null;
  telegramChatId?: string | null;
  /** A client's ManyChat subscriber id, where ManyChat reaches them on Instagram. */
  manychatSubscriberId?: string | null;
  /** A client's marketing consents, by channel. */
  consents?: Partial<Record<MessageChannel, boolean>>;
};

export type PlannedMessage = {
  event: NotificationEventKey;
  rule: NotificationRule;
  recipient: Recipient;
  /** Unique within the cause: `o123` for an order, plus what makes this one differ (`v4`, `1440m@…`). */
  cause: string;
  due: number;
  /** Past this instant it is skipped, not sent (a reminder once the visit has begun). */
  expiresAt?: number | undefined;
  values: MessageValues;
};

/** `orderDate` (the order's day) lets a staff member's web push open the order on its day in the schedule. */
export type PlanScope = { organizationId: number; branchId: number; timeZone: string; orderId?: number | null; orderDate?: string };
export type Compose = (event: NotificationEventKey, channel: MessageChannel, language: Language, values: MessageValues) => ComposedMessage;

const priorityOf = (recipient: RecipientType) => (recipient === 'customer' ? 1 : 2);

function addressOf(recipient: Recipient, channel: MessageChannel): { to: string } | { skip: SkipReason } {
  switch (channel) {
    case 'sms':
      return recipient.phone ? { to: recipient.phone } : { skip: 'no_phone' };
    case 'email':
      return recipient.email ? { to: recipient.email } : { skip: 'no_email' };
    case 'telegram':
      return recipient.telegramChatId ? { to: recipient.telegramChatId } : { skip: 'no_telegram' };
    case 'instagram':
      return recipient.manychatSubscriberId ? { to: recipient.manychatSubscriberId } : { skip: 'no_instagram' };
    case 'push':
    case 'inApp':
      return recipient.userId ? { to: `user:${recipient.userId}` } : { skip: 'no_subscription' };
  }
}

/** A staff member's push about an order opens that order in the schedule (the push worker navigates to `url`). */
const pushMeta = ({ organizationId, branchId, orderId, orderDate }: PlanScope): Record<string, unknown> => {
  const url = feedItemHref({ organizationId, branchId, orderId: orderId ?? null }, orderDate);
  return url ? { url } : {};
};

/** The dedupe key: event, cause, recipient, channel. */
export const messageKey = (message: Pick<PlannedMessage, 'event' | 'cause' | 'recipient'>, channel: MessageChannel) =>
  `${message.event}:${message.cause}:${message.recipient.type}${message.recipient.id}:${channel}`;

export type OutboxInsert = typeof outbox.$inferInsert;

/**
 * Inserts one row per channel of each message's rule; a key already planned is left as it is (ON CONFLICT DO
 * NOTHING), so planning twice for one cause never makes a second message. Answers the keys planned.
 */
export async function insertPlanned(tx: DbTransaction, scope: PlanScope, messages: readonly PlannedMessage[], compose: Compose): Promise<string[]> {
  const rows = plannedRows(scope, messages, compose);
  if (rows.length === 0) return [];
  await tx.insert(outbox).values(rows).onConflictDoNothing();
  return rows.map((row) => row.dedupeKey!);
}

/** A client's signed one-click unsubscribe link (broadcasts/unsubscribe-token.ts), which a marketing e-mail must carry. */
export type UnsubscribeLinkOf = (organizationId: number, clientId: number) => string;

/**
 * The outbox rows of `messages`: one per channel of each one's rule, skipped with the reason where it cannot go. A
 * marketing e-mail to a client gets their unsubscribe link from `unsubscribeLinkOf`, in its words and its footer and in
 * `meta` for the List-Unsubscribe header (the SMTP transport refuses one without).
 */
export function plannedRows(scope: PlanScope, messages: readonly PlannedMessage[], compose: Compose, now = Date.now(), unsubscribeLinkOf?: UnsubscribeLinkOf): OutboxInsert[] {
  const rows: OutboxInsert[] = [];
  for (const message of messages) {
    const definition = notificationEvents[message.event];
    // From now when it is overdue: a message planned late (a daily one after a restart) still waits out the quiet hours.
    const due = afterQuietHours(Math.max(message.due, now), message.rule.settings.quietHours, scope.timeZone);
    for (const channel of message.rule.channels) {
      const address = addressOf(message.recipient, channel);
      // A team member without an account has no feed or browser to reach: nothing to log either.
      if ((channel === 'inApp' || channel === 'push') && 'skip' in address) continue;
      const consentMissing = definition.kind === 'marketing' && !message.recipient.consents?.[channel];
      const tooLate = message.expiresAt !== undefined && due >= message.expiresAt;
      const skip: SkipReason | null = 'skip' in address ? address.skip : consentMissing ? 'no_consent' : tooLate ? 'quiet_hours' : null;
      const link =
        unsubscribeLinkOf && definition.kind === 'marketing' && channel === 'email' && message.recipient.clientId !== undefined
          ? unsubscribeLinkOf(scope.organizationId, message.recipient.clientId)
          : null;
      const text = compose(message.event, channel, message.recipient.language, link ? { ...message.values, unsubscribeLink: link } : message.values);
      rows.push({
        organizationId: scope.organizationId,
        branchId: scope.branchId,
        channel,
        recipient: 'to' in address ? address.to : '',
        subject: text.subject,
        body: text.body,
        html: text.html,
        meta: link ? { unsubscribeUrl: link } : channel === 'push' ? pushMeta(scope) : {},
        status: skip ? 'skipped' : 'pending',
        reason: skip,
        kind: definition.kind,
        priority: priorityOf(definition.recipient),
        dedupeKey: messageKey(message, channel),
        event: message.event,
        recipientType: message.recipient.type,
        clientId: message.recipient.clientId ?? null,
        employeeId: message.recipient.employeeId ?? null,
        userId: message.recipient.userId ?? null,
        orderId: scope.orderId ?? null,
        language: message.recipient.language,
        nextAttemptAt: new Date(Math.max(due, now)),
        expiresAt: message.expiresAt === undefined ? null : new Date(message.expiresAt),
      });
    }
  }
  return rows;
}

/** The columns a planned row fills, in the order `insertPlannedRows` sends them. */
const plannedColumns = {
  organization_id: 'bigint',
  branch_id: 'bigint',
  channel: 'text',
  recipient: 'text',
  subject: 'text',
  body: 'text',
  html: 'text',
  meta: 'jsonb',
  status: 'text',
  reason: 'text',
  kind: 'text',
  priority: 'smallint',
  dedupe_key: 'text',
  event: 'text',
  recipient_type: 'text',
  client_id: 'bigint',
  employee_id: 'bigint',
  user_id: 'bigint',
  order_id: 'bigint',
  language: 'text',
  next_attempt_at: 'timestamptz',
  expires_at: 'timestamptz',
} as const;
const plannedNames = sql.raw(Object.keys(plannedColumns).join(', '));
const plannedRecord = sql.raw(Object.entries(plannedColumns).map(([name, type]) => `${name} ${type}`).join(', '));
const instantText = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** Rows a statement inserts at once, so that one statement's JSON stays a few hundred kilobytes. */
const insertChunk = 1_000;

/**
 * Planned rows as one jsonb parameter per thousand (the daily planner's hundreds at once, the demo's history):
 * drizzle spends longer building a multi-row insert of twenty thousand bound parameters than PostgreSQL takes to run
 * it (the broadcasts found the same). A key already planned is left as it is. An order's Instagram messages go only
 * for the services ManyChat carries (instagram-services.ts). Answers how many rows were new.
 */
export async function insertPlannedRows(tx: DbTransaction, planned: readonly OutboxInsert[]): Promise<number> {
  const rows = await withUncarriedInstagramSkipped(tx, planned);
  let inserted = 0;
  for (let start = 0; start < rows.length; start += insertChunk) inserted += await insertChunkOf(tx, rows.slice(start, start + insertChunk));
  return inserted;
}

async function insertChunkOf(tx: DbTransaction, rows: readonly OutboxInsert[]): Promise<number> {
  const records = rows.map((row) => ({
    organization_id: row.organizationId,
    branch_id: row.branchId,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    html: row.html ?? null,
    meta: row.meta ?? {},
    status: row.status,
    reason: row.reason ?? null,
    kind: row.kind,
    priority: row.priority,
    dedupe_key: row.dedupeKey,
    event: row.event,
    recipient_type: row.recipientType,
    client_id: row.clientId ?? null,
    employee_id: row.employeeId ?? null,
    user_id: row.userId ?? null,
    order_id: row.orderId ?? null,
    language: row.language,
    next_attempt_at: instantText(row.nextAttemptAt),
    expires_at: instantText(row.expiresAt),
  }));
  const result = await tx.execute(sql`insert into ${outbox} (${plannedNames})
    select ${plannedNames} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as row(${plannedRecord})
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

/** What a change of an order withdraws: its pending rows of the events asked for whose key is not among `keep`. */
export type Withdrawal = { orderId: number; keep: readonly string[]; reason: SkipReason };

/**
 * Withdraws what was planned for orders and is no longer right (a reminder for the old time, a thank-you for a visit
 * undone): each order's pending rows of `events` whose key is not among its `keep`, cancelled with its `reason`. One
 * statement however many orders changed.
 */
export async function withdrawPlanned(tx: DbTransaction, organizationId: number, events: readonly NotificationEventKey[], withdrawals: readonly Withdrawal[]): Promise<void> {
  if (events.length === 0 || withdrawals.length === 0) return;
  const changed = withdrawals.map(({ orderId, keep, reason }) => ({ order_id: orderId, keep, reason }));
  await tx.execute(sql`
    update ${outbox} set status = 'cancelled', reason = change.reason
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as change(order_id bigint, keep text[], reason text)
    where ${outbox.organizationId} = ${organizationId} and ${outbox.orderId} = change.order_id and ${outbox.status} = 'pending'
      and ${inArray(outbox.event, [...events])} and ${outbox.dedupeKey} <> all(change.keep)`);
}
