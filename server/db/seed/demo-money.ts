import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { minutesOfTime } from '../../../src/schema/schedule/calendar';
import { instantToZoned } from '../../../src/schema/schedule/time-zone';
import type { DbTransaction } from '../client';
import { diffChanges } from '../../modules/audit/audit.service';
import { memberServiceTermsSql } from '../../modules/catalog/catalog.repository';
import {
  auditLog,
  branches,
  cashRegisterSettings,
  cashShifts,
  clients,
  employees,
  employeeServices,
  membershipInstalments,
  memberships,
  membershipVisits,
  orders,
  orderServices,
  payAssignments,
  payCalculationLines,
  payCalculations,
  paySchemes,
  products,
  saleItems,
  sales,
  services,
  soldMemberships,
  transactions,
  workSlots,
} from '../tables';
import { planDemoMoney, type DemoMoneyPlan, type MoneyMember, type PaidOrder } from './demo-money-plan';
import { instantsOf } from './demo-schedule';
import { demoScheduleDates } from './demo-schedule-plan';
import { insertRows, reserveIds } from './insert-rows';

/**
 * Writes the plan of demo-money-plan.ts for the seeded branches, inside the seed's transaction, after the
 * schedule: reads back the teams, prices, memberships, clients and the visits the schedule completed, plans each
 * branch on its own wall clock, and inserts every table in one statement (ids drawn up front, so rows name each
 * other). Each sale, payment and cash shift gets its audit row with the branch, so Sales → Events has a history;
 * the orders the sales paid (or memberships covered) get their payment status.
 */

type Audit = typeof auditLog.$inferInsert;

async function readBranches(tx: DbTransaction, branchIds: number[]) {
  const branchRows = await tx.select().from(branches).where(inArray(branches.id, branchIds)).orderBy(asc(branches.id));
  const team = await tx.select({ id: employees.id, branchId: employees.branchId, hiredOn: employees.hiredOn }).from(employees).where(inArray(employees.branchId, branchIds)).orderBy(asc(employees.id));
  const offered = await tx
    .select({ employeeId: employeeServices.employeeId, serviceId: services.id, categoryId: services.categoryId, name: services.name, price: memberServiceTermsSql.price })
    .from(employeeServices)
    .innerJoin(services, eq(services.id, employeeServices.serviceId))
    .where(inArray(services.branchId, branchIds))
    .orderBy(asc(services.id));
  const terms = await tx.select().from(memberships).where(inArray(memberships.branchId, branchIds)).orderBy(asc(memberships.id));
  const people = await tx.select({ id: clients.id, branchId: clients.branchId }).from(clients).where(inArray(clients.branchId, branchIds)).orderBy(asc(clients.id));
  const visited = await tx
    .select({ orderId: orders.id, branchId: orders.branchId, clientId: orders.clientId, date: orders.localDate, line: orderServices, name: services.name, categoryId: services.categoryId })
    .from(orders)
    .innerJoin(orderServices, and(eq(orderServices.organizationId, orders.organizationId), eq(orderServices.orderId, orders.id)))
    .innerJoin(services, eq(services.id, orderServices.serviceId))
    .where(and(inArray(orders.branchId, branchIds), eq(orders.status, 'order_status.success'), eq(orders.mode, 'order.single')))
    .orderBy(asc(orders.id), asc(orderServices.position));
  const worked = await tx
    .select({ employeeId: workSlots.employeeId, branchId: workSlots.branchId, date: workSlots.date })
    .from(workSlots)
    .where(and(inArray(workSlots.branchId, branchIds), eq(workSlots.type, 'work_slot.active')));
  return branchRows.map((branch) => {
    const paidOrders = new Map<number, PaidOrder>();
    for (const v of visited.filter((row) => row.branchId === branch.id && row.line.employeeId !== null && row.line.price !== null)) {
      const end = minutesOfTime(instantToZoned(v.line.endsAt.getTime(), branch.timeZone).time);
      const order = paidOrders.get(v.orderId) ?? { orderId: v.orderId, clientId: v.clientId, date: v.date, minute: 0, lines: [] };
      order.minute = Math.max(order.minute, end);
      order.lines.push({ orderServiceId: v.line.id, serviceId: v.line.serviceId!, categoryId: v.categoryId, name: v.name, employeeId: v.line.employeeId!, price: v.line.price! });
      paidOrders.set(v.orderId, order);
    }
    return {
      branch,
      members: team
        .filter((e) => e.branchId === branch.id)
        .map((e): MoneyMember => ({ employeeId: e.id, hiredOn: e.hiredOn, services: offered.filter((s) => s.employeeId === e.id).map(({ employeeId: _, ...service }) => service) })),
      memberships: terms
        .filter((m) => m.branchId === branch.id && m.isActive)
        .map((m) => ({ membershipId: m.id, name: m.name, kind: m.kind, visits: m.visits, periodDays: m.periodDays, validityDays: m.validityDays, serviceIds: m.serviceIds, price: m.price })),
      clientIds: people.filter((c) => c.branchId === branch.id).map((c) => c.id),
      paidOrders: [...paidOrders.values()],
      scheduledShifts: worked.filter((w) => w.branchId === branch.id),
    };
  });
}

/** How many ids a plan's rows that others point at take. */
const idsNeeded = (plan: DemoMoneyPlan) =>
  plan.products.length +
  plan.shifts.length +
  plan.sales.length +
  plan.sales.reduce((total, s) => total + s.items.length + (s.membership ? 1 + s.membership.instalments.length : 0), 0) +
  plan.transactions.length +
  plan.pay.schemes.length +
  1;

/** Three months of money for `branchIds`, as the branches' clocks read at `now`. */
export async function seedDemoMoney(tx: DbTransaction, branchIds: number[], now = new Date()): Promise<void> {
  const planned = (await readBranches(tx, branchIds)).map((b, index) => {
    const wall = instantToZoned(now.getTime(), b.branch.timeZone);
    const plan = planDemoMoney({
      seed: 20_250_501 + index,
      currency: b.branch.isoCurrency === 'RSD' ? 'RSD' : 'EUR',
      today: wall.date,
      nowMinute: minutesOfTime(wall.time),
      workingHours: b.branch.workingHours,
      members: b.members,
      memberships: b.memberships,
      clientIds: b.clientIds,
      paidOrders: b.paidOrders,
      scheduleFrom: demoScheduleDates(wall.date).slotFrom,
      scheduledShifts: b.scheduledShifts,
    });
    return { branch: b.branch, plan, instant: instantsOf(b.branch) };
  });
  const ids = await reserveIds(tx, planned.reduce((total, p) => total + idsNeeded(p.plan), 0));
  let next = 0;
  const take = () => ids[next++]!;

  const productRows: (typeof products.$inferInsert)[] = [];
  const settingRows: (typeof cashRegisterSettings.$inferInsert)[] = [];
  const shiftRows: (typeof cashShifts.$inferInsert)[] = [];
  const slotRows: (typeof workSlots.$inferInsert)[] = [];
  const saleRows: (typeof sales.$inferInsert)[] = [];
  const itemRows: (typeof saleItems.$inferInsert)[] = [];
  const soldRows: (typeof soldMemberships.$inferInsert)[] = [];
  const instalmentRows: (typeof membershipInstalments.$inferInsert)[] = [];
  const visitRows: (typeof membershipVisits.$inferInsert)[] = [];
  const transactionRows: (typeof transactions.$inferInsert)[] = [];
  const schemeRows: (typeof paySchemes.$inferInsert)[] = [];
  const assignmentRows: (typeof payAssignments.$inferInsert)[] = [];
  const calculationRows: (typeof payCalculations.$inferInsert)[] = [];
  const payLineRows: (typeof payCalculationLines.$inferInsert)[] = [];
  const auditRows: Audit[] = [];
  const statuses: { orderId: number; status: string }[] = [];

  for (const { branch, plan, instant } of planned) {
    const scope = { organizationId: branch.organizationId, branchId: branch.id };
    const open = minutesOfTime(branch.workingHours.start);
    const audit = (entity: string, entityId: number, action: Audit['action'], at: Date, before: Record<string, unknown> | null, after: Record<string, unknown>) =>
      auditRows.push({ organizationId: branch.organizationId, branchId: branch.id, actorUserId: null, entity, entityId, action, changes: diffChanges(before, after), at });
    const since = instant(plan.shifts[0]!.date, open);

    const productIds = plan.products.map((product) => {
      const id = take();
      productRows.push({ ...scope, id, ...product, createdAt: since, updatedAt: since });
      return id;
    });
    settingRows.push({ ...scope, enabled: true, defaultFloat: plan.defaultFloat, updatedAt: since });
    const shiftIds = plan.shifts.map((shift) => {
      const id = take();
      const openedAt = instant(shift.date, shift.openMinute);
      const closedAt = instant(shift.date, shift.closeMinute);
      shiftRows.push({ ...scope, id, openedAt, openingFloat: shift.openingFloat, closedAt, countedCash: shift.countedCash, expectedCash: shift.expectedCash, difference: shift.difference });
      audit('cash_shift', id, 'create', openedAt, null, { openingFloat: shift.openingFloat });
      const closed = { closedAt: closedAt.toISOString(), countedCash: shift.countedCash, expectedCash: shift.expectedCash, difference: shift.difference };
      audit('cash_shift', id, 'update', closedAt, { closedAt: null, countedCash: null, expectedCash: null, difference: null }, closed);
      return id;
    });
    for (const slot of plan.slots) slotRows.push({ ...scope, ...slot, type: 'work_slot.active' });

    const itemIds = new Map<string, number>();
    const saleIds = plan.sales.map((sale, saleIndex) => {
      const id = take();
      const at = instant(sale.date, sale.minute);
      saleRows.push({ ...scope, id, clientId: sale.clientId, orderId: sale.orderId, localDate: sale.date, currency: branch.isoCurrency, subtotal: sale.subtotal, discount: sale.discount, total: sale.total, paid: sale.paid, createdAt: at, updatedAt: at });
      const lineIds = sale.items.map((item, itemIndex) => {
        const itemId = take();
        itemIds.set(`${saleIndex}.${itemIndex}`, itemId);
        itemRows.push({
          ...scope,
          id: itemId,
          saleId: id,
          uid: item.uid,
          kind: item.kind,
          serviceId: item.serviceId,
          membershipId: item.membershipId,
          productId: item.productIndex === null ? null : productIds[item.productIndex]!,
          orderServiceId: item.orderServiceId,
          clientId: sale.clientId,
          categoryId: item.categoryId,
          name: item.name,
          employeeId: item.employeeId,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          discountKind: item.discount.kind,
          discountValue: item.discount.kind === 'none' ? '0' : item.discount.value,
          discountAmount: item.discountAmount,
          total: item.total,
          startsOn: sale.date,
          localDate: sale.date,
        });
        return itemId;
      });
      audit('sale', id, 'create', at, null, { total: sale.total, paid: sale.paid, clientId: sale.clientId, orderId: sale.orderId, items: sale.items.length });
      return { id, lineIds };
    });
    const soldIds = new Map<number, { id: number; instalmentIds: Map<number, number> }>();
    plan.sales.forEach((sale, saleIndex) => {
      const sold = sale.membership;
      if (!sold) return;
      const id = take();
      const at = instant(sale.date, sale.minute);
      const { instalments, itemIndex, ...terms } = sold;
      soldRows.push({ ...scope, ...terms, id, clientId: sale.clientId!, saleId: saleIds[saleIndex]!.id, saleItemId: saleIds[saleIndex]!.lineIds[itemIndex]!, createdAt: at, updatedAt: at });
      const instalmentIds = new Map(
        instalments.map((instalment) => {
          const instalmentId = take();
          instalmentRows.push({ ...scope, id: instalmentId, soldMembershipId: id, number: instalment.number, dueOn: instalment.dueOn, amount: instalment.amount, paid: instalment.paid });
          return [instalment.number, instalmentId];
        }),
      );
      soldIds.set(saleIndex, { id, instalmentIds });
    });
    for (const visit of plan.visits) {
      visitRows.push({ ...scope, soldMembershipId: soldIds.get(visit.sale)!.id, clientId: plan.sales[visit.sale]!.clientId!, orderId: visit.orderId, orderServiceId: visit.orderServiceId, localDate: visit.date, drawnAt: instant(visit.date, visit.minute) });
    }

    const schemeIds = plan.pay.schemes.map((scheme) => {
      const id = take();
      schemeRows.push({ ...scope, id, ...scheme, createdAt: since, updatedAt: since });
      return id;
    });
    for (const a of plan.pay.assignments) assignmentRows.push({ ...scope, employeeId: a.employeeId, schemeId: schemeIds[a.scheme]!, startsOn: a.startsOn, createdAt: since });
    const calculation = plan.pay.calculation;
    const calculationId = take();
    const approvedAt = instant(calculation.paidOn, open);
    const paidAt = instant(calculation.paidOn, open + 30);
    calculationRows.push({ ...scope, id: calculationId, periodFrom: calculation.periodFrom, periodTo: calculation.periodTo, status: 'paid', total: calculation.total, approvedAt, paidAt, createdAt: approvedAt, updatedAt: paidAt });
    for (const { employeeId, scheme, position, line } of calculation.lines) {
      payLineRows.push({ ...scope, calculationId, employeeId, schemeId: schemeIds[scheme]!, ...line, ref: line.ref === null ? null : String(itemIds.get(line.ref)!), position });
    }
    audit('pay_calculation', calculationId, 'create', paidAt, null, { periodFrom: calculation.periodFrom, periodTo: calculation.periodTo, status: 'paid', total: calculation.total });

    const transactionIds = plan.transactions.map(() => take());
    plan.transactions.forEach((t, index) => {
      const id = transactionIds[index]!;
      const at = instant(t.date, t.minute);
      const sold = t.sale === null ? undefined : soldIds.get(t.sale);
      const cashShiftId = t.shift === null ? null : shiftIds[t.shift]!;
      const saleId = t.sale === null ? null : saleIds[t.sale]!.id;
      const refundOfId = t.refundOf === null ? null : transactionIds[t.refundOf]!;
      transactionRows.push({
        ...scope,
        id,
        kind: t.kind,
        method: t.method,
        amount: t.amount,
        refunded: t.refunded,
        refundOfId,
        saleId,
        orderId: t.orderId,
        clientId: t.clientId,
        soldMembershipId: t.instalment === null ? null : sold!.id,
        instalmentId: t.instalment === null ? null : sold!.instalmentIds.get(t.instalment)!,
        employeeId: t.employeeId,
        payCalculationId: t.kind === 'salary' ? calculationId : null,
        cashShiftId,
        localDate: t.date,
        createdAt: at,
      });
      audit('transaction', id, 'create', at, null, { kind: t.kind, method: t.method, amount: t.amount, saleId, refundOfId, cashShiftId });
    });
    statuses.push(...plan.orderStatuses);
  }

  await insertRows(tx, products, productRows);
  await insertRows(tx, cashRegisterSettings, settingRows);
  await insertRows(tx, cashShifts, shiftRows);
  await insertRows(tx, workSlots, slotRows);
  await insertRows(tx, sales, saleRows);
  await insertRows(tx, saleItems, itemRows);
  // service_ids is an array column, which unnest would flatten: a plain multi-row insert (a few dozen rows).
  if (soldRows.length > 0) await tx.insert(soldMemberships).values(soldRows);
  await insertRows(tx, membershipInstalments, instalmentRows);
  await insertRows(tx, membershipVisits, visitRows);
  await insertRows(tx, paySchemes, schemeRows);
  await insertRows(tx, payAssignments, assignmentRows);
  await insertRows(tx, payCalculations, calculationRows);
  await insertRows(tx, payCalculationLines, payLineRows);
  await insertRows(tx, transactions, transactionRows);
  await insertRows(tx, auditLog, auditRows);
  if (statuses.length > 0) {
    await tx.execute(sql`
      update ${orders} o set payment_status = s.status
      from unnest(${sql.param(statuses.map((s) => s.orderId))}::bigint[], ${sql.param(statuses.map((s) => s.status))}::text[]) as s(id, status)
      where o.id = s.id`);
  }
}
