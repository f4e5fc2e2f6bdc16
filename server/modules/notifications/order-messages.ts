import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import { clientLanguageOfBranch } from '../../../src/schema/messages/message-language';
import type { NotificationEventKey } from '../../../src/schema/messages/notification-events';
import type { Order } from '../../../src/schema/schedule/order';
import { zonedToInstant } from '../../../src/schema/schedule/time-zone';
import type { DbTransaction } from '../../db/client';
import { branches, clients, employeeTelegramChats, employees, services, users } from '../../db/tables';
import { insertPlannedRows, plannedRows, withdrawPlanned, type OutboxInsert, type PlannedMessage, type Recipient, type Withdrawal } from './message-planner';
import { branchValues, composeMessage, formatMessageDate, loadTemplates, type MessageValues } from './message-text';
import { clientColumns, clientNames, clientRecipient, staffOfBranches } from './recipients';
import { clientChanges, employeeChanges, touchesTiming, type VisitChange } from './order-changes';
import { rulesInForce } from './rules-in-force';
import { readTogether } from '../../db/read-together';

/**
 * The messages an order's change plans (issue 17): called by every order write in its own transaction
 * (recordOrderChange), so a booking and its confirmation, a move and its re-planned reminders, a cancellation and its
 * withdrawn ones commit or roll back together.
 */

export type OrderMessageScope = { organizationId: number; branchId: number; timeZone: string };
/** One change of an order; `at` is when it happened (now, unless the demo seed replays its history). */
export type OrderChange = { before: Order | null; after: Order | null; at?: number };

const clientEventOf: Record<VisitChange, NotificationEventKey | null> = {
  made: 'customer.bookingMade',
  changed: 'customer.bookingChanged',
  cancelled: 'customer.bookingCancelled',
  completed: null,
  missed: 'customer.missedVisit',
};
const employeeEventOf = { made: 'employee.bookingMade', changed: 'employee.bookingChanged', cancelled: 'employee.bookingCancelled' } as const;
/** Planned ahead for a visit, and withdrawn when the visit moves or is cancelled. */
const visitFollowUps: NotificationEventKey[] = ['customer.reminder', 'customer.confirmRequest', 'customer.thankYou'];

/**
 * What an online booking's change tells the branch's administrators and the chain's owners: one booked online, or one
 * the client cancelled online (from the manage link or by replying).
 */
type OnlineChange = 'Made' | 'Cancelled';
function onlineChangeOf(before: Order | null, after: Order | null): OnlineChange | null {
  if (after?.origin !== 'order_origin.external') return null;
  const cancelled = (order: Order | null) => !!order && (order.isCanceled || order.status === 'order_status.canceled');
  if (!before && !cancelled(after)) return 'Made';
  if (before && !cancelled(before) && cancelled(after) && after.cancelerOrigin === 'canceler_origin.external') return 'Cancelled';
  return null;
}
const staffEventsOf = (change: OnlineChange) => [`administrator.onlineBooking${change}`, `owner.onlineBooking${change}`] as const satisfies readonly NotificationEventKey[];

const startOf = (order: Order, timeZone: string) => zonedToInstant(order.date, order.startTime, timeZone);
const endOf = (order: Order, timeZone: string) => zonedToInstant(order.date, order.endTime, timeZone);
const clientsOf = (order: Order): number[] => (order.mode === 'order.group' ? order.clientIds : order.clientId ? [order.clientId] : []);

export async function planOrderMessages(tx: DbTransaction, scope: OrderMessageScope, before: Order | null, after: Order | null): Promise<void> {
  await planOrderChanges(tx, scope, [{ before, after }]);
}

/** A change with what it means to each person it concerns; null when it concerns nobody (a note, a price). */
function judge({ before, after, at = Date.now() }: OrderChange) {
  const order = after ?? before;
  if (!order) return null;
  const clients = clientChanges(before, after);
  const employees = employeeChanges(before, after);
  const timing = touchesTiming(before, after);
  const online = onlineChangeOf(before, after);
  if (clients.size === 0 && employees.size === 0 && !timing && !online) return null;
  return { order, before, after, at, clients, employees, timing, online };
}
type Judged = NonNullable<ReturnType<typeof judge>>;
type InForce = Awaited<ReturnType<typeof rulesInForce>>;

/**
 * Changes of one branch's orders, planned together: the rules, the licence, the people and the templates read once
 * for all of them (the demo seed plans its whole history in one call; a booking is a list of one).
 */
export async function planOrderChanges(tx: DbTransaction, scope: OrderMessageScope, changes: readonly OrderChange[]): Promise<void> {
  const judged = changes.map(judge).filter((change) => change !== null);
  if (judged.length === 0) return;
  const inForce = await rulesInForce(tx, scope);
  const told = judged.map((change) => ({ ...change, wanted: wantedBy(change, inForce.on) }));
  const speaking = told.filter((change) => change.wanted.size > 0);
  const audience = speaking.length
    ? await loadAudience(
        tx,
        scope,
        speaking.map((change) => change.order),
        // The orders' own clients too: a team member's message names who is coming.
        speaking.flatMap(({ wanted, order }) => [...wanted.clients, ...wanted.followUps, ...clientsOf(order)]),
        speaking.flatMap(({ wanted }) => wanted.employees),
        speaking.some(({ wanted }) => wanted.staff),
      )
    : null;

  const compose = audience && composeMessage(audience.templates);
  const rows: OutboxInsert[] = [];
  const withdrawals: Withdrawal[] = [];
  for (const change of told) {
    const planScope = { ...scope, orderId: change.order.id, orderDate: change.order.date };
    const mine = audience && compose && change.wanted.size > 0 ? plannedRows(planScope, messagesOf(change, inForce, audience, scope.timeZone), compose, change.at) : [];
    rows.push(...mine);
    // A new order has nothing planned to withdraw.
    if (change.timing && change.before)
      withdrawals.push({ orderId: change.order.id, keep: mine.map((row) => row.dedupeKey!), reason: change.after?.isCanceled || !change.after ? 'order_cancelled' : 'order_changed' });
  }
  await insertPlannedRows(tx, rows);
  await withdrawPlanned(tx, scope.organizationId, visitFollowUps, withdrawals);
}

/** Who the change should speak to under the rules in force: clients and employees told of it, clients followed up. */
function wantedBy(change: Judged, on: InForce['on']) {
  const clients = [...change.clients].filter(([, visit]) => clientEventOf[visit] && on(clientEventOf[visit])).map(([id]) => id);
  const employees = [...change.employees].filter(([, visit]) => on(employeeEventOf[visit])).map(([id]) => id);
  const followUps = change.timing && visitFollowUps.some(on) && change.after ? clientsOf(change.after) : [];
  const staff = change.online !== null && staffEventsOf(change.online).some(on);
  return { clients, employees, followUps, staff, size: clients.length + employees.length + followUps.length + (staff ? 1 : 0) };
}

/** What one change tells, as of the instant it happened. */
function messagesOf(change: Judged & { wanted: ReturnType<typeof wantedBy> }, { rules, on }: InForce, audience: Audience, timeZone: string): PlannedMessage[] {
  const { before, after, at: now, wanted } = change;
  const start = after && startOf(after, timeZone);
  const values = (o: Order, recipient: Recipient, extra: Partial<MessageValues> = {}): MessageValues => ({
    ...audience.visitValues(o, recipient.language),
    ...audience.clientValues(recipient.clientId ?? clientsOf(o)[0]),
    ...extra,
  });
  const previous = (recipient: Recipient) =>
    before ? { previousDate: audience.dateText(before.date, recipient.language), previousTime: before.startTime } : {};

  const planned: PlannedMessage[] = [];
  const plan = (event: NotificationEventKey, recipient: Recipient | undefined, o: Order, cause: string, due = now, expiresAt?: number) => {
    if (!recipient || !on(event)) return;
    const extra = event.endsWith('Changed') ? previous(recipient) : {};
    planned.push({ event, rule: rules[event], recipient, cause, due, expiresAt, values: values(o, recipient, extra) });
  };

  // What just happened, told now: only for a visit still ahead (a visit written up afterwards tells nobody).
  const ahead = (o: Order) => (o === after && start !== null ? start : startOf(o, timeZone)) > now;
  for (const [clientId, visit] of change.clients) {
    const event = clientEventOf[visit];
    const o = visit === 'cancelled' ? before! : after!;
    if (event && (visit === 'missed' || ahead(o))) plan(event, audience.client(clientId), o, `o${o.id}${visit === 'changed' ? `:v${after!.version}` : ''}`);
  }
  for (const [employeeId, visit] of change.employees) {
    const o = visit === 'cancelled' ? before! : after!;
    if (ahead(o)) plan(employeeEventOf[visit], audience.employee(employeeId), o, `o${o.id}${visit === 'changed' ? `:v${after!.version}` : ''}`);
  }

  if (change.online && wanted.staff) {
    const o = after!;
    for (const recipient of audience.staff) plan(`${recipient.type}.onlineBooking${change.online}`, recipient, o, `o${o.id}:online`);
  }

  // Ahead of the visit and after it: planned for its current time, so a move gives new keys and the old ones go.
  if (after && start !== null && wanted.followUps.length > 0) {
    const booked = !after.isCanceled && (after.status === 'order_status.waiting' || after.status === 'order_status.approved');
    for (const clientId of booked ? wanted.followUps : []) {
      for (const event of ['customer.reminder', 'customer.confirmRequest'] as const) {
        for (const lead of rules[event].settings.leadMinutes ?? []) {
          const due = start - lead * 60_000;
          // A reminder whose time has passed when the visit is booked is not sent: the confirmation just went.
          if (due > now) plan(event, audience.client(clientId), after, `o${after.id}:${lead}m@${new Date(start).toISOString()}`, due, start);
        }
      }
    }
    if (after.status === 'order_status.success' && before?.status !== 'order_status.success') {
      const delay = (rules['customer.thankYou'].settings.delayMinutes ?? 0) * 60_000;
      for (const clientId of wanted.followUps) plan('customer.thankYou', audience.client(clientId), after, `o${after.id}`, Math.max(now, endOf(after, timeZone)) + delay);
    }
  }
  return planned;
}

/** Everyone the changes may speak to, read at once: the clients, the employees (with their accounts), names. */
async function loadAudience(tx: DbTransaction, scope: OrderMessageScope, orders: readonly Order[], clientIds: readonly number[], employeeIds: readonly number[], withStaff: boolean) {
  const lines = orders.flatMap((order) => order.services);
  const lineEmployees = [...new Set([...employeeIds, ...lines.map((line) => line.employeeId)])];
  const someClients = [...new Set(clientIds)];
  const [branchRows, clientRows, employeeRows, serviceRows, templates, staff] = await readTogether(
    tx,
    () => tx.select({ name: branches.name, address: branches.address, phone: branches.phone }).from(branches).where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId))),
    () => someClients.length
      ? tx
          .select(clientColumns)
          .from(clients)
          .where(and(eq(clients.organizationId, scope.organizationId), inArray(clients.id, someClients)))
      : [],
    () => tx
      .select({
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        phone: employees.phone,
        email: employees.email,
        userId: employees.userId,
        language: users.isoLanguage,
        chatId: employeeTelegramChats.chatId,
      })
      .from(employees)
      .leftJoin(users, eq(users.id, employees.userId))
      .leftJoin(employeeTelegramChats, and(eq(employeeTelegramChats.organizationId, employees.organizationId), eq(employeeTelegramChats.employeeId, employees.id)))
      .where(and(eq(employees.organizationId, scope.organizationId), inArray(employees.id, lineEmployees))),
    () => tx
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(and(eq(services.organizationId, scope.organizationId), inArray(services.id, [...new Set(lines.map((line) => line.serviceId))]))),
    () => loadTemplates(tx, scope),
    // The branch's administrators and the chain's owners, for what online bookings tell them.
    () => (withStaff ? staffOfBranches(tx, [scope]) : []),
  );
  const branch = branchValues({ ...(branchRows[0] ?? { name: '', address: null, phone: null }), timeZone: scope.timeZone });
  const clientLanguage = clientLanguageOfBranch(scope.timeZone);
  const serviceName = new Map(serviceRows.map((row) => [row.id, row.name]));
  const employeeById = new Map(employeeRows.map((row) => [row.id, row]));
  const clientById = new Map(clientRows.map((row) => [row.id, row]));
  // A date in words is an Intl formatter built per call: a history of hundreds of visits says each date once.
  const dates = new Map<string, string>();
  const dateText = (date: string, language: Language) => {
    const key = `${language} ${date}`;
    if (!dates.has(key)) dates.set(key, formatMessageDate(date, language));
    return dates.get(key)!;
  };

  return {
    templates,
    dateText,
    staff,
    client(id: number): Recipient | undefined {
      const row = clientById.get(id);
      return row ? clientRecipient(row, clientLanguage) : undefined;
    },
    employee(id: number): Recipient | undefined {
      const row = employeeById.get(id);
      if (!row) return undefined;
      return { type: 'employee', id, employeeId: id, userId: row.userId, language: row.language ?? clientLanguage, phone: row.phone, email: row.email, telegramChatId: row.chatId };
    },
    clientValues(id: number | undefined): Partial<MessageValues> {
      const row = id === undefined ? undefined : clientById.get(id);
      return row ? clientNames(row) : {};
    },
    visitValues(o: Order, language: Language): MessageValues {
      const employeeNames = [...new Set(o.services.map((line) => employeeById.get(line.employeeId)?.firstName).filter(Boolean))];
      return {
        date: dateText(o.date, language),
        time: o.startTime,
        services: o.services.map((line) => serviceName.get(line.serviceId) ?? '').filter(Boolean).join(', '),
        employee: employeeNames.join(', '),
        ...branch,
      };
    },
  };
}
type Audience = Awaited<ReturnType<typeof loadAudience>>;
