import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcasts, clients, marketingUnsubscribes, outbox } from '../../server/db/tables';
import type { BroadcastInput } from '../../src/schema/messages/broadcast';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, orderWorld, type World } from './orders-support';
import { auditOf, chainWithOwner, staffMemberOf, type Chain } from './settings-support';

/**
 * Issue 17 item 5: broadcasts to a filter of the clients list — who they reach and why not, one row per client however
 * often the expansion runs, paced due times, the frequency cap at send time, a cancel that withdraws what is left, the
 * figures, and the one-click unsubscribe link (RFC 8058). Clients are written as rows: their contacts and consents are
 * the point here, the clients API is tested elsewhere.
 */
describe('broadcasts', () => {
  let t: TestApp;
  let w: World;
  let other: Chain;
  let seq = 0;
  const base = () => `/branches/${w.branchId}/broadcasts`;

  type Person = Partial<typeof clients.$inferInsert> & { firstName: string };
  const addClients = async (lastName: string, people: Person[]) => {
    const rows = await t.app.db
      .insert(clients)
      .values(people.map((person) => ({ organizationId: w.orgId, branchId: w.branchId, lastName, ...person })))
      .returning({ id: clients.id, firstName: clients.firstName });
    return Object.fromEntries(rows.map((row) => [row.firstName, row.id]));
  };
  const onlyFamily = (lastName: string) => ({ q: '', filters: { combiner: 'and' as const, conditions: [{ field: 'lastName', matchMode: 'equals' as const, value: lastName }] } });
  const draft = async (input: BroadcastInput) => {
    const res = await api(t.app, 'POST', base(), w.owner, input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const sendNow = async (id: number, version = 1) => {
    const res = await api(t.app, 'POST', `${base()}/${id}/send`, w.owner, { version, scheduledAt: null });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const rowsOf = (broadcastId: number) =>
    t.app.db
      .select({ clientId: outbox.clientId, status: outbox.status, reason: outbox.reason, due: outbox.nextAttemptAt, body: outbox.body, meta: outbox.meta, key: outbox.dedupeKey, priority: outbox.priority, kind: outbox.kind })
      .from(outbox)
      .where(eq(outbox.broadcastId, broadcastId))
      // In the order they were planned: a claim moves a row's due time (its lease).
      .orderBy(asc(outbox.id));
  const setLimits = (settings: object) => api(t.app, 'PUT', `/branches/${w.branchId}/marketing-settings`, w.owner, settings);
  const limitsVersion = async () => (await api(t.app, 'GET', `/branches/${w.branchId}/marketing-settings`, w.owner)).json().version as number;
  /** Two marketing messages sent to the client this week: the default cap (2 in 7 days) is reached. */
  const alreadyHadTwo = (clientId: number) =>
    t.app.db.insert(outbox).values(
      [1, 2].map((n) => ({ organizationId: w.orgId, branchId: w.branchId, clientId, channel: 'sms' as const, recipient: '+351910000000', subject: '', body: `Offer ${n}`, kind: 'marketing' as const, status: 'sent' as const, sentAt: new Date(Date.now() - n * 86_400_000) })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Broadcast Chain');
    other = await chainWithOwner(t.app, 'Broadcast Other');
    // Fast and at any hour, so that the test's own clock never meets the quiet hours; the cap stays the default.
    const limits = await setLimits({ frequencyCap: { max: 2, days: 7 }, perSecond: { email: 200, sms: 100, telegram: 25 }, quietHours: null, smsPartPrice: '0.05', version: 0 });
    expect(limits.statusCode, limits.body).toBe(200);
  });
  afterAll(() => t.close());

  it('counts who the filter picks, who will get it, and why the others will not, per channel', async () => {
    const people = await addClients('Audience', [
      { firstName: 'Ada', email: 'ada@example.test', phone: '+351910000001', marketingEmail: true, marketingSms: true },
      { firstName: 'Bea', phone: '+351910000002', marketingEmail: true, marketingSms: true },
      { firstName: 'Cid', email: 'cid@example.test', phone: '+351910000003' },
      { firstName: 'Dora', email: 'dora@example.test' },
      { firstName: 'Eli', email: 'eli@example.test', phone: '+351910000005', marketingEmail: true, marketingSms: true },
      { firstName: 'Gone', email: 'gone@example.test', marketingEmail: true, deletedAt: new Date() },
    ]);
    await t.app.db.insert(marketingUnsubscribes).values({ organizationId: w.orgId, clientId: people['Dora']!, channel: 'email', source: 'link' });
    await alreadyHadTwo(people['Eli']!);
    const count = (channel: string) => api(t.app, 'POST', `${base()}/audience`, w.owner, { channel, audience: onlyFamily('Audience') });

    const email = await count('email');
    expect(email.statusCode, email.body).toBe(200);
    expect(email.json()).toEqual({ matching: 5, recipients: 1, leftOut: { no_consent: 1, unsubscribed: 1, no_email: 1, no_phone: 0, no_telegram: 0, capped: 1 }, refusal: null });
    expect((await count('sms')).json()).toEqual({ matching: 5, recipients: 2, leftOut: { no_consent: 2, unsubscribed: 0, no_email: 0, no_phone: 0, no_telegram: 0, capped: 1 }, refusal: null });
    expect((await count('telegram')).json()).toMatchObject({ recipients: 0, leftOut: { no_consent: 5 } });
  });

  it('refuses bad input by field, and hides another chain’s broadcasts behind 404 and the area from employees behind 403', async () => {
    const bad = await api(t.app, 'POST', base(), w.owner, { channel: 'email', name: '', subject: '', body: 'Hi {{clientName}} {{total}}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((issue: { path: string[] }) => issue.path.join('.')).sort()).toEqual(['body', 'name', 'subject']);
    const smsLink = await api(t.app, 'POST', base(), w.owner, { channel: 'sms', name: 'Link', body: 'Leave: {{unsubscribeLink}}' });
    expect(smsLink.statusCode).toBe(400);
    expect(smsLink.json().issues).toEqual([{ path: ['body'], message: 'Unknown variable {{unsubscribeLink}}' }]);
    const badFilter = await api(t.app, 'POST', base(), w.owner, { channel: 'sms', name: 'Filter', body: 'Hi', audience: { filters: { combiner: 'and', conditions: [{ field: 'password', matchMode: 'equals', value: 'x' }] } } });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().issues[0].path).toEqual(['audience', 'filters', 'conditions', 0, 'field']);

    const mine = await draft({ channel: 'sms', name: 'Autumn', body: 'Hi {{clientName}}' });
    for (const [method, url, body] of [
      ['GET', `${base()}/${mine.id}`, undefined],
      ['PUT', `${base()}/${mine.id}`, { channel: 'sms', name: 'Mine now', body: 'x', version: 1 }],
      ['POST', `${base()}/${mine.id}/send`, { version: 1, scheduledAt: null }],
      ['POST', `/branches/${other.branchId}/broadcasts/${mine.id}/cancel`, undefined],
      ['DELETE', `/branches/${other.branchId}/broadcasts/${mine.id}`, undefined],
    ] as const) {
      const res = await api(t.app, method, url, other.owner, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const employee = await staffMemberOf(t.app, w.orgId, w.branchId, w.ana);
    expect((await api(t.app, 'GET', `${base()}?tab=sms`, employee.auth)).statusCode).toBe(403);
    expect((await api(t.app, 'POST', `${base()}/audience`, employee.auth, { channel: 'sms' })).statusCode).toBe(403);
    const past = await api(t.app, 'POST', `${base()}/${mine.id}/send`, w.owner, { version: 1, scheduledAt: '2020-01-01T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues[0].path).toEqual(['scheduledAt']);
    expect((await api(t.app, 'DELETE', `${base()}/${mine.id}`, w.owner)).statusCode).toBe(204);
  });

  it('previews the words with a real client of the audience', async () => {
    await addClients('Preview', [{ firstName: 'Ivana', phone: '+351910000010', marketingSms: true }]);
    const res = await api(t.app, 'POST', `${base()}/preview`, w.owner, { channel: 'sms', body: 'Draga {{clientName}}, ćao iz {{branchName}}', audience: onlyFamily('Preview') });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.client).toMatchObject({ name: 'Ivana Preview' });
    expect(preview.body).toMatch(/^Draga Ivana, ćao iz /);
    expect(preview.sms.parts.encoding).toBe('UCS-2');
    expect(preview.sms.latin).toMatch(/^Draga Ivana, cao iz /);
  });

  it('expands into one paced row per client however often expansion runs, sends, caps, and counts the figures', async () => {
    const people = await addClients('Once', [
      { firstName: 'Ana', email: 'ana@example.test', marketingEmail: true },
      { firstName: 'Bo', email: 'bo@example.test', marketingEmail: true },
      { firstName: 'Cy', email: 'cy@example.test', marketingEmail: true },
      { firstName: 'Di', email: 'di@example.test', marketingEmail: true },
      { firstName: 'Ed' },
    ]);
    await alreadyHadTwo(people['Di']!);
    const made = await draft({ channel: 'email', name: 'Spring', subject: 'News for {{clientName}}', body: 'Hello {{clientName}}.\n\nLeave: {{unsubscribeLink}}', audience: onlyFamily('Once') });
    expect(made).toMatchObject({ status: 'draft', figures: { recipients: 0 } });
    expect((await sendNow(made.id)).status).toBe('sending');

    // Batches of two: three transactions, the cursor moving in each.
    expect(await t.app.broadcasts.runDue({ batchSize: 2 })).toBe(3);
    const first = await rowsOf(made.id);
    expect(first).toHaveLength(4);
    expect(first.every((row) => row.kind === 'marketing' && row.priority === 9 && row.status === 'pending')).toBe(true);
    expect(new Set(first.map((row) => row.key)).size).toBe(4);
    expect(first[0]!.body).toContain('Hello Ana.');
    expect(String(first[0]!.meta['unsubscribeUrl'])).toMatch(/^http:\/\/[^/]+\/u\/\d+\.\d+\.email\.\d+\.[\w-]+$/);
    // 200 a second: each row 5 ms after the one before.
    expect(first[3]!.due.getTime() - first[0]!.due.getTime()).toBeGreaterThanOrEqual(15);

    // A crash that lost the cursor: the whole audience is read again, and nothing is added.
    await t.app.db.update(broadcasts).set({ expandedThrough: null, expandedAt: null, leftOut: null }).where(eq(broadcasts.id, made.id));
    await t.app.broadcasts.runDue({ batchSize: 2 });
    expect(await rowsOf(made.id)).toHaveLength(4);

    await new Promise((resolve) => setTimeout(resolve, 30));
    await t.app.outbox.deliverPendingMessages();
    const sent = await rowsOf(made.id);
    expect(sent.map((row) => [row.clientId, row.status, row.reason])).toEqual([
      [people['Ana'], 'sent', null],
      [people['Bo'], 'sent', null],
      [people['Cy'], 'sent', null],
      [people['Di'], 'skipped', 'capped'],
    ]);
    await t.app.broadcasts.runDue();
    const done = (await api(t.app, 'GET', `${base()}/${made.id}`, w.owner)).json();
    expect(done).toMatchObject({ status: 'sent', leftOut: { no_consent: 1 }, figures: { recipients: 4, pending: 0, sent: 3, failed: 0, skipped: 1, capped: 1, unsubscribed: 0 } });
    const list = (await api(t.app, 'GET', `${base()}?tab=email`, w.owner)).json();
    expect(list.items.find((item: { id: number }) => item.id === made.id).figures.sent).toBe(3);
    expect((await api(t.app, 'GET', `${base()}?tab=sms`, w.owner)).json().items.some((item: { id: number }) => item.id === made.id)).toBe(false);
  });

  it('a cancel while sending withdraws every row not yet sent, and the worker skips one that escaped it', async () => {
    const paced = await setLimits({ frequencyCap: null, perSecond: { email: 200, sms: 1, telegram: 25 }, quietHours: null, smsPartPrice: null, version: await limitsVersion() });
    expect(paced.statusCode, paced.body).toBe(200);
    const family = `Cancel${++seq}`;
    await addClients(family, Array.from({ length: 6 }, (_, n) => ({ firstName: `C${n}`, phone: `+35191100000${n}`, marketingSms: true })));
    const made = await draft({ channel: 'sms', name: 'Flash sale', body: 'Sale today, {{clientName}}', audience: onlyFamily(family) });
    await sendNow(made.id);
    await t.app.broadcasts.runDue();
    // One a second: the first is due now, the others one by one after it.
    await t.app.outbox.deliverPendingMessages();
    expect((await rowsOf(made.id)).map((row) => row.status)).toEqual(['sent', 'pending', 'pending', 'pending', 'pending', 'pending']);

    const cancelled = await api(t.app, 'POST', `${base()}/${made.id}/cancel`, w.owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', figures: { recipients: 6, sent: 1, pending: 0, skipped: 5 } });
    expect((await rowsOf(made.id)).slice(1).every((row) => row.status === 'skipped' && row.reason === 'broadcast_cancelled')).toBe(true);
    expect((await api(t.app, 'POST', `${base()}/${made.id}/cancel`, w.owner)).statusCode).toBe(409);

    // A row a process had claimed while the cancel ran comes back pending: the worker still does not send it.
    const [escaped] = await t.app.db
      .update(outbox)
      .set({ status: 'pending', reason: null, nextAttemptAt: sql`now()` })
      .where(and(eq(outbox.broadcastId, made.id), eq(outbox.status, 'skipped')))
      .returning({ id: outbox.id });
    await t.app.outbox.deliverPendingMessages();
    const [after] = await t.app.db.select({ status: outbox.status, reason: outbox.reason }).from(outbox).where(eq(outbox.id, escaped!.id));
    expect(after).toEqual({ status: 'skipped', reason: 'broadcast_cancelled' });
  });

  it('a scheduled broadcast waits for its time, then sends', async () => {
    const family = `Later${++seq}`;
    await addClients(family, [{ firstName: 'Lu', phone: '+351912000000', marketingSms: true }]);
    const made = await draft({ channel: 'sms', name: 'Later', body: 'Hi', audience: onlyFamily(family) });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await api(t.app, 'POST', `${base()}/${made.id}/send`, w.owner, { version: 1, scheduledAt: at });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect((await api(t.app, 'PUT', `${base()}/${made.id}`, w.owner, { channel: 'sms', name: 'Changed', body: 'Hi', version: 2 })).statusCode).toBe(409);
    await t.app.broadcasts.runDue();
    expect(await rowsOf(made.id)).toHaveLength(0);
    await t.app.db.update(broadcasts).set({ scheduledAt: new Date(Date.now() - 1000) }).where(eq(broadcasts.id, made.id));
    await t.app.broadcasts.runDue();
    expect(await rowsOf(made.id)).toHaveLength(1);
    expect((await api(t.app, 'GET', `${base()}/${made.id}`, w.owner)).json().status).toBe('sending');
  });

  describe('the one-click unsubscribe link', () => {
    let link: string;
    let clientId: number;
    let broadcastId: number;

    beforeAll(async () => {
      const family = `Leave${++seq}`;
      const people = await addClients(family, [{ firstName: 'Uma', email: 'uma@example.test', marketingEmail: true }]);
      clientId = people['Uma']!;
      const made = await draft({ channel: 'email', name: 'Leave', subject: 'Hi', body: 'Hi {{clientName}}', audience: onlyFamily(family) });
      broadcastId = made.id;
      await sendNow(made.id);
      await t.app.broadcasts.runDue();
      const [row] = await rowsOf(made.id);
      link = new URL(String(row!.meta['unsubscribeUrl'])).pathname;
    });
    const consent = async () => (await t.app.db.select({ on: clients.marketingEmail }).from(clients).where(eq(clients.id, clientId)))[0]!.on;

    it('a forged or altered token answers 404 with a sentence and changes nothing', async () => {
      const [, org, client, channel, broadcast, signature] = /^\/u\/(\d+)\.(\d+)\.(\w+)\.(\d+)\.([\w-]+)$/.exec(link)!;
      for (const path of [`/u/${org}.${Number(client) + 1}.${channel}.${broadcast}.${signature}`, `/u/${org}.${client}.sms.${broadcast}.${signature}`, `/u/${org}.${client}.${channel}.${broadcast}.AAAAAAAAAAAAAAAAAAAAAA`, '/u/nonsense']) {
        const get = await t.app.inject({ method: 'GET', url: path });
        expect(get.statusCode, path).toBe(404);
        expect(get.body).toContain('This link cannot be used');
        const post = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
        expect(post.statusCode, path).toBe(404);
      }
      expect(await consent()).toBe(true);
    });

    it('GET asks, a POST without One-Click is refused, the RFC 8058 POST unsubscribes once', async () => {
      const page = await t.app.inject({ method: 'GET', url: `${link}?lang=EN` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
      expect(await consent()).toBe(true);

      const refused = await t.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=Later' });
      expect(refused.statusCode).toBe(400);
      expect(await consent()).toBe(true);

      const body = '--b1\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b1--\r\n';
      const done = await t.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'multipart/form-data; boundary=b1' }, payload: body });
      expect(done.statusCode, done.body).toBe(200);
      // The branch is in Lisbon: its clients read Portuguese unless they choose.
      expect(done.body).toContain('Subscrição cancelada');
      expect(await consent()).toBe(false);
      const again = await t.app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(again.statusCode).toBe(200);

      expect(await t.app.db.select({ source: marketingUnsubscribes.source, broadcastId: marketingUnsubscribes.broadcastId }).from(marketingUnsubscribes).where(eq(marketingUnsubscribes.clientId, clientId))).toEqual([{ source: 'link', broadcastId }]);
      expect((await auditOf(t.app, w.orgId, 'clients', clientId)).at(-1)).toMatchObject({ actorUserId: null, changes: { marketingEmail: { from: true, to: false } } });
      // Not yet sent: withdrawn as unsubscribed, and counted on the broadcast twice over (its row, and its link).
      expect((await rowsOf(broadcastId))[0]).toMatchObject({ status: 'skipped', reason: 'unsubscribed' });
      expect((await api(t.app, 'GET', `${base()}/${broadcastId}`, w.owner)).json().figures).toMatchObject({ skipped: 1, unsubscribed: 2 });
      const count = await api(t.app, 'POST', `${base()}/audience`, w.owner, { channel: 'email', audience: onlyFamily(`Leave${seq}`) });
      expect(count.json().leftOut.unsubscribed).toBe(1);
    });
  });

  it('saves audiences by name, once per name', async () => {
    const url = `/branches/${w.branchId}/client-segments`;
    const saved = await api(t.app, 'POST', url, w.owner, { name: 'Regulars', audience: onlyFamily('Once') });
    expect(saved.statusCode, saved.body).toBe(201);
    const taken = await api(t.app, 'POST', url, w.owner, { name: 'Regulars', audience: onlyFamily('Audience') });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'This branch already has a saved audience with this name.']);
    expect((await api(t.app, 'GET', url, w.owner)).json().items).toEqual([expect.objectContaining({ name: 'Regulars', audience: onlyFamily('Once') })]);
    expect((await api(t.app, 'GET', url, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'DELETE', `${url}/${saved.json().id}`, w.owner)).statusCode).toBe(204);
    expect((await api(t.app, 'DELETE', `${url}/${saved.json().id}`, w.owner)).statusCode).toBe(404);
  });

  it('marketing limits: the chain’s defaults, the branch’s own over a stale version refused', async () => {
    const chain = await api(t.app, 'GET', `/organizations/${other.orgId}/marketing-settings`, other.owner);
    expect(chain.json()).toMatchObject({ source: 'default', version: 0, frequencyCap: { max: 2, days: 7 }, quietHours: { from: '20:00', to: '09:00' } });
    const own = await api(t.app, 'GET', `/branches/${w.branchId}/marketing-settings`, w.owner);
    expect(own.json()).toMatchObject({ source: 'branch', version: 2, frequencyCap: null });
    const stale = await setLimits({ ...own.json(), version: 1 });
    expect(stale.statusCode).toBe(409);
    const badRate = await setLimits({ ...own.json(), perSecond: { email: 0, sms: 1, telegram: 99 } });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json().message).toContain('perSecond.email');
  });
});
