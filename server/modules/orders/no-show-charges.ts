import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { decimal, moneyText } from '../../../src/schema/money/decimal';
import { defaultNoShowRules, type NoShowCharge, type NoShowKind, type NoShowRules } from '../../../src/schema/orders/no-show-rules';
import type { OrderStatus } from '../../../src/schema/schedule/order-status';
import { resourceChangedEventName } from '../../../src/schema/live';
import { branchToday, type BranchScope } from '../../crud/branch-records';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { noShowCharges, noShowRules, saleItems, sales, services } from '../../db/tables';
import { conflict, notFound } from '../../plugins/app/domain-error';
import { recordAudit } from '../audit/audit.service';
import { enqueueLiveEvent } from '../live/live-outbox';
import { enqueueMoneyChanged } from '../money/money-live';
import { heldDepositOf, payWithHeldDeposits } from '../money/held-deposits';
import { refreshOrderPaymentStatus } from '../money/order-payment-status';
import { drawVisits, giveVisitsBack } from '../sold-memberships/membership-draw-down';
import { queueSavedCardCharge } from '../online-payments/saved-cards.service';
import type { OrderActor } from './order-writer';
import { linesOf, type OrderRow } from './orders.repository';

/**
 * Applies a branch's no-show and late-cancel rules (docs/no-show-rules.md) inside the status change's own
 * transaction, and waives what was applied. A fee is the client's debt on a sale of its own (the product's one
 * path for what a client owes: paid through `POST /sales/{id}/payments`, listed with the client's sales); a
 * membership visit is drawn like a completed visit's. The row per order, client and kind is written first and
 * its unique key makes a second marking apply nothing.
 */

export const noShowChargeEntity = 'no_show_charge';
type ChargeRow = typeof noShowCharges.$inferSelect;
type Actor = OrderActor & { scope: BranchScope };

/** The rules in force for an order: the first line's service override, else the branch's, else nothing. */
async function rulesFor(tx: DbExecutor, scope: BranchScope, serviceId: number | null): Promise<NoShowRules> {
  const rows = await tx
    .select({ serviceId: noShowRules.serviceId, rules: noShowRules.rules })
    .from(noShowRules)
    .where(and(eq(noShowRules.organizationId, scope.organizationId), eq(noShowRules.branchId, scope.branchId)));
  const own = rows.find((row) => row.serviceId !== null && row.serviceId === serviceId);
  return (own ?? rows.find((row) => row.serviceId === null))?.rules ?? defaultNoShowRules;
}

/** Which kind of miss a change of status is, if any: missed, or cancelled less than the window before the start. */
function missKind(row: OrderRow, to: OrderStatus, rules: NoShowRules, now: number): NoShowKind | null {
  if (to === 'order_status.pass') return 'no_show';
  if (to !== 'order_status.canceled' || row.status === 'order_status.pass') return null;
  const before = row.startsAt.getTime() - now;
  return before < rules.cancelWindowHours * 3_600_000 ? 'late_cancel' : null;
}

/**
 * Called by changeStatus for every change: on a miss, each of the order's clients (each joined client of a group
 * class) gets its row and its consequence. Answers the live events' ids to publish after commit.
 */
export async function applyNoShowRules(tx: DbTransaction, actor: Actor, row: OrderRow, to: OrderStatus, clientIds: readonly number[]): Promise<number[]> {
  if (row.mode === 'order.break' || clientIds.length === 0) return [];
  if (to !== 'order_status.pass' && to !== 'order_status.canceled') return [];
  const lines = await linesOf(tx, actor.organizationId, [row.id]);
  const serviceId = lines.find((line) => line.serviceId !== null)?.serviceId ?? null;
  const rules = await rulesFor(tx, actor.scope, serviceId);
  const kind = missKind(row, to, rules, Date.now());
  if (!kind) return [];
  const rule = kind === 'no_show' ? rules.noShow : rules.lateCancel;
  if (rule.outcome === 'nothing') return [];
  const events: number[] = [];
  for (const clientId of clientIds) {
    const earlier = await tx
      .select({ n: count() })
      .from(noShowCharges)
      .where(and(eq(noShowCharges.organizationId, actor.organizationId), eq(noShowCharges.clientId, clientId), eq(noShowCharges.kind, kind)));
    const forgiven = rule.forgiveFirstTime && earlier[0]!.n === 0;
    const owesFee = rule.outcome === 'fee' || rule.outcome === 'keep_deposit';
    // A deposit paid at online booking is what `keep_deposit` keeps: the charge is it, paid by it (held-deposits.ts).
    const kept = rule.outcome === 'keep_deposit' && !forgiven ? await heldDepositOf(tx, actor.organizationId, row.id) : '0.00';
    const keeps = decimal(kept).gt(0);
    const [charge] = await tx
      .insert(noShowCharges)
      .values({
        organizationId: actor.organizationId,
        branchId: actor.scope.branchId,
        orderId: row.id,
        clientId,
        kind,
        outcome: rule.outcome,
        amount: keeps ? kept : owesFee ? moneyText(decimal(rule.fee)) : '0.00',
        currency: actor.branch.currency,
        state: forgiven ? 'forgiven' : 'applied',
        rule: { ...rule, cancelWindowHours: rules.cancelWindowHours },
      })
      .onConflictDoNothing()
      .returning();
    if (!charge) continue; // applied once already (marked missed again)
    if (!forgiven && owesFee && serviceId !== null) {
      const saleId = await writeFeeSale(tx, actor, charge, serviceId);
      await tx.update(noShowCharges).set({ saleId }).where(and(eq(noShowCharges.organizationId, charge.organizationId), eq(noShowCharges.id, charge.id)));
      if (keeps) await payWithHeldDeposits(tx, actor.organizationId, row.id, saleId, kept);
      events.push(await enqueueMoneyChanged(tx, actor, { dates: [branchToday(actor)], clientId, orderIds: keeps ? [row.id] : [] }));
      // A saved card pays the fee: queued here, charged by a worker once this change has committed.
      const queued = rule.outcome === 'fee' ? await queueSavedCardCharge(tx, actor, charge, saleId) : null;
      if (queued !== null) events.push(queued);
    }
    if (!forgiven && rule.outcome === 'membership_visit') {
      const drawn = await drawVisits(tx, actor, row, [clientId]);
      if (drawn.length > 0) {
        await tx.update(noShowCharges).set({ visitsDrawn: 1 }).where(and(eq(noShowCharges.organizationId, charge.organizationId), eq(noShowCharges.id, charge.id)));
        const paid = await refreshOrderPaymentStatus(tx, actor.organizationId, row.id);
        if (paid !== null) events.push(paid);
        events.push(await enqueueMoneyChanged(tx, actor, { dates: [row.localDate], clientId, orderIds: [row.id] }));
      }
    }
    await recordAudit(tx, { organizationId: actor.organizationId, branchId: actor.scope.branchId, actorUserId: actor.userId, entity: noShowChargeEntity, entityId: charge.id, action: 'create', before: null, after: { orderId: row.id, clientId, kind, outcome: rule.outcome, state: charge.state, amount: charge.amount } });
    events.push(await enqueueChargesChanged(tx, actor, charge.id, 'create'));
  }
  return events;
}

/**
 * The fee as a sale of its own, owed whole: one line named after the missed service (the sale's note says which
 * miss), no order (it pays none of the visit's lines) and no employee (nobody's pay counts it).
 */
async function writeFeeSale(tx: DbTransaction, actor: Actor, charge: ChargeRow, serviceId: number): Promise<number> {
  const [service] = await tx.select({ name: services.name, categoryId: services.categoryId }).from(services).where(and(eq(services.organizationId, actor.organizationId), eq(services.id, serviceId)));
  const today = branchToday(actor);
  const [sale] = await tx
    .insert(sales)
    .values({ organizationId: actor.organizationId, branchId: actor.scope.branchId, clientId: charge.clientId, orderId: null, localDate: today, currency: charge.currency, subtotal: charge.amount, total: charge.amount, paid: '0', note: `${charge.kind}:${charge.orderId}`, createdBy: actor.userId })
    .returning({ id: sales.id });
  await tx.insert(saleItems).values({
    organizationId: actor.organizationId,
    branchId: actor.scope.branchId,
    saleId: sale!.id,
    uid: `${charge.kind}-${charge.orderId}`,
    kind: 'service',
    serviceId,
    clientId: charge.clientId,
    categoryId: service?.categoryId ?? null,
    name: service?.name ?? '',
    unitPrice: charge.amount,
    total: charge.amount,
    startsOn: today,
    localDate: today,
  });
  return sale!.id;
}

/** The charges list's own `resource:changed`, so the client's card and the drawer read it again at once. */
function enqueueChargesChanged(tx: DbTransaction, actor: Pick<Actor, 'organizationId' | 'branch'>, id: number, action: 'create' | 'update'): Promise<number> {
  return enqueueLiveEvent(tx, { organizationId: actor.organizationId, channel: actor.branch.guid, message: { event: resourceChangedEventName, data: { resource: 'noShowCharges', id, action } } });
}

export const chargeOf = (row: ChargeRow): NoShowCharge => ({
  id: row.id,
  branchId: row.branchId,
  orderId: row.orderId,
  clientId: row.clientId,
  kind: row.kind,
  outcome: row.outcome,
  amount: moneyText(decimal(row.amount)),
  currency: row.currency,
  state: row.state,
  saleId: row.saleId,
  rule: row.rule,
  waivedReason: row.waivedReason,
  waivedAt: row.waivedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listCharges(db: DbExecutor, scope: BranchScope, filter: { clientId?: number; orderId?: number }): Promise<NoShowCharge[]> {
  const rows = await db
    .select()
    .from(noShowCharges)
    .where(
      and(
        eq(noShowCharges.organizationId, scope.organizationId),
        eq(noShowCharges.branchId, scope.branchId),
        filter.clientId === undefined ? undefined : eq(noShowCharges.clientId, filter.clientId),
        filter.orderId === undefined ? undefined : eq(noShowCharges.orderId, filter.orderId),
      ),
    )
    .orderBy(sql`${noShowCharges.createdAt} desc`, asc(noShowCharges.id));
  return rows.map(chargeOf);
}

/** The charge's branch, found by id alone (authorisation then checks the caller's access to it). */
export async function chargeHome(db: DbExecutor, id: number): Promise<{ organizationId: number; branchId: number } | null> {
  const [row] = await db.select({ organizationId: noShowCharges.organizationId, branchId: noShowCharges.branchId }).from(noShowCharges).where(eq(noShowCharges.id, id));
  return row ?? null;
}

/**
 * Waives an applied charge with the staff's reason: an unpaid fee's sale is cancelled (a paid part must be given
 * back on the sale first: 409), a drawn visit is given back; audited and announced. Locks the order first, as
 * every writer of a visit's money does (server/modules/money/sale-locks.ts).
 */
export async function waiveCharge(tx: DbTransaction, actor: Actor, id: number, reason: string, order: OrderRow): Promise<{ charge: NoShowCharge; events: number[] }> {
  const [row] = await tx
    .select()
    .from(noShowCharges)
    .where(and(eq(noShowCharges.organizationId, actor.organizationId), eq(noShowCharges.branchId, actor.scope.branchId), eq(noShowCharges.id, id)))
    .for('update');
  if (!row) throw notFound('noShowCharge');
  if (row.state !== 'applied') throw conflict((m) => m.orders.noShowNotApplied);
  const events: number[] = [];
  if (row.saleId !== null) {
    const [sale] = await tx.select().from(sales).where(and(eq(sales.organizationId, row.organizationId), eq(sales.id, row.saleId), isNull(sales.canceledAt))).for('update');
    if (sale && decimal(sale.paid).gt(0)) throw conflict((m) => m.orders.noShowFeePaid);
    if (sale) {
      await tx.update(sales).set({ canceledAt: new Date(), updatedAt: new Date(), version: sql`${sales.version} + 1` }).where(and(eq(sales.organizationId, sale.organizationId), eq(sales.id, sale.id)));
      await tx.update(saleItems).set({ canceled: true }).where(and(eq(saleItems.organizationId, sale.organizationId), eq(saleItems.saleId, sale.id)));
    }
    events.push(await enqueueMoneyChanged(tx, actor, { dates: [branchToday(actor), sale?.localDate ?? branchToday(actor)], clientId: row.clientId, orderIds: [] }));
  }
  if (row.visitsDrawn > 0) {
    await giveVisitsBack(tx, actor, order, row.clientId);
    const paid = await refreshOrderPaymentStatus(tx, actor.organizationId, order.id);
    if (paid !== null) events.push(paid);
    events.push(await enqueueMoneyChanged(tx, actor, { dates: [order.localDate], clientId: row.clientId, orderIds: [order.id] }));
  }
  const [updated] = await tx
    .update(noShowCharges)
    .set({ state: 'waived', waivedReason: reason, waivedBy: actor.userId, waivedAt: new Date() })
    .where(and(eq(noShowCharges.organizationId, row.organizationId), eq(noShowCharges.id, row.id)))
    .returning();
  await recordAudit(tx, { organizationId: actor.organizationId, branchId: actor.scope.branchId, actorUserId: actor.userId, entity: noShowChargeEntity, entityId: row.id, action: 'update', before: { state: row.state, waivedReason: null }, after: { state: 'waived', waivedReason: reason } });
  events.push(await enqueueChargesChanged(tx, actor, row.id, 'update'));
  return { charge: chargeOf(updated!), events };
}

/** Which order a charge is for, so the waiver can lock it before anything else. */
export async function chargeOrderId(db: DbExecutor, scope: BranchScope, id: number): Promise<number | null> {
  const [row] = await db.select({ orderId: noShowCharges.orderId }).from(noShowCharges).where(and(eq(noShowCharges.organizationId, scope.organizationId), eq(noShowCharges.branchId, scope.branchId), eq(noShowCharges.id, id)));
  return row?.orderId ?? null;
}
