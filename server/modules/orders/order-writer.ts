import type { LiveEventName } from '../../../src/schema/live';
import { scheduledOrderDataOf, type Break, type Order } from '../../../src/schema/schedule/order';
import type { Db, DbTransaction } from '../../db/client';
import type { CrudRegistry } from '../../crud/crud-registry';
import { inTransaction, lockFor } from '../../crud/crud.repository';
import { DomainError } from '../../plugins/app/domain-error';
import { recordAudit, type AuditAction } from '../audit/audit.service';
import type { LivePublisher } from '../live';
import { enqueueLiveEvent, type LiveOutbox } from '../live/live-outbox';
import { assertLiveReferences, assertWithinHours, plannedLines, spanOf, type BookedLine, type ClientReference } from './booking-rules';
import { employeeName, replaceLines, type NewOrderLine } from './orders.repository';
import { assertResourceCapacity } from './resource-capacity';
import { type BranchInfo, type BranchScope } from '../../crud/branch-records';
import { planOrderMessages } from '../notifications/order-messages';
import { planOffersOnOrderChange } from '../waitlist/offer-jobs';
import { enqueueOrderWebhooks } from '../webhooks/webhook-events';

/**
 * The one way orders, breaks (and group orders) are written: a transaction whose live events go through the
 * outbox and are published only after it commits, whose overlap refusals (the employee's exclusion constraint, a
 * resource's capacity) become a 409 naming who is busy, and whose every change leaves an audit entry on the order
 * and on its client.
 */

export type OrderDeps = { db: Db; live: LivePublisher; liveOutbox: LiveOutbox; registry: CrudRegistry };
/** Who writes (null: the system, e.g. the missed-visits job) and in which branch. */
export type OrderActor = { organizationId: number; userId: number | null; branch: BranchInfo };
export type OrderEventName = LiveEventName;
/** Queues a live event on the branch's channel, published once the transaction has committed. */
export type Announce = ((event: OrderEventName, order: Pick<Order, 'id' | 'date'> & { services: readonly { employeeId: number }[] }, on?: OrderActor) => Promise<void>) & {
  /**
   * An event another writer has queued in this transaction (refreshOrderPaymentStatus), published with the
   * rest; a caller wrapping `announce` may leave it out, and the outbox sweeper then publishes it.
   */
  queued?: (eventId: number | null) => void;
};

type PgErrorFields = { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };

/** The driver's error under Drizzle's wrapper, when it is an exclusion-constraint refusal. */
export function exclusionViolation(error: unknown): { constraint: string; detail: string } | null {
  for (let current = error as PgErrorFields | undefined, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    if (current.code === '23P01') return { constraint: String(current.constraint ?? ''), detail: String(current.detail ?? '') };
    current = current.cause as PgErrorFields | undefined;
  }
  return null;
}

/**
 * 23P01 → 409 with who is busy. Only the employee's exclusion constraint is left (a resource's capacity is counted:
 * resource-capacity.ts). PostgreSQL's detail names the conflicting key: "Key (organization_id, employee_id,
 * tstzrange(starts_at, ends_at))=(1, 42, [...)) conflicts with existing key …".
 */
async function overlapConflict(db: Db, organizationId: number, error: unknown): Promise<DomainError | null> {
  const violation = exclusionViolation(error);
  if (!violation) return null;
  const id = Number(/\)=\(\d+, (\d+),/.exec(violation.detail)?.[1] ?? 0);
  const name = id ? await employeeName(db, organizationId, id) : null;
  return new DomainError('overlap', (m) => m.orders.employeeBusy({ name }));
}

/**
 * Runs `work` in one transaction, then publishes what it announced; nothing is published if it rolls back.
 * Events go to the actor's branch, or to the one `announce` names (a job working across branches passes no actor).
 */
export async function writeOrders<T>(deps: OrderDeps, actor: OrderActor | null, work: (tx: DbTransaction, announce: Announce) => Promise<T>): Promise<T> {
  const eventIds: number[] = [];
  let result: T;
  try {
    result = await inTransaction(deps.db, (tx) => {
      const announce = async (event: OrderEventName, order: Parameters<Announce>[1], on = actor ?? undefined) => {
        if (!on) throw new Error(`${event} announced without a branch`);
        const message = { event, data: scheduledOrderDataOf(order) };
        eventIds.push(await enqueueLiveEvent(tx, { organizationId: on.organizationId, channel: on.branch.guid, message }));
      };
      const queued = (eventId: number | null) => {
        if (eventId !== null) eventIds.push(eventId);
      };
      return work(tx, Object.assign(announce, { queued }));
    });
  } catch (error) {
    throw (actor && (await overlapConflict(deps.db, actor.organizationId, error))) || error;
  }
  await deps.liveOutbox.publishAfterCommit(eventIds);
  return result;
}

/** What a client's history says about one of their orders. */
const visitOf = (order: Order | null) => (order ? { id: order.id, date: order.date, startTime: order.startTime, status: order.status } : null);
export type VisitCounts = { before: Record<string, number>; after: Record<string, number> };
/** The clients an order concerns: a single order's one, or those who joined a group class. */
export const clientsOfOrder = (order: Order | null): number[] =>
  !order ? [] : order.mode === 'order.group' ? order.clientIds : order.clientId ? [order.clientId] : [];

/**
 * What every change of an order (or break) leaves behind, in its transaction: the order's own history entry (entity
 * `orders`, or `breaks`) and one in the history of each client it concerns (entity `clients`, as the client card
 * reads it), with the visit counts the change moved for each (a client whose visit the change left as it was gets
 * none: recordAudit skips an empty change); and the messages it plans, withdraws or re-plans (issue 17).
 */
export async function recordOrderChange(
  tx: DbTransaction,
  actor: OrderActor,
  action: AuditAction,
  before: Order | Break | null,
  after: Order | Break | null,
  counts: ReadonlyMap<number, VisitCounts> = new Map(),
): Promise<void> {
  const id = (after ?? before)!.id;
  const common = { organizationId: actor.organizationId, actorUserId: actor.userId };
  const isBreak = !('mode' in (after ?? before)!);
  await recordAudit(tx, { ...common, entity: isBreak ? 'breaks' : 'orders', entityId: id, action, before, after });
  if (isBreak) return;
  const [was, is] = [before as Order | null, after as Order | null];
  await enqueueOrderWebhooks(tx, { organizationId: actor.organizationId, branchId: actor.branch.id }, action, (is ?? was)!);
  await planOrderMessages(tx, { organizationId: actor.organizationId, branchId: actor.branch.id, timeZone: actor.branch.timeZone }, was, is);
  // A cancellation or a move frees time: the waitlist's offer job for that day, committed with the change.
  await planOffersOnOrderChange(tx, actor.organizationId, actor.branch.id, was, is);
  const [wasClients, isClients] = [clientsOfOrder(was), clientsOfOrder(is)];
  for (const clientId of new Set([...wasClients, ...isClients])) {
    const moved = counts.get(clientId);
    await recordAudit(tx, {
      ...common,
      entity: 'clients',
      entityId: clientId,
      action: 'update',
      before: { order: wasClients.includes(clientId) ? visitOf(was) : null, ...(moved?.before ?? {}) },
      after: { order: isClients.includes(clientId) ? visitOf(is) : null, ...(moved?.after ?? {}) },
    });
  }
}

/**
 * Checks a booking's lines (live references, the hours unless confirmed), takes their turns and turns them into
 * instants, with the span and local date for the order row. Overlaps are judged when they are written (writeLines).
 */
export async function checkedLines(
  tx: DbTransaction,
  deps: Pick<OrderDeps, 'registry'>,
  actor: OrderActor & { scope: BranchScope },
  lines: readonly BookedLine[],
  options: { confirmed: boolean; client?: ClientReference },
) {
  await assertLiveReferences(tx, { registry: deps.registry, scope: actor.scope }, lines, options.client ? [options.client] : []);
  await assertWithinHours(tx, actor.scope, actor.branch, lines, options.confirmed);
  await takeTurns(tx, actor.organizationId, lines);
  const planned = plannedLines(lines, actor.branch.timeZone);
  return { planned, row: { ...spanOf(planned), localDate: lines[0]!.date } };
}

/**
 * Bookings of one employee or one resource take turns (an advisory lock each until commit, always taken in the
 * same order), so the employee's exclusion constraint meets the winner's line committed and refuses at once, and a
 * resource's capacity is counted with every earlier booking committed (resource-capacity.ts). Left to the
 * constraint alone, two transactions writing overlapping lines at the same moment each wait for the other's
 * uncommitted line: a deadlock PostgreSQL breaks only after deadlock_timeout (1 s), with a 500 for the loser,
 * and in a burst every connection the loser frees brings the next such pair (50 bookings of a slot: 45 s).
 * Taking a lock the transaction holds already is free, so writeLines takes them again to be sure.
 */
export async function takeTurns(tx: DbTransaction, organizationId: number, lines: readonly Pick<BookedLine, 'employeeId' | 'resourceId'>[]): Promise<void> {
  const keys = lines.flatMap((line) => [`booking:${organizationId}:employee:${line.employeeId}`, ...(line.resourceId === null ? [] : [`booking:${organizationId}:resource:${line.resourceId}`])]);
  for (const key of [...new Set(keys)].sort()) await lockFor(tx, key);
}

/**
 * The one way an order's lines are written (orders, group classes, breaks): in their turns, replacing the order's
 * old lines, then judged against the other lines holding time: the employee's by the exclusion constraint as they
 * are inserted, each resource's capacity by counting (resource-capacity.ts).
 */
export async function writeLines(tx: DbTransaction, actor: OrderActor & { scope: BranchScope }, orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
  await takeTurns(tx, actor.organizationId, lines.map((line) => ({ employeeId: line.employeeId, resourceId: line.resourceId ?? null })));
  await replaceLines(tx, actor.scope, orderId, lines);
  await assertResourceCapacity(tx, actor.organizationId, orderId);
}
