import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, membershipInstalments, products, sales, transactions } from '../../server/db/tables';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { Auth } from './orders-support';
import { cut, item, salesWorld, today, type SalesWorld } from './sales-support';
import { memberOf } from './settings-support';
import { catalogMembership, sellMembership } from './sold-memberships-support';

/**
 * The money writes' Idempotency-Key (server/modules/sales/idempotency.ts): a sale, a debt or instalment paid and a
 * refund sent again under their key answer what the first one did and write nothing more, copies sent at once make
 * one write, the key is refused (422) for another request and is free again after a refused write or a day.
 */
describe('Idempotency-Key on the money writes', () => {
  let t: TestApp;
  let w: SalesWorld;
  let other: SalesWorld;
  const keyReused = 'This was already recorded once with other details under the same Idempotency-Key; nothing was written again. Reload to see what was recorded.';

  beforeAll(async () => {
    t = await createTestApp();
    w = await salesWorld(t.app, 'Keyed Sales');
    other = await salesWorld(t.app, 'Keyed Other');
  });
  afterAll(() => t.close());

  const post = (url: string, auth: Auth, key: string | null, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...auth, ...(key === null ? {} : { 'idempotency-key': key }) }, payload });
  const salesCount = async (world: SalesWorld) =>
    (await t.app.db.select({ n: count() }).from(sales).where(eq(sales.organizationId, world.orgId)))[0]!.n;
  const paymentsOf = async (saleId: number) =>
    (await t.app.db.select({ n: count() }).from(transactions).where(and(eq(transactions.organizationId, w.orgId), eq(transactions.saleId, saleId))))[0]!.n;
  const stock = async () => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, w.shampoo)))[0]!.stock;
  /** One cut for the world's client, paid in cash; each call the same request (the line's uid is part of it). */
  const aSale = (world: SalesWorld, price = '12.50') => ({
    clientId: world.client,
    items: [{ uid: 'cut', kind: 'service', refId: world.cut, employeeId: world.ana, price, startsAt: today() }],
    tender: { cash: '20.00' },
  });

  it('answers a sale sent again under its key with the same sale and change, and writes it once', async () => {
    const key = randomUUID();
    const body = { clientId: w.client, items: [item({ kind: 'product', refId: w.shampoo, price: '12.50' })], tender: { cash: '20.00' } };
    const [salesBefore, stockBefore] = [await salesCount(w), await stock()];
    const first = await post(`/branches/${w.branchId}/sales`, w.owner, key, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().change).toBe('7.50');
    const again = await post(`/branches/${w.branchId}/sales`, w.owner, key, body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    // The draft's quoted form names the same key.
    const quoted = await post(`/branches/${w.branchId}/sales`, w.owner, `"${key}"`, body);
    expect(quoted.json().sale.id).toBe(first.json().sale.id);
    expect(await salesCount(w)).toBe(salesBefore + 1);
    expect(await stock()).toBe(stockBefore! - 1);
    // Without a key the same request is another sale, as before.
    expect((await post(`/branches/${w.branchId}/sales`, w.owner, null, body)).statusCode).toBe(201);
    expect(await salesCount(w)).toBe(salesBefore + 2);
  });

  it('makes one sale of ten copies sent at once, each answered with it', async () => {
    const key = randomUUID();
    const before = await salesCount(w);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(`/branches/${w.branchId}/sales`, w.owner, key, aSale(w))));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((res) => res.json().sale.id)).size).toBe(1);
    expect(await salesCount(w)).toBe(before + 1);
  });

  it('refuses the key with 422 for another body, another person or another address, writing nothing', async () => {
    const key = randomUUID();
    const first = await post(`/branches/${w.branchId}/sales`, w.owner, key, aSale(w));
    expect(first.statusCode, first.body).toBe(201);
    const before = await salesCount(w);
    const otherBody = await post(`/branches/${w.branchId}/sales`, w.owner, key, aSale(w, '11.00'));
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toMatchObject({ code: 'key_reused', message: keyReused });
    const admin = await memberOf(t.app, w.orgId, 'administrator', [w.branchId]);
    expect((await post(`/branches/${w.branchId}/sales`, admin.auth, key, aSale(w))).statusCode).toBe(422);
    const debt = await post(`/sales/${first.json().sale.id}/payments`, w.owner, key, { tender: { cash: '1.00' } });
    expect(debt.statusCode).toBe(422);
    expect(await salesCount(w)).toBe(before);
  });

  it('leaves the key free after a refused write, for the corrected request', async () => {
    const key = randomUUID();
    const tooMany = await post(`/branches/${w.branchId}/sales`, w.owner, key, { ...aSale(w), items: [item({ kind: 'product', refId: w.shampoo, price: '12.50', quantity: 999 })], tender: {} });
    expect(tooMany.statusCode, tooMany.body).toBe(409);
    const corrected = await post(`/branches/${w.branchId}/sales`, w.owner, key, aSale(w));
    expect(corrected.statusCode, corrected.body).toBe(201);
  });

  it("keeps each chain's keys its own: another chain's sale under the same key is its own", async () => {
    const key = randomUUID();
    const ours = await post(`/branches/${w.branchId}/sales`, w.owner, key, aSale(w));
    const theirs = await post(`/branches/${other.branchId}/sales`, other.owner, key, aSale(other));
    expect([ours.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().sale.id).not.toBe(ours.json().sale.id);
    expect(theirs.json().sale.clientId).toBe(other.client);
  });

  it('pays a debt, gives a payment back and pays an instalment once under each key', async () => {
    const { sale } = (await post(`/branches/${w.branchId}/sales`, w.owner, null, { clientId: w.client, items: [cut(w, { price: '60.00' })], tender: { card: '10.00' } })).json();
    const debtKey = randomUUID();
    const paid = await Promise.all([1, 2, 3].map(() => post(`/sales/${sale.id}/payments`, w.owner, debtKey, { tender: { cash: '20.00' } })));
    expect(paid.map((res) => res.statusCode), paid.map((res) => res.body).join('\n')).toEqual([201, 201, 201]);
    expect(paid.map((res) => res.json().sale.paid)).toEqual(['30.00', '30.00', '30.00']);
    expect(await paymentsOf(sale.id)).toBe(2);

    const card = paid[0]!.json().sale.transactions.find((x: { method: string }) => x.method === 'card');
    const refundKey = randomUUID();
    const refunds = [await post(`/transactions/${card.id}/refunds`, w.owner, refundKey, { amount: '4.00' }), await post(`/transactions/${card.id}/refunds`, w.owner, refundKey, { amount: '4.00' })];
    expect(refunds.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(refunds[1]!.json()).toEqual(refunds[0]!.json());
    expect(await paymentsOf(sale.id)).toBe(3);

    const pass = await catalogMembership(t.app, w, {});
    const sold = await sellMembership(t.app, w, { membershipId: pass, instalments: 3, tender: { card: '30.00' } });
    const instalmentKey = randomUUID();
    const instalment = sold.instalmentIds[1]!;
    const receipts = [
      await post(`/membership-instalments/${instalment}/payments`, w.owner, instalmentKey, { tender: { cash: '50.00' } }),
      await post(`/membership-instalments/${instalment}/payments`, w.owner, instalmentKey, { tender: { cash: '50.00' } }),
    ];
    expect(receipts.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(receipts[1]!.json()).toEqual(receipts[0]!.json());
    expect(receipts[0]!.json().change).toBe('20.00');
    const [row] = await t.app.db.select({ paid: membershipInstalments.paid }).from(membershipInstalments).where(eq(membershipInstalments.id, instalment));
    expect(row!.paid).toBe('30.00');
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    for (const key of ['x'.repeat(256), 'two words', '""']) {
      const res = await post(`/branches/${w.branchId}/sales`, w.owner, key, aSale(w));
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toContain('idempotency-key');
    }
  });

  it('forgets a key after a day: the chain’s next keyed write prunes it, and the key is free again', async () => {
    const key = randomUUID();
    expect((await post(`/branches/${w.branchId}/sales`, w.owner, key, aSale(w))).statusCode).toBe(201);
    await t.app.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(and(eq(idempotencyKeys.organizationId, w.orgId), eq(idempotencyKeys.key, key)));
    expect((await post(`/branches/${w.branchId}/sales`, w.owner, randomUUID(), aSale(w))).statusCode).toBe(201);
    const kept = await t.app.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.organizationId, w.orgId), eq(idempotencyKeys.key, key)));
    expect(kept).toEqual([]);
    expect((await post(`/branches/${w.branchId}/sales`, w.owner, key, aSale(w, '11.00'))).statusCode).toBe(201);
  });
});
