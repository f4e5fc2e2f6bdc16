import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { defaultRule } from '../../../src/schema/messages/notification-rule';
import type { Order } from '../../../src/schema/schedule/order';
import type { OrderStatus } from '../../../src/schema/schedule/order-status';
import type { DbTransaction } from '../client';
import { saveRule } from '../../modules/notifications/notification-rules.repository';
import { planOrderChanges, type OrderChange } from '../../modules/notifications/order-messages';
import { ordersOfRows } from '../../modules/schedule/order-mapper';
import { branches, orderClients, orders, orderServices, outbox } from '../tables';

/**
 * The messages the demo's orders planned, so the message log, the order drawer's history and the client card's
 * notifications tab have something to show on a fresh start. Each seeded order is put through the order routes' own
 * planner (planOrderChanges) as it happened: booked at its `created_at`, then cancelled, started, completed or missed
 * when that happened (one call per branch and step, so a few queries in all). What fell due before the moment of
 * seeding is then settled as the outbox worker would have left it had the server run all along: delivered to the log
 * transport at its due time (the demo has no provider), in-app ones read; the planner's own skips keep their reason
 * (no e-mail for a thank-you, quiet hours), withdrawn reminders theirs. What is due later stays planned, for the worker.
 */

/**
 * Demo Salons thanks its clients by e-mail two hours after a visit, as its own chain rule: the log then shows e-mails
 * as well as SMS, and those left out for want of an address, and the automations matrix a chain rule beside defaults.
 */
export async function thankByEmail(tx: DbTransaction, organizationId: number): Promise<void> {
  const { channels, settings } = defaultRule('customer.thankYou');
  await saveRule(tx, { organizationId, branchId: null }, 'customer.thankYou', { enabled: true, channels, settings }, 0);
}

/** The transports a message without a provider of its chain goes through (server/modules/outbox/transports/index.ts). */
const logProvider = sql`case when ${outbox.channel} = 'inApp' then 'in-app' else 'log' end`;

type Seeded = { order: Order; row: typeof orders.$inferSelect };

/** When the order left the state it was booked in, and became what the seed made it. */
function changedAt({ order, row }: Seeded): number | null {
  const later: Partial<Record<OrderStatus, Date | null>> = {
    'order_status.canceled': row.canceledAt,
    'order_status.has_started': row.startsAt,
    'order_status.success': row.endsAt,
    'order_status.pass': row.endsAt,
  };
  return later[order.status]?.getTime() ?? null;
}

/** The order as it was booked: waiting (or confirmed), not cancelled. */
const asBooked = (order: Order): Order =>
  order.status === 'order_status.approved' ? order : { ...order, status: 'order_status.waiting', isCanceled: false, cancelerOrigin: null };

export async function seedDemoMessages(tx: DbTransaction, branchIds: number[], now: Date): Promise<void> {
  const seeded = await readSeededOrders(tx, branchIds);
  const all = seeded.flatMap((branch) => branch.orders);
  const step = async (changeOf: (item: Seeded) => OrderChange | null) => {
    const planned: { order_id: number; at: Date }[] = [];
    // One branch after another: a transaction is one connection, which runs one query at a time anyway.
    for (const { scope, orders: mine } of seeded) {
      const changes = mine.flatMap((item) => {
        const change = changeOf(item);
        if (change?.at !== undefined) planned.push({ order_id: item.order.id, at: new Date(change.at) });
        return change ?? [];
      });
      await planOrderChanges(tx, scope, changes);
    }
    await dateAsPlanned(tx, planned);
  };

  await step((item) => ({ before: null, after: asBooked(item.order), at: item.row.createdAt.getTime() }));
  await settle(tx, all.map((item) => ({ order_id: item.order.id, until: new Date(changedAt(item) ?? now.getTime()) })));
  await step((item) => {
    const at = changedAt(item);
    return at === null ? null : { before: asBooked(item.order), after: item.order, at };
  });
  await settle(tx, all.map((item) => ({ order_id: item.order.id, until: now })));
}

async function readSeededOrders(tx: DbTransaction, branchIds: number[]) {
  const branchRows = await tx.select({ id: branches.id, organizationId: branches.organizationId, timeZone: branches.timeZone }).from(branches).where(inArray(branches.id, branchIds));
  const orderRows = await tx.select().from(orders).where(and(inArray(orders.branchId, branchIds), ne(orders.mode, 'order.break'))).orderBy(asc(orders.id));
  const ids = orderRows.map((row) => row.id);
  const lineRows = await tx.select().from(orderServices).where(inArray(orderServices.orderId, ids)).orderBy(asc(orderServices.position));
  const clientRows = await tx.select({ orderId: orderClients.orderId, clientId: orderClients.clientId }).from(orderClients).where(inArray(orderClients.orderId, ids));
  return branchRows.map((branch) => {
    const mine = orderRows.filter((row) => row.branchId === branch.id);
    const mapped = ordersOfRows(mine, lineRows, clientRows, branch.timeZone);
    return {
      scope: { organizationId: branch.organizationId, branchId: branch.id, timeZone: branch.timeZone },
      orders: mapped.map((order, index) => ({ order, row: mine[index]! })),
    };
  });
}

/**
 * A step's rows as created when its change happened rather than when the seed ran (the message log and the in-app
 * feed list newest first): those the seed's transaction has just inserted, still dated its start.
 */
async function dateAsPlanned(tx: DbTransaction, planned: { order_id: number; at: Date }[]): Promise<void> {
  if (planned.length === 0) return;
  await tx.execute(sql`
    update ${outbox} set created_at = change.at
    from jsonb_to_recordset(${JSON.stringify(planned)}::jsonb) as change(order_id bigint, at timestamptz)
    where ${outbox.orderId} = change.order_id and ${outbox.createdAt} = now()`);
}

/** Each order's messages still planned and due by `until`, delivered then (one statement for all of them). */
async function settle(tx: DbTransaction, deadlines: { order_id: number; until: Date }[]): Promise<void> {
  if (deadlines.length === 0) return;
  await tx.execute(sql`
    update ${outbox} set status = 'sent', attempts = 1, sent_at = ${outbox.nextAttemptAt}, provider = ${logProvider},
      read_at = case when ${outbox.channel} = 'inApp' then ${outbox.nextAttemptAt} end
    from jsonb_to_recordset(${JSON.stringify(deadlines)}::jsonb) as deadline(order_id bigint, until timestamptz)
    where ${outbox.orderId} = deadline.order_id and ${eq(outbox.status, 'pending')} and ${lte(outbox.nextAttemptAt, sql`deadline.until`)}`);
}
