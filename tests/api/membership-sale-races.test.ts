import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, membershipInstalments, memberships, membershipVisits, orders, sales, soldMemberships, transactions } from '../../server/db/tables';
import { refreshOrderPaymentStatus } from '../../server/modules/money/order-payment-status';
import { moneyText, sumMoney } from '../../src/schema/money/decimal';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, line, orderWorld, type World } from './orders-support';
import { catalogMembership } from './sold-memberships-support';

/**
 * Issue 15: money writes on one membership sale racing each other (an instalment payment, the sale's other
 * payment, its cancel, the completion of a visit its membership covers) take their locks in one order
 * (server/modules/money/sale-locks.ts), so each queues behind the other: never a deadlock and its 500, only a
 * success or a 409 with a sentence, and the state after adds up.
 */

const rounds = 20;
/** Every refusal these races may meet: what happened in the meantime, said to the person at the till. */
const refusals = [
  'Instalment 2 is paid in full already.',
  'This membership was cancelled, so its instalments are no longer paid.',
  'This sale was already cancelled.',
  'This sale was cancelled.',
];
const visitDrawn = (name: string) => `A visit was already drawn from ${name}; give that visit back before cancelling the sale.`;

type Sold = { saleId: number; soldId: number; instalmentIds: number[]; orderId: number | null; orderVersion: number | null };
type Variant = 'same sale' | 'own sale' | 'group class';

describe('concurrent money writes on one membership sale', () => {
  let t: TestApp;
  let w: World;
  let pass: number;
  let passName: string;
  let slot = 0;

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Membership Races');
    pass = await catalogMembership(t.app, w, { serviceIds: [w.cut] });
    passName = (await t.app.db.select({ name: memberships.name }).from(memberships).where(eq(memberships.id, pass)))[0]!.name;
  });
  afterAll(() => t.close());

  /** A fresh client each round, so no round draws on another round's membership. */
  const newClient = async () => {
    const res = await api(t.app, 'POST', `/branches/${w.branchId}/clients`, w.owner, { firstName: 'Race', lastName: `Client ${slot}` });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  /** A free 15-minute slot of Ana's (one a day keeps the membership's start and the visit's day equal). */
  const nextSlot = () => {
    const day = new Date(Date.UTC(2021, 0, 1 + slot++)).toISOString().slice(0, 10);
    return { date: day, startTime: '10:00', duration: 15 };
  };

  /** Books the visit: a single order for `clientId`, or a group class `clientId` joined. */
  async function bookVisit(clientId: number, group: boolean) {
    const { date, startTime, duration } = nextSlot();
    if (!group) {
      const res = await book(t.app, { ...w, client: clientId }, [line(w, { date, startTime, duration })]);
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json().id as number, lineId: res.json().services[0].id as number, date, price: '25.00' };
    }
    const created = await api(t.app, 'POST', `/branches/${w.branchId}/group-orders`, w.owner, { serviceId: w.cut, employeeId: w.ana, date, startTime, duration, price: '15.00', capacity: 3, confirmOutsideWorkingHours: true });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().created[0].id as number;
    expect((await api(t.app, 'POST', `/orders/${id}/clients`, w.owner, { clientId })).statusCode).toBe(201);
    const read = (await api(t.app, 'GET', `/orders/${id}`, w.owner)).json();
    return { id, lineId: read.services[0].id as number, date, price: '15.00' };
  }

  /**
   * A membership of 3 visits (90.00, three instalments of 30.00, the first paid at the till). With a visit, the
   * membership is sold either on the sale that pays the visit ('same sale': the visit's line paid in full too) or
   * on a sale of its own ('own sale'); 'group class' sells it on the sale that pays the client's place in a class.
   */
  async function sellPass(variant: Variant | null): Promise<Sold> {
    const clientId = await newClient();
    const visit = variant === null ? null : await bookVisit(clientId, variant === 'group class');
    const startsAt = visit?.date ?? '2021-01-01';
    const pays = visit !== null && variant !== 'own sale';
    const items = [
      ...(pays ? [{ uid: 'visit', kind: 'service', refId: w.cut, price: visit.price, startsAt, employeeId: w.ana, orderServiceId: visit.lineId }] : []),
      { uid: 'pass', kind: 'membership', refId: pass, price: '90.00', startsAt, instalments: 3 },
    ];
    const tender = { card: moneyText(sumMoney(['30.00', ...(pays ? [visit.price] : [])])) };
    const res = await api(t.app, 'POST', `/branches/${w.branchId}/sales`, w.owner, { clientId, orderId: pays ? visit.id : null, items, tender });
    expect(res.statusCode, res.body).toBe(201);
    const receipt = res.json() as { sale: { id: number; items: { soldMembershipId: number | null }[] } };
    const soldId = receipt.sale.items.find((item) => item.soldMembershipId !== null)!.soldMembershipId!;
    const instalments = await t.app.db.select({ id: membershipInstalments.id }).from(membershipInstalments).where(eq(membershipInstalments.soldMembershipId, soldId)).orderBy(asc(membershipInstalments.number));
    const orderVersion = visit ? ((await api(t.app, 'GET', `/orders/${visit.id}`, w.owner)).json().version as number) : null;
    return { saleId: receipt.sale.id, soldId, instalmentIds: instalments.map((row) => row.id), orderId: visit?.id ?? null, orderVersion };
  }

  const payInstalment = (sold: Sold) => api(t.app, 'POST', `/membership-instalments/${sold.instalmentIds[1]}/payments`, w.owner, { tender: { card: '30.00' } });
  const payDebt = (sold: Sold) => api(t.app, 'POST', `/sales/${sold.saleId}/payments`, w.owner, { tender: { card: '30.00' } });
  const cancelSale = (sold: Sold) => api(t.app, 'POST', `/sales/${sold.saleId}/cancel`, w.owner, { note: 'Race' });
  const complete = (sold: Sold) => api(t.app, 'PATCH', `/orders/${sold.orderId}`, w.owner, { status: 'order_status.success', version: sold.orderVersion });

  /** Each answer a success or a 409 whose sentence says what happened meanwhile; never a 500. */
  function expectQueued(answers: LightMyRequestResponse[], allowed: string[] = refusals) {
    for (const res of answers) {
      expect([200, 201, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 409) expect(allowed, res.body).toContain(res.json().message);
    }
  }

  /** What the rows say after the race: money adds up, a cancelled sale holds nothing, no visit is overdrawn. */
  async function expectConsistent(sold: Sold) {
    const db = t.app.db;
    const [sale] = await db.select().from(sales).where(eq(sales.id, sold.saleId));
    const moves = await db.select().from(transactions).where(eq(transactions.saleId, sold.saleId));
    expect(moneyText(sumMoney(moves.map((move) => move.amount))), 'sale.paid is what its payments less refunds add up to').toBe(moneyText(sale!.paid));
    for (const payment of moves.filter((move) => move.kind === 'payment')) {
      const back = moves.filter((move) => move.refundOfId === payment.id).map((move) => move.amount);
      expect(moneyText(sumMoney(back).neg()), 'a payment’s refunded is what its refunds add up to').toBe(moneyText(payment.refunded));
    }
    const memberships = await db.select().from(soldMemberships).where(eq(soldMemberships.saleId, sold.saleId));
    for (const membership of memberships) {
      const instalments = await db.select({ paid: membershipInstalments.paid }).from(membershipInstalments).where(eq(membershipInstalments.soldMembershipId, membership.id));
      expect(moneyText(sumMoney(instalments.map((row) => row.paid)))).toBe(moneyText(membership.paid));
      const open = await db.select().from(membershipVisits).where(and(eq(membershipVisits.soldMembershipId, membership.id), isNull(membershipVisits.returnedAt)));
      expect(open.length, 'visits drawn are the visits used').toBe(membership.visitsUsed);
      expect(membership.visitsUsed).toBeLessThanOrEqual(membership.visitsTotal ?? Infinity);
      if (sale!.canceledAt) {
        expect(membership.canceledAt, 'a cancelled sale cancels its membership').not.toBeNull();
        expect(open, 'a cancelled, fully refunded sale keeps no drawn visit').toEqual([]);
        expect(membership.visitsUsed).toBe(0);
      }
    }
    if (sale!.canceledAt) {
      expect(moneyText(sale!.paid)).toBe('0.00');
      for (const payment of moves.filter((move) => move.kind === 'payment')) expect(moneyText(payment.refunded)).toBe(moneyText(payment.amount));
    }
    if (sold.orderId !== null) {
      // The order's payment status is what its sales and drawn visits say: recomputing it changes nothing.
      const unchanged = await db.transaction(async (tx) => {
        const event = await refreshOrderPaymentStatus(tx, w.orgId, sold.orderId!);
        const [order] = await tx.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, sold.orderId!));
        return { event, order };
      });
      expect(unchanged.event, `payment status ${unchanged.order?.status} is stale`).toBeNull();
    }
  }

  it('an instalment payment racing the sale’s other payment: both settle, one after the other', { timeout: 120_000 }, async () => {
    for (let round = 0; round < rounds; round++) {
      const sold = await sellPass(null);
      const answers = await Promise.all([payInstalment(sold), payDebt(sold)]);
      expectQueued(answers);
      // The sale's payment always lands (the instalment's or the next one); the instalment's only if it came first.
      expect(answers[1]!.statusCode, answers[1]!.body).toBe(201);
      const paid = answers[0]!.statusCode === 200 ? '90.00' : '60.00';
      expect(moneyText((await t.app.db.select({ paid: sales.paid }).from(sales).where(eq(sales.id, sold.saleId)))[0]!.paid)).toBe(paid);
      await expectConsistent(sold);
    }
  });

  it('an instalment payment racing the sale’s cancel: paid first and refunded, or refused', { timeout: 120_000 }, async () => {
    for (let round = 0; round < rounds; round++) {
      const sold = await sellPass(null);
      const answers = await Promise.all([payInstalment(sold), cancelSale(sold)]);
      expectQueued(answers);
      expect(answers[1]!.statusCode, answers[1]!.body).toBe(200);
      await expectConsistent(sold);
    }
  });

  it('a sale’s cancel racing the completion of a visit its membership covers: the visit is drawn or the membership cancelled, never both', { timeout: 120_000 }, async () => {
    const variants: Variant[] = ['same sale', 'own sale', 'group class'];
    for (let round = 0; round < rounds; round++) {
      const sold = await sellPass(variants[round % variants.length]!);
      const answers = await Promise.all([cancelSale(sold), complete(sold)]);
      expectQueued(answers, [visitDrawn(passName)]);
      expect(answers[1]!.statusCode, answers[1]!.body).toBe(200);
      await expectConsistent(sold);
    }
  });

  it('an instalment payment, the sale’s cancel and the visit’s completion at once', { timeout: 120_000 }, async () => {
    const variants: Variant[] = ['same sale', 'own sale', 'group class'];
    for (let round = 0; round < rounds; round++) {
      const sold = await sellPass(variants[round % variants.length]!);
      const answers = await Promise.all([payInstalment(sold), cancelSale(sold), complete(sold)]);
      expectQueued(answers, [...refusals, visitDrawn(passName)]);
      expect(answers[2]!.statusCode, answers[2]!.body).toBe(200);
      await expectConsistent(sold);
    }
  });

  /** Waits until `count` backends of this database wait for a row lock: a request is then parked where we want it. */
  async function lockWaiters(count: number) {
    for (;;) {
      const { rows } = await t.app.db.execute<{ waiting: number }>(sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if (rows[0]!.waiting >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it.each<Variant>(['own sale', 'same sale'])(
    'a cancel arriving while the completion has drawn its visit but not committed answers 409 and keeps the visit (%s)',
    async (variant) => {
      const sold = await sellPass(variant);
      const [row] = await t.app.db.select({ clientId: sales.clientId }).from(sales).where(eq(sales.id, sold.saleId));
      // The completion draws the visit, then waits for its client's row (the visit counts), which we hold: it is
      // parked with the visit written and not committed, and the cancel arrives then.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = t.app.db.transaction(async (tx) => {
        await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, row!.clientId!)).for('update');
        held();
        await released;
      });
      await holding;
      const completion = complete(sold);
      await lockWaiters(1);
      const cancel = cancelSale(sold);
      await lockWaiters(2);
      release();
      await holder;
      const [done, refused] = await Promise.all([completion, cancel]);
      expect(done.statusCode, done.body).toBe(200);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(visitDrawn(passName));
      const [membership] = await t.app.db.select().from(soldMemberships).where(eq(soldMemberships.id, sold.soldId));
      expect(membership).toMatchObject({ canceledAt: null, visitsUsed: 1 });
      await expectConsistent(sold);
    },
  );
});
