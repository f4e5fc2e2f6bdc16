import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviewLinks } from '../../server/db/tables';
import { listResponseSchema } from '../../src/schema/protocol';
import { reviewLinkSchema, reviewSchema, reviewSummarySchema } from '../../src/schema/reviews';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { form, freshAddress } from './id-support';
import { api, line, orderWorld, type Auth, type World } from './orders-support';
import { created } from './pay-support';
import { staffMemberOf } from './settings-support';

/**
 * Reviews after a visit (issue 15): staff copy a link for a completed visit with a client; the client opens it
 * without signing in and rates the visit once; managers read, reply and hide; an employee sees their own visits'.
 */
describe('reviews after a visit', () => {
  let t: TestApp;
  let w: World;
  let other: World;
  let day = 0;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://book.example.com' });
    w = await orderWorld(t.app, 'Review Salons');
    other = await orderWorld(t.app, 'Other Review Salons');
  });
  afterAll(() => t.close());

  const pastDate = () => `2024-03-${String((++day % 28) + 1).padStart(2, '0')}`;
  /** A visit booked in the past and completed (or left as booked with `complete: false`). */
  async function visit(world: World = w, values: Parameters<typeof line>[1] = {}, complete = true, clientId: number | null = world.client) {
    const res = await api(t.app, 'POST', `/branches/${world.branchId}/orders`, world.owner, { clientId, services: [line(world, { date: pastDate(), ...values })], confirmOutsideWorkingHours: true });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    if (!complete) return order as { id: number; version: number };
    const done = await api(t.app, 'PATCH', `/orders/${order.id}`, world.owner, { version: order.version, status: 'order_status.success' });
    expect(done.statusCode, done.body).toBe(200);
    return done.json() as { id: number; version: number };
  }
  const askLink = (orderId: number, auth: Auth = w.owner, body: object = {}) => api(t.app, 'POST', `/orders/${orderId}/review-link`, auth, body);
  async function linkFor(orderId: number, body: object = {}) {
    const res = await askLink(orderId, w.owner, body);
    expect(res.statusCode, res.body).toBe(201);
    const link = reviewLinkSchema.parse(res.json());
    return { ...link, path: new URL(link.url).pathname };
  }
  const open = (path: string, query = '?lang=EN') => t.app.inject({ method: 'GET', url: `${path}${query}`, remoteAddress: freshAddress() });
  const post = (path: string, fields: Record<string, string>) => t.app.inject({ method: 'POST', url: path, remoteAddress: freshAddress(), ...form({ lang: 'EN', ...fields }) });

  it('gives a link only for a completed visit with a client, made of a token whose hash alone is stored', async () => {
    const booked = await visit(w, {}, false);
    const early = await askLink(booked.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A review can be asked for only after the appointment is completed.');
    const walkIn = await visit(w, {}, true, null);
    expect((await askLink(walkIn.id)).statusCode).toBe(409);
    const done = await visit();
    const wrongClient = await askLink(done.id, w.owner, { clientId: other.client });
    expect(wrongClient.statusCode).toBe(400);
    expect(wrongClient.json().issues[0].path).toEqual(['clientId']);

    const link = await linkFor(done.id);
    expect(link.url).toMatch(/^https:\/\/book\.example\.com\/r\/[A-Za-z0-9_-]{43}$/);
    expect(link.clientId).toBe(w.client);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const token = link.path.slice(3);
    const stored = await t.app.db.select({ tokenHash: reviewLinks.tokenHash }).from(reviewLinks).where(eq(reviewLinks.orderId, done.id));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const page = await open(link.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Rate your visit');
    expect(page.body).toContain('Cut');
    expect(page.body).toContain('Ana Petrović');
    expect(page.body).toContain('March');
    // Five labelled stars in a radio group; the branch's language (Lisbon: Portuguese) without ?lang.
    expect(page.body.match(/type="radio"/g)).toHaveLength(5);
    expect(page.body).toContain('4 stars of 5');
    expect((await open(link.path, '')).body).toContain('Avalie a sua visita');
    expect((await open(link.path, '?lang=RU')).body).toContain('Оцените визит');
  });

  it('stores one review per visit; the link then shows it and cannot be used again', async () => {
    const done = await visit();
    const first = await linkFor(done.id);
    const second = await linkFor(done.id);
    for (const rating of ['0', '6', 'x', '']) {
      const bad = await post(first.path, { rating, comment: 'Hm' });
      expect(bad.statusCode, rating).toBe(400);
      expect(bad.body).toContain('Choose from 1 to 5 stars.');
    }
    const tooLong = await post(first.path, { rating: '3', comment: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);

    const sent = await post(first.path, { rating: '4', comment: 'Lovely cut <b>really</b>' });
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toBe(`${first.path}?lang=EN&sent=1`);
    const thanks = await open(first.path, '?lang=EN&sent=1');
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Thank you!');
    expect(thanks.body).toContain('Lovely cut &lt;b&gt;really&lt;/b&gt;');
    // Any link of the visit now shows the review; posting again is refused with the generic page.
    expect((await open(second.path)).body).toContain('You have already reviewed this visit.');
    const again = await post(second.path, { rating: '1' });
    const wrong = await post('/r/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { rating: '1' });
    expect(again.statusCode).toBe(404);
    expect(wrong.statusCode).toBe(404);
    expect(again.body).toBe(wrong.body);
    expect(again.body).toContain('This link cannot be used');
    expect((await askLink(done.id)).statusCode).toBe(409);

    const list = listResponseSchema(reviewSchema).parse((await api(t.app, 'GET', `/clients/${w.client}/reviews`, w.owner)).json());
    const review = list.items.find((item) => item.orderId === done.id)!;
    expect(review).toMatchObject({ rating: 4, comment: 'Lovely cut <b>really</b>', client: { id: w.client, name: 'Clara Client' }, services: ['Cut'], employees: [{ id: w.ana, name: 'Ana Petrović' }], hidden: false });
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, review.id)));
    expect(audit).toMatchObject({ action: 'create', actorUserId: null });
  });

  it('answers a wrong, used or expired token with the same page, saying nothing of the visit', async () => {
    const done = await visit();
    const link = await linkFor(done.id);
    await t.app.db.update(reviewLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(reviewLinks.orderId, done.id));
    const expired = await open(link.path);
    const unknown = await open('/r/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB');
    const malformed = await open('/r/nope');
    for (const res of [expired, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect(res.body).not.toContain('Cut');
    }
    expect((await post(link.path, { rating: '5' })).body).toBe(unknown.body);
  });

  it('limits posts per address, answering 429 with the page and Retry-After', async () => {
    const remoteAddress = freshAddress();
    const send = () => t.app.inject({ method: 'POST', url: '/r/CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC', remoteAddress, ...form({ lang: 'EN', rating: '5' }) });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(404);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toContain('Too many attempts from your network.');
  });

  it('asks each client of a completed group class, and names the client to ask', async () => {
    const second = await created(t.app, w.owner, `/branches/${w.branchId}/clients`, { firstName: 'Gina', lastName: 'Group' });
    const res = await api(t.app, 'POST', `/branches/${w.branchId}/group-orders`, w.owner, {
      serviceId: w.cut, employeeId: w.boris, date: pastDate(), startTime: '18:00', duration: 60, price: '15.00', capacity: 3, clientIds: [w.client, second], confirmOutsideWorkingHours: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const classId = res.json().created[0].id as number;
    const order = (await api(t.app, 'GET', `/orders/${classId}`, w.owner)).json();
    expect((await api(t.app, 'PATCH', `/orders/${classId}`, w.owner, { version: order.version, status: 'order_status.success' })).statusCode).toBe(200);
    const missing = await askLink(classId);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues[0]).toMatchObject({ path: ['clientId'], message: 'Choose which client of the class to ask.' });
    const gina = await linkFor(classId, { clientId: second });
    expect(gina.clientId).toBe(second);
    expect((await post(gina.path, { rating: '5' })).statusCode).toBe(303);
    const clara = await linkFor(classId, { clientId: w.client });
    expect((await post(clara.path, { rating: '3' })).statusCode).toBe(303);
    const summary = reviewSummarySchema.parse((await api(t.app, 'GET', `/employees/${w.boris}/reviews/summary`, w.owner)).json());
    expect(summary).toMatchObject({ count: 2, average: 4, byRating: [0, 0, 1, 0, 1] });
  });

  it('lists with paging and filters, replies and hides with a reason (audited), and leaves hidden ones out of averages', async () => {
    const low = await visit(w, { employeeId: w.ana });
    const link = await linkFor(low.id);
    expect((await post(link.path, { rating: '1', comment: 'Late' })).statusCode).toBe(303);
    const base = `/branches/${w.branchId}/reviews`;
    const filtered = (conditions: object[], extra = '') =>
      api(t.app, 'GET', `${base}?${new URLSearchParams({ filters: JSON.stringify({ combiner: 'and', conditions }) })}${extra}`, w.owner);
    const ones = listResponseSchema(reviewSchema).parse((await filtered([{ field: 'rating', matchMode: 'equals', value: 1 }])).json());
    expect(ones.items.map((item) => item.orderId)).toEqual([low.id]);
    const ana = listResponseSchema(reviewSchema).parse((await filtered([{ field: 'employeeId', matchMode: 'equals', value: w.ana }])).json());
    expect(ana.items.every((item) => item.employees.some((e) => e.id === w.ana))).toBe(true);
    const paged = listResponseSchema(reviewSchema).parse((await api(t.app, 'GET', `${base}?perPage=1&page=2&sort=rating:asc`, w.owner)).json());
    expect(paged.meta).toMatchObject({ currentPage: 2, itemsPerPage: 1, itemCount: 1 });
    expect(paged.meta.totalItems).toBeGreaterThanOrEqual(3);
    expect((await filtered([{ field: 'rating', matchMode: 'contains', value: 'x' }])).statusCode).toBe(400);
    expect((await filtered([{ field: 'comment', matchMode: 'equals', value: 'x' }])).statusCode).toBe(400);

    const review = ones.items[0]!;
    const before = reviewSummarySchema.parse((await api(t.app, 'GET', `/employees/${w.ana}/reviews/summary`, w.owner)).json());
    const noReason = await api(t.app, 'POST', `/reviews/${review.id}/hide`, w.owner, { reason: '  ', version: review.version });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().issues[0].path).toEqual(['reason']);
    const replied = await api(t.app, 'PUT', `/reviews/${review.id}/reply`, w.owner, { reply: 'Sorry, it will not happen again.', version: review.version });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ reply: 'Sorry, it will not happen again.', version: review.version + 1 });
    expect((await api(t.app, 'POST', `/reviews/${review.id}/hide`, w.owner, { reason: 'Stale', version: review.version })).statusCode).toBe(409);
    const hidden = await api(t.app, 'POST', `/reviews/${review.id}/hide`, w.owner, { reason: 'Wrong client', version: review.version + 1 });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ hidden: true, hiddenReason: 'Wrong client' });
    const after = reviewSummarySchema.parse((await api(t.app, 'GET', `/employees/${w.ana}/reviews/summary`, w.owner)).json());
    expect(after.count).toBe(before.count - 1);
    const hiddenOnes = listResponseSchema(reviewSchema).parse((await filtered([{ field: 'hidden', matchMode: 'equals', value: true }])).json());
    expect(hiddenOnes.items.map((item) => item.id)).toEqual([review.id]);
    const shown = await api(t.app, 'POST', `/reviews/${review.id}/unhide`, w.owner, { version: review.version + 2 });
    expect(shown.json()).toMatchObject({ hidden: false, hiddenReason: null });

    const trail = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, review.id))).orderBy(asc(auditLog.id));
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(trail.slice(1).every((entry) => entry.actorUserId === w.ownerId)).toBe(true);
    // The client sees the reply on their link; a hidden review's reply is not shown.
    expect((await open(link.path)).body).toContain('Sorry, it will not happen again.');
  });

  it("answers another chain's ids with 404", async () => {
    const [review] = listResponseSchema(reviewSchema).parse((await api(t.app, 'GET', `/branches/${w.branchId}/reviews`, w.owner)).json()).items;
    const done = await visit();
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/reviews`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/clients/${w.client}/reviews`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/employees/${w.ana}/reviews/summary`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'PUT', `/reviews/${review!.id}/reply`, other.owner, { reply: 'Hi', version: review!.version })).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `/reviews/${review!.id}/hide`, other.owner, { reason: 'No', version: review!.version })).statusCode).toBe(404);
    expect((await askLink(done.id, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'PUT', `/reviews/999999999/reply`, w.owner, { reply: 'Hi', version: 1 })).statusCode).toBe(404);
  });

  it("shows an employee only their own visits' reviews, and never lets them hide one", async () => {
    const employee = await staffMemberOf(t.app, w.orgId, w.branchId, w.boris);
    const mine = await visit(w, { employeeId: w.boris });
    const link = (await askLink(mine.id, employee.auth)).json();
    expect(link.url).toMatch(/\/r\//);
    expect((await post(new URL(link.url).pathname, { rating: '5', comment: 'Boris is great' })).statusCode).toBe(303);
    const colleague = await visit(w, { employeeId: w.ana });
    expect((await askLink(colleague.id, employee.auth)).statusCode).toBe(404);

    const seen = listResponseSchema(reviewSchema).parse((await api(t.app, 'GET', `/branches/${w.branchId}/reviews?perPage=100`, employee.auth)).json());
    expect(seen.items.length).toBeGreaterThan(0);
    expect(seen.items.every((item) => item.employees.some((e) => e.id === w.boris))).toBe(true);
    const all = listResponseSchema(reviewSchema).parse((await api(t.app, 'GET', `/branches/${w.branchId}/reviews?perPage=100`, w.owner)).json());
    const anas = all.items.find((item) => !item.employees.some((e) => e.id === w.boris))!;
    expect((await api(t.app, 'PUT', `/reviews/${anas.id}/reply`, employee.auth, { reply: 'Hi', version: anas.version })).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/employees/${w.ana}/reviews/summary`, employee.auth)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', `/employees/${w.boris}/reviews/summary`, employee.auth)).statusCode).toBe(200);
    const own = seen.items.find((item) => item.orderId === mine.id)!;
    const replied = await api(t.app, 'PUT', `/reviews/${own.id}/reply`, employee.auth, { reply: 'Thank you!', version: own.version });
    expect(replied.statusCode, replied.body).toBe(200);
    const hide = await api(t.app, 'POST', `/reviews/${own.id}/hide`, employee.auth, { reason: 'Mine', version: own.version + 1 });
    expect(hide.statusCode).toBe(403);
    expect(hide.json().message).toBe('Only an owner or an administrator can hide or show reviews.');
  });
});
