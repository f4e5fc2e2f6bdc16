import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pushSubscriptions } from '../../server/db/tables';
import { zonedToInstant } from '../../src/schema/schedule/time-zone';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { api, book, line, orderWorld, type World } from './orders-support';
import { staffMemberOf } from './settings-support';

/**
 * Issue 17 item 2: messages are planned in the transaction of the order's change, re-planned on a move, withdrawn on
 * a cancellation, never twice for one cause, held past the quiet hours; and the rules and templates API (item 1, 3).
 * The world's branch is in Europe/Lisbon.
 */
describe('notifications', () => {
  let t: TestApp;
  let w: World;
  let other: World;
  let day = 0;
  const nextDate = () => `2031-09-${String(++day).padStart(2, '0')}`;
  const zone = 'Europe/Lisbon';

  const messagesOf = (orderId: number) =>
    t.app.db
      .select({ event: outbox.event, channel: outbox.channel, status: outbox.status, reason: outbox.reason, recipient: outbox.recipient, due: outbox.nextAttemptAt, body: outbox.body, key: outbox.dedupeKey, userId: outbox.userId })
      .from(outbox)
      .where(and(eq(outbox.organizationId, w.orgId), eq(outbox.orderId, orderId)))
      .orderBy(asc(outbox.id));
  const putRule = (event: string, body: object, world = w) => api(t.app, 'PUT', `/branches/${world.branchId}/notification-rules/${event}`, world.owner, body);

  beforeAll(async () => {
    t = await createTestApp();
    w = await orderWorld(t.app, 'Messages Chain');
    other = await orderWorld(t.app, 'Messages Other');
    const phone = await api(t.app, 'PATCH', `/branches/${w.branchId}/clients/${w.client}`, w.owner, { version: 1, phone: '+351912345678' });
    expect(phone.statusCode, phone.body).toBe(200);
  });
  afterAll(() => t.close());

  it('a booking plans its confirmation now and its reminder a day ahead, in the same transaction', async () => {
    const date = nextDate();
    const order = (await book(t.app, w, [line(w, { date, startTime: '10:00' })])).json();
    const rows = await messagesOf(order.id);
    expect(rows.map((r) => [r.event, r.channel, r.status, r.recipient])).toEqual([
      ['customer.bookingMade', 'sms', 'pending', '+351912345678'],
      ['customer.reminder', 'sms', 'pending', '+351912345678'],
    ]);
    expect(rows[1]!.due.getTime()).toBe(zonedToInstant(date, '10:00', zone) - 24 * 3_600_000);
    expect(rows[0]!.body).toContain('10:00');
    expect(rows[0]!.body).toContain('Clara');
  });

  it('a move re-plans the reminder and tells the client; a note changes nothing; a cancellation withdraws', async () => {
    const date = nextDate();
    const order = (await book(t.app, w, [line(w, { date, startTime: '10:00' })])).json();
    const noted = await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: 1, description: 'Bring the photo' });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(await messagesOf(order.id)).toHaveLength(2);

    const moved = await api(t.app, 'PATCH', `/orders/${order.id}`, w.owner, { version: 2, services: [line(w, { date, startTime: '15:00' })], confirmOutsideWorkingHours: true });
    expect(moved.statusCode, moved.body).toBe(200);
    const afterMove = await messagesOf(order.id);
    expect(afterMove.map((r) => [r.event, r.status, r.reason])).toEqual([
      ['customer.bookingMade', 'pending', null],
      ['customer.reminder', 'cancelled', 'order_changed'],
      ['customer.bookingChanged', 'pending', null],
      ['customer.reminder', 'pending', null],
    ]);
    expect(afterMove[2]!.body).toContain('15:00');
    expect(afterMove[3]!.due.getTime()).toBe(zonedToInstant(date, '15:00', zone) - 24 * 3_600_000);

    const cancelled = await api(t.app, 'PATCH', `/orders/${order.id}/cancel`, w.owner, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await messagesOf(order.id);
    expect(afterCancel.map((r) => [r.event, r.status, r.reason])).toEqual([
      ['customer.bookingMade', 'pending', null],
      ['customer.reminder', 'cancelled', 'order_changed'],
      ['customer.bookingChanged', 'pending', null],
      ['customer.reminder', 'cancelled', 'order_cancelled'],
      ['customer.bookingCancelled', 'pending', null],
    ]);
    expect(new Set(afterCancel.map((r) => r.key)).size).toBe(afterCancel.length);
  });

  it('a channel without an address is logged as skipped, with the reason', async () => {
    const rule = await putRule('customer.bookingMade', { enabled: true, channels: ['sms', 'email'], settings: { quietHours: null }, version: 0 });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(rule.json()).toMatchObject({ source: 'branch', version: 1, channels: ['sms', 'email'] });
    const order = (await book(t.app, w, [line(w, { date: nextDate() })])).json();
    const made = (await messagesOf(order.id)).filter((r) => r.event === 'customer.bookingMade');
    expect(made.map((r) => [r.channel, r.status, r.reason])).toEqual([
      ['sms', 'pending', null],
      ['email', 'skipped', 'no_email'],
    ]);
    expect((await api(t.app, 'DELETE', `/branches/${w.branchId}/notification-rules/customer.bookingMade`, w.owner)).statusCode).toBe(204);
  });

  it('a reminder due in the quiet hours waits for the morning, and one that would then be late is skipped', async () => {
    const date = nextDate();
    await putRule('customer.reminder', { enabled: true, channels: ['sms'], settings: { leadMinutes: [60, 12 * 60], quietHours: { from: '21:00', to: '08:00' } }, version: 0 });
    // 08:30: an hour ahead is 07:30 (quiet → 08:00); twelve hours ahead is 20:30 the evening before (not quiet).
    const early = (await book(t.app, w, [line(w, { date, startTime: '08:30' })])).json();
    const reminders = (await messagesOf(early.id)).filter((r) => r.event === 'customer.reminder');
    expect(reminders.map((r) => [r.status, r.due.getTime()])).toEqual([
      ['pending', zonedToInstant(date, '08:00', zone)],
      ['pending', zonedToInstant(date, '08:30', zone) - 12 * 3_600_000],
    ]);
    // 07:30: an hour ahead is 06:30, quiet until 08:00, after the visit has begun: skipped.
    const dawn = (await book(t.app, w, [line(w, { date, startTime: '07:00', employeeId: w.boris })])).json();
    const dawnReminders = (await messagesOf(dawn.id)).filter((r) => r.event === 'customer.reminder');
    expect(dawnReminders.map((r) => [r.status, r.reason])).toEqual([
      ['skipped', 'quiet_hours'],
      ['pending', null],
    ]);
    expect((await api(t.app, 'DELETE', `/branches/${w.branchId}/notification-rules/customer.reminder`, w.owner)).statusCode).toBe(204);
  });

  it('the employee with an account hears of their booking in the app', async () => {
    const boris = await staffMemberOf(t.app, w.orgId, w.branchId, w.boris);
    const order = (await book(t.app, w, [line(w, { date: nextDate(), employeeId: w.boris })])).json();
    const staff = (await messagesOf(order.id)).filter((r) => r.event === 'employee.bookingMade');
    expect(staff.map((r) => [r.channel, r.status, r.userId])).toEqual([['inApp', 'pending', boris.userId]]);

    // Due at once: the worker's round puts it in Boris's feed, unread until he has seen it.
    const feed = () => api(t.app, 'GET', '/me/notifications', boris.auth);
    expect((await feed()).json()).toMatchObject({ items: [], unread: 0 });
    await t.app.outbox.deliverPendingMessages();
    const page = (await feed()).json();
    expect(page).toMatchObject({ unread: 1, nextBefore: null, items: [{ event: 'employee.bookingMade', orderId: order.id, read: false }] });
    expect(page.items[0].body).toContain('Clara');
    expect((await api(t.app, 'GET', '/me/notifications', w.owner)).json().items).toEqual([]);
    const read = await api(t.app, 'POST', '/me/notifications/read', boris.auth, { upTo: page.items[0].id });
    expect(read.json()).toEqual({ unread: 0 });
    expect((await api(t.app, 'GET', '/me/notifications/unread', boris.auth)).json()).toEqual({ unread: 0 });
  });

  it('rules: defaults, a chain default the branch follows, its own that wins, stale versions and foreign chains refused', async () => {
    const rules = await api(t.app, 'GET', `/branches/${w.branchId}/notification-rules`, w.owner);
    expect(rules.statusCode).toBe(200);
    const reminder = rules.json().items.find((r: { event: string }) => r.event === 'customer.reminder');
    expect(reminder).toMatchObject({ source: 'default', enabled: true, channels: ['sms'], version: 0, settings: { leadMinutes: [1440] } });

    const chain = await api(t.app, 'PUT', `/organizations/${w.orgId}/notification-rules/customer.thankYou`, w.owner, { enabled: true, channels: ['email'], settings: { delayMinutes: 60 }, version: 0 });
    expect(chain.statusCode, chain.body).toBe(200);
    const read = (await api(t.app, 'GET', `/branches/${w.branchId}/notification-rules`, w.owner)).json().items.find((r: { event: string }) => r.event === 'customer.thankYou');
    expect(read).toMatchObject({ source: 'chain', enabled: true, channels: ['email'] });

    const own = await putRule('customer.thankYou', { enabled: false, channels: ['email'], settings: { delayMinutes: 60 }, version: 0 });
    expect(own.json()).toMatchObject({ source: 'branch', enabled: false });
    expect((await putRule('customer.thankYou', { enabled: true, channels: ['email'], settings: {}, version: 0 })).statusCode).toBe(409);
    expect((await putRule('customer.thankYou', { enabled: true, channels: ['email'], settings: {}, version: 7 })).statusCode).toBe(409);

    const badChannel = await putRule('customer.reminder', { enabled: true, channels: ['inApp'], settings: {}, version: 0 });
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json().issues[0].path).toEqual(['channels']);
    const badLead = await putRule('customer.reminder', { enabled: true, channels: ['sms'], settings: { leadMinutes: [5] }, version: 0 });
    expect(badLead.statusCode).toBe(400);
    expect((await api(t.app, 'GET', `/branches/${w.branchId}/notification-rules/../notification-rules`, w.owner)).statusCode).toBe(200);
    expect((await putRule('customer.nonsense', { enabled: true, channels: [], settings: {}, version: 0 })).statusCode).toBe(400);

    expect((await api(t.app, 'GET', `/branches/${other.branchId}/notification-rules`, w.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'PUT', `/organizations/${other.orgId}/notification-rules/customer.reminder`, w.owner, { enabled: false, channels: [], settings: {}, version: 0 })).statusCode).toBe(404);
  });

  it('templates: the branch’s own words win, unknown variables are named, the preview counts SMS parts', async () => {
    const base = `/branches/${w.branchId}/message-templates`;
    const defaults = (await api(t.app, 'GET', `${base}/customer.reminder`, w.owner)).json().items;
    // SMS, e-mail, Telegram and Instagram (ManyChat), in five languages.
    expect(defaults).toHaveLength(4 * 5);
    expect(defaults.every((d: { source: string }) => d.source === 'default')).toBe(true);

    const unknown = await api(t.app, 'PUT', `${base}/customer.reminder/sms/EN`, w.owner, { subject: '', body: 'See you {{when}} at {{time}}', version: 0 });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json().issues)).toContain('{{when}}');

    // A branch in Lisbon writes to its clients in Portuguese.
    const saved = await api(t.app, 'PUT', `${base}/customer.bookingMade/sms/PT`, w.owner, { subject: '', body: 'Marcado, {{clientName}}: {{date}} {{time}} com {{employee}}.', version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().items.find((i: { channel: string; language: string }) => i.channel === 'sms' && i.language === 'PT')).toMatchObject({ source: 'branch', version: 1 });
    const order = (await book(t.app, w, [line(w, { date: nextDate(), startTime: '11:00' })])).json();
    const made = (await messagesOf(order.id)).find((r) => r.event === 'customer.bookingMade');
    expect(made?.body).toMatch(/^Marcado, Clara: .+ 11:00 com Ana\.$/);

    const preview = await api(t.app, 'POST', `${base}/preview`, w.owner, { event: 'customer.reminder', channel: 'sms', language: 'SR', subject: '', body: 'Podsećamo vas: {{date}} u {{time}}, {{branchName}}.' });
    expect(preview.statusCode, preview.body).toBe(200);
    const sms = preview.json().sms;
    expect(sms.parts).toMatchObject({ encoding: 'UCS-2', parts: 1 });
    expect(sms.latin).toContain('Podsecamo');
    expect(sms.latinParts.encoding).toBe('GSM-7');

    // Only marketing e-mail carries the unsubscribe footer.
    const email = (event: string) => api(t.app, 'POST', `${base}/preview`, w.owner, { event, channel: 'email', language: 'EN', subject: 'Hi', body: 'Hello {{clientName}}' });
    expect((await email('customer.reminder')).json().html).not.toContain('Unsubscribe');
    expect((await email('customer.birthday')).json().html).toContain('Unsubscribe');
  });

  it('the message log reads a branch’s and a client’s messages, and only a failed one is sent again', async () => {
    const log = await api(t.app, 'GET', `/branches/${w.branchId}/messages?perPage=5`, w.owner);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().items.length).toBeGreaterThan(0);
    const skipped = JSON.stringify({ combiner: 'and', conditions: [{ field: 'status', matchMode: 'equals', value: 'skipped' }] });
    const client = await api(t.app, 'GET', `/clients/${w.client}/messages?${new URLSearchParams({ filters: skipped })}`, w.owner);
    expect(client.statusCode, client.body).toBe(200);
    expect(client.json().items.every((m: { status: string; clientId: number }) => m.status === 'skipped' && m.clientId === w.client)).toBe(true);
    const pending = log.json().items.find((m: { status: string }) => m.status === 'pending');
    expect((await api(t.app, 'POST', `/messages/${pending.id}/resend`, w.owner)).statusCode).toBe(409);
    expect((await api(t.app, 'GET', `/clients/${w.client}/messages`, other.owner)).statusCode).toBe(404);
    expect((await api(t.app, 'POST', `/messages/${pending.id}/resend`, other.owner)).statusCode).toBe(404);
  });

  it('push: the app reads the key, subscribes a browser, and only its person turns it off', async () => {
    const key = await api(t.app, 'GET', '/me/push-key', w.owner);
    expect(key.json().publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const subscription = { endpoint: 'https://push.example.test/send/abc', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
    expect((await api(t.app, 'POST', '/me/push-subscriptions', w.owner, subscription)).statusCode).toBe(204);
    const bad = await api(t.app, 'POST', '/me/push-subscriptions', w.owner, { ...subscription, endpoint: 'http://push.example.test/x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toEqual(['endpoint']);
    const rows = () => t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(await rows()).toHaveLength(1);
    expect((await api(t.app, 'DELETE', '/me/push-subscriptions', other.owner, { endpoint: subscription.endpoint })).statusCode).toBe(204);
    expect(await rows()).toHaveLength(1);
    expect((await api(t.app, 'DELETE', '/me/push-subscriptions', w.owner, { endpoint: subscription.endpoint })).statusCode).toBe(204);
    expect(await rows()).toHaveLength(0);
  });
});
