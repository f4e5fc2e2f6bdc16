import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clientBalanceEntries, clientReferrals, clients } from '../../server/db/tables';
import { clientBalanceSchema, clientReferralCardSchema, referralProgrammeSchema } from '../../src/schema/client-referrals/client-referrals';
import { holdSchema } from '../../src/schema/online-booking/public-booking';
import { addDays } from '../../src/schema/schedule/calendar';
import { instantToZoned } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { oneServiceBranch, orderIdOfHold, sentCodeOf } from './online-booking-support';
import { api, book, line } from './orders-support';
import { addClient, scheduleChain } from './schedule-support';
import { cut, salesWorld, sell, type SalesWorld } from './sales-support';

/**
 * Branch referrals and the client's balance (docs/client-referrals.md) on the real app: the programme's terms, a
 * client's code and "referred by", the newcomer's first visit paid with the discount and the referrer credited once
 * however the checkout is retried or raced, the balance as a tender (refused above what it holds or without a client),
 * a refund going back to it, the cash-flow report leaving it out, and another chain seeing none of it.
 */
describe('client referrals and balance', () => {
  let t: TestApp;
  let w: SalesWorld;
  let other: SalesWorld;
  let day = 0;
  const nextDate = () => `2031-07-${String(++day).padStart(2, '0')}`;
  const newClient = async (firstName: string, world: SalesWorld = w) => {
    const res = await api(t.app, 'POST', `/branches/${world.branchId}/clients`, world.owner, { firstName, lastName: 'Friend', email: `${firstName.toLowerCase()}@example.com` });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const cardOf = async (clientId: number, world: SalesWorld = w) => {
    const res = await api(t.app, 'GET', `/branches/${world.branchId}/clients/${clientId}/referral`, world.owner);
    expect(res.statusCode, res.body).toBe(200);
    return clientReferralCardSchema.parse(res.json());
  };
  const balanceOf = async (clientId: number) => {
    const res = await api(t.app, 'GET', `/branches/${w.branchId}/clients/${clientId}/balance`, w.owner);
    expect(res.statusCode, res.body).toBe(200);
    return clientBalanceSchema.parse(res.json());
  };
  const referredBy = (clientId: number, code: string, world: SalesWorld = w) => api(t.app, 'PUT', `/branches/${world.branchId}/clients/${clientId}/referral/referred-by`, world.owner, { code });
  /** A booked visit of the client, answered with its order and the line paying it. */
  const visitOf = async (clientId: number) => {
    const booked = await book(t.app, w, [line(w, { date: nextDate() })], { confirmOutsideWorkingHours: true, clientId });
    expect(booked.statusCode, booked.body).toBe(201);
    const order = booked.json();
    return { orderId: order.id as number, items: [cut(w, { orderServiceId: order.services[0].id as number, price: '40.00' })] };
  };
  /** A referrer and a newcomer referred by their code. */
  const pair = async (name: string) => {
    const referrer = await newClient(`${name}Referrer`);
    const newcomer = await newClient(`${name}Newcomer`);
    const { code } = await cardOf(referrer);
    const set = await referredBy(newcomer, code);
    expect(set.statusCode, set.body).toBe(200);
    return { referrer, newcomer };
  };
  const creditsOf = async (referrer: number) =>
    t.app.db.select().from(clientBalanceEntries).where(and(eq(clientBalanceEntries.organizationId, w.orgId), eq(clientBalanceEntries.clientId, referrer), eq(clientBalanceEntries.kind, 'referral_credit')));
  const storedBalance = async (clientId: number) => (await t.app.db.select({ balance: clients.balance }).from(clients).where(eq(clients.id, clientId)))[0]!.balance;

  beforeAll(async () => {
    t = await createTestApp();
    w = await salesWorld(t.app, 'Referral Chain');
    other = await salesWorld(t.app, 'Referral Other');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the branch’s programme off until set, saves it against the version read and audits it', async () => {
    const first = referralProgrammeSchema.parse((await api(t.app, 'GET', `/branches/${w.branchId}/referral-programme`, w.owner)).json());
    expect(first).toMatchObject({ enabled: false, rewardAmount: '0.00', version: 1, figures: { referrals: 0, rewarded: 0, credited: '0.00' } });
    const bad = await api(t.app, 'PUT', `/branches/${w.branchId}/referral-programme`, w.owner, { enabled: true, rewardAmount: '-1', discountPercent: '120', version: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual(['discountPercent', 'rewardAmount']);
    const saved = await api(t.app, 'PUT', `/branches/${w.branchId}/referral-programme`, w.owner, { enabled: true, rewardAmount: '10.00', discountPercent: '20', version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: true, rewardAmount: '10.00', discountPercent: '20', version: 1 });
    const stale = await api(t.app, 'PUT', `/branches/${w.branchId}/referral-programme`, w.owner, { enabled: false, rewardAmount: '5.00', discountPercent: '5', version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed the programme/);
    const audited = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, w.orgId), eq(auditLog.entity, 'client_referral_programme')));
    expect(audited).toHaveLength(1);
  });

  it('gives each client one code and a link to the branch’s booking page; "referred by" refuses what does not fit', async () => {
    const referrer = await newClient('Petra');
    const card = await cardOf(referrer);
    expect(card.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect((await cardOf(referrer)).code).toBe(card.code);
    expect(card.programme).toEqual({ enabled: true, rewardAmount: '10.00', discountPercent: '20' });
    const newcomer = await newClient('Nina');
    const unknown = await referredBy(newcomer, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: ['code'], message: 'No client of this branch has this code.' }]);
    expect((await referredBy(referrer, card.code)).json().issues[0].message).toBe('A client cannot be their own referrer.');
    const set = await referredBy(newcomer, card.code.toLowerCase());
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ referredBy: { id: referrer, state: 'signed_up' }, newcomerDiscountPercent: '20' });
    expect((await cardOf(referrer)).referred).toBe(1);
    const again = await referredBy(newcomer, card.code);
    expect(again.statusCode).toBe(409);
    // A client with a visit paid already is no newcomer.
    const regular = await newClient('Rita');
    const visit = await visitOf(regular);
    expect((await sell(t.app, w, { clientId: regular, ...visit, tender: { cash: '40.00' } })).statusCode).toBe(201);
    expect((await referredBy(regular, card.code)).json().issues[0].message).toMatch(/has visits already/);
  });

  it('prices the newcomer’s first visit with the discount and credits the referrer once, audited; the second visit gets neither', async () => {
    const { referrer, newcomer } = await pair('Once');
    const first = await visitOf(newcomer);
    const sold = await sell(t.app, w, { clientId: newcomer, ...first, tender: { card: '32.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().sale).toMatchObject({ total: '32.00', discount: '8.00', paid: '32.00' });
    expect(sold.json().sale.items[0]).toMatchObject({ discount: { kind: 'percent', value: '20.00' } });
    const balance = await balanceOf(referrer);
    expect(balance.balance).toBe('10.00');
    expect(balance.entries).toEqual([expect.objectContaining({ kind: 'referral_credit', amount: '10.00', balanceAfter: '10.00' })]);
    const [referral] = await t.app.db.select().from(clientReferrals).where(and(eq(clientReferrals.organizationId, w.orgId), eq(clientReferrals.newcomerClientId, newcomer)));
    expect(referral).toMatchObject({ state: 'rewarded', rewardAmount: '10.00', saleId: sold.json().sale.id });
    const audited = await t.app.db.select().from(auditLog).where(and(eq(auditLog.organizationId, w.orgId), eq(auditLog.entity, 'client_referral'), eq(auditLog.entityId, referral!.id)));
    expect(audited.map((row) => row.action).sort()).toEqual(['create', 'update']);
    const second = await visitOf(newcomer);
    const full = await sell(t.app, w, { clientId: newcomer, ...second, tender: { card: '40.00' } });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().sale.total).toBe('40.00');
    expect(await creditsOf(referrer)).toHaveLength(1);
  });

  it('still treats the visit as the first when it was completed before its checkout', async () => {
    const { referrer, newcomer } = await pair('Done');
    const booked = await book(t.app, w, [line(w, { date: instantToZoned(Date.now(), 'Europe/Lisbon').date, startTime: '23:00', duration: 30 })], { confirmOutsideWorkingHours: true, clientId: newcomer });
    expect(booked.statusCode, booked.body).toBe(201);
    const completed = await api(t.app, 'PATCH', `/orders/${booked.json().id}`, w.owner, { version: booked.json().version, status: 'order_status.success' });
    expect(completed.statusCode, completed.body).toBe(200);
    const sold = await sell(t.app, w, { clientId: newcomer, orderId: booked.json().id, items: [cut(w, { orderServiceId: booked.json().services[0].id, price: '40.00' })], tender: { cash: '32.00' } });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().sale.total).toBe('32.00');
    expect(await storedBalance(referrer)).toBe('10.00');
  });

  it('credits once when the first visit’s checkout is raced or retried', async () => {
    const { referrer, newcomer } = await pair('Race');
    const a = await visitOf(newcomer);
    const b = await visitOf(newcomer);
    // The same visit twice at once, and another first visit beside them: one sale gets the offer.
    const answers = await Promise.all([
      sell(t.app, w, { clientId: newcomer, ...a, tender: { cash: '32.00' } }),
      sell(t.app, w, { clientId: newcomer, ...a, tender: { cash: '32.00' } }),
      sell(t.app, w, { clientId: newcomer, ...b, tender: { cash: '32.00' } }),
    ]);
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.every((code) => code === 201 || code === 409 || code === 400)).toBe(true);
    expect(await creditsOf(referrer)).toHaveLength(1);
    expect(await storedBalance(referrer)).toBe('10.00');
  });

  it('takes the balance as a tender beside cash, refuses more than it holds or a sale without a client, and gives refunds back to it', async () => {
    const { referrer, newcomer } = await pair('Tender');
    const first = await visitOf(newcomer);
    expect((await sell(t.app, w, { clientId: newcomer, ...first, tender: { cash: '32.00' } })).statusCode).toBe(201);
    expect(await storedBalance(referrer)).toBe('10.00');

    const above = await sell(t.app, w, { clientId: referrer, items: [cut(w)], tender: { balance: '10.01', cash: '14.99' } });
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toBe('The client’s balance holds only 10.00.');
    const walkIn = await sell(t.app, w, { clientId: null, items: [cut(w)], tender: { balance: '5.00', cash: '20.00' } });
    expect(walkIn.statusCode).toBe(400);
    expect(walkIn.json().issues[0].path).toEqual(['tender', 'balance']);
    const overDue = await sell(t.app, w, { clientId: referrer, items: [cut(w, { price: '5.00' })], tender: { balance: '6.00' } });
    expect(overDue.statusCode).toBe(400);

    const paid = await sell(t.app, w, { clientId: referrer, items: [cut(w)], tender: { balance: '10.00', cash: '15.00' } });
    expect(paid.statusCode, paid.body).toBe(201);
    const payments = paid.json().sale.transactions as { id: number; method: string; amount: string }[];
    expect(payments.map((p) => [p.method, p.amount]).sort()).toEqual([['balance', '10.00'], ['cash', '15.00']]);
    expect(await storedBalance(referrer)).toBe('0.00');

    const fromBalance = payments.find((p) => p.method === 'balance')!;
    const refund = await api(t.app, 'POST', `/transactions/${fromBalance.id}/refunds`, w.owner, { amount: '4.00', note: 'Too short' });
    expect(refund.statusCode, refund.body).toBe(201);
    const after = await balanceOf(referrer);
    expect(after.balance).toBe('4.00');
    expect(after.entries.map((entry) => [entry.kind, entry.amount, entry.balanceAfter])).toEqual([
      ['refund', '4.00', '4.00'],
      ['checkout_payment', '-10.00', '0.00'],
      ['referral_credit', '10.00', '10.00'],
    ]);
    expect(after.entries[1]!.saleId).toBe(paid.json().sale.id);

    // The balance is no money in the drawer: cash flow counts the cash and card only.
    const today = new Date().toISOString().slice(0, 10);
    const flow = await api(t.app, 'GET', `/branches/${w.branchId}/reports/cash-flow?from=${today}&to=${today}`, w.owner);
    expect(flow.statusCode, flow.body).toBe(200);
    expect(new Set(flow.json().totals.map((total: { method: string }) => total.method))).toEqual(new Set(['cash', 'card']));
  });

  it('takes two payments from one balance one after the other: never below zero', async () => {
    const { referrer, newcomer } = await pair('Twice');
    const first = await visitOf(newcomer);
    expect((await sell(t.app, w, { clientId: newcomer, ...first, tender: { cash: '32.00' } })).statusCode).toBe(201);
    const answers = await Promise.all([1, 2, 3].map(() => sell(t.app, w, { clientId: referrer, items: [cut(w, { price: '6.00' })], tender: { balance: '6.00' } })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await storedBalance(referrer)).toBe('4.00');
  });

  it('records a friend who books through the link as referred; a code that fits nothing books as any booking', async () => {
    const chain = await scheduleChain(t.app, 'Referral Booking');
    const day = addDays(instantToZoned(Date.now(), 'Europe/Belgrade').date, 5);
    const { serviceId, slug } = await oneServiceBranch(t.app, chain, { day, minutes: 60, until: '17:00' });
    const referrer = await addClient(t.app, chain, 'Vesna', '+381651112299');
    const card = clientReferralCardSchema.parse((await api(t.app, 'GET', `/branches/${chain.branchId}/clients/${referrer}/referral`, chain.owner)).json());
    expect(card.link).toMatch(new RegExp(`/book/${slug}\\?ref=${card.code}$`));
    let address = 0;
    const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/public/book/${slug}/${path}`, payload, remoteAddress: `10.9.0.${++address}` });
    const bookAs = async (time: string, phone: string, referralCode: string) => {
      const held = holdSchema.parse((await post('holds', { services: [serviceId], date: day, time })).json());
      expect((await post('code', { holdToken: held.holdToken, channel: 'sms', firstName: 'Friend', phone, referralCode })).statusCode).toBe(202);
      const confirmed = await post('confirm', { holdToken: held.holdToken, code: await sentCodeOf(t.app.db, orderIdOfHold(held.holdToken)) });
      expect(confirmed.statusCode, confirmed.body).toBe(201);
      const order = (await api(t.app, 'GET', `/orders/${orderIdOfHold(held.holdToken)}`, chain.owner)).json();
      return order.clientId as number;
    };
    const friend = await bookAs('10:00', '064 555 0101', card.code.toLowerCase());
    const referral = clientReferralCardSchema.parse((await api(t.app, 'GET', `/branches/${chain.branchId}/clients/${friend}/referral`, chain.owner)).json());
    expect(referral.referredBy).toMatchObject({ id: referrer, state: 'signed_up' });
    const stranger = await bookAs('12:00', '064 555 0102', 'NOTACODE');
    expect((await t.app.db.select().from(clientReferrals).where(eq(clientReferrals.newcomerClientId, stranger)))).toEqual([]);
  });

  it('pays a sale’s debt from the balance too', async () => {
    const { referrer, newcomer } = await pair('Debt');
    const first = await visitOf(newcomer);
    expect((await sell(t.app, w, { clientId: newcomer, ...first, tender: { cash: '32.00' } })).statusCode).toBe(201);
    const owing = await sell(t.app, w, { clientId: referrer, items: [cut(w)], tender: { cash: '20.00' } });
    expect(owing.json().sale.debt).toBe('5.00');
    const paid = await api(t.app, 'POST', `/sales/${owing.json().sale.id}/payments`, w.owner, { tender: { balance: '5.00' } });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().sale.debt).toBe('0.00');
    expect(await storedBalance(referrer)).toBe('5.00');
  });

  it('answers another chain’s client, programme and referrals as unknown', async () => {
    const mine = await newClient('Private');
    expect((await api(t.app, 'GET', `/branches/${other.branchId}/clients/${mine}/balance`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${other.branchId}/clients/${mine}/referral`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/clients/${mine}/balance`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/referral-programme`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/client-referrals`, other.owner)).statusCode).toBe(404);
    // A code of this chain's client means nothing in the other chain.
    const { code } = await cardOf(mine);
    const theirs = await newClient('Stranger', other);
    expect((await referredBy(theirs, code, other)).statusCode).toBe(400);
    const list = await api(t.app, 'GET', `/branches/${w.branchId}/client-referrals`, w.owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.totalItems).toBeGreaterThanOrEqual(4);
  });
});
