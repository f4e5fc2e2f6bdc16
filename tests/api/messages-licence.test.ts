import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/tables';
import type { MenuTree } from '../../src/schema/license';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { clientOf, planAt, plannedOf, setRule, type Place } from './daily-messages-support';
import { api, book, line, orderWorld } from './orders-support';
import { changeLicence } from './settings-support';

/**
 * Issue 17 and spec §6: automated messages are what the licence's system settings `notifications` block (and the
 * Marketing area, where they are set up) sells. A chain whose licence closes either gets none planned, by a booking,
 * a move or the daily planner; what was planned while it was open still goes, and a later cancellation still
 * withdraws it (server/modules/notifications/rules-in-force.ts).
 */
describe('automated messages and the licence', () => {
  let t: TestApp;
  let w: Place;
  let day = 0;
  const nextDate = () => `2031-10-${String(++day).padStart(2, '0')}`;

  const messagesOf = (orderId: number) =>
    t.app.db
      .select({ event: outbox.event, status: outbox.status, reason: outbox.reason })
      .from(outbox)
      .where(and(eq(outbox.organizationId, w.orgId), eq(outbox.orderId, orderId)))
      .orderBy(asc(outbox.id));
  const systemSettings = (menu: MenuTree) => menu['branch_settings']!.subCategories['system_settings']!;
  const closings = {
    'the notifications block': (open: boolean) =>
      changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (systemSettings(menu).blocks['notifications'] = { enable: open }) }),
    'the Marketing area': (open: boolean) =>
      changeLicence(t.app, w.orgId, { branchMenu: (menu) => void (menu['branch_marketing']!.content = open ? 'edit' : 'none') }),
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = { ...(await orderWorld(t.app, 'Licensed Messages')), zone: 'Europe/Lisbon' };
    const phone = await api(t.app, 'PATCH', `/branches/${w.branchId}/clients/${w.client}`, w.owner, { version: 1, phone: '+351912345678' });
    expect(phone.statusCode, phone.body).toBe(200);
  });
  afterAll(() => t.close());

  it.each(Object.keys(closings) as (keyof typeof closings)[])('a licence that closes %s plans nothing for a booking; opened again, a booking plans', async (part) => {
    await closings[part](false);
    try {
      const closed = await book(t.app, w, [line(w, { date: nextDate() })]);
      expect(closed.statusCode, closed.body).toBe(201);
      expect(await messagesOf(closed.json().id)).toEqual([]);
    } finally {
      await closings[part](true);
    }
    const open = await book(t.app, w, [line(w, { date: nextDate() })]);
    expect((await messagesOf(open.json().id)).map((row) => [row.event, row.status])).toEqual([
      ['customer.bookingMade', 'pending'],
      ['customer.reminder', 'pending'],
    ]);
  });

  it('keeps what was planned while the licence was open, and a cancellation under a closed one withdraws it and tells nobody', async () => {
    const order = (await book(t.app, w, [line(w, { date: nextDate() })])).json();
    await closings['the notifications block'](false);
    try {
      expect((await messagesOf(order.id)).map((row) => row.status)).toEqual(['pending', 'pending']);
      const cancelled = await api(t.app, 'PATCH', `/orders/${order.id}/cancel`, w.owner, {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await messagesOf(order.id)).map((row) => [row.event, row.status, row.reason])).toEqual([
        ['customer.bookingMade', 'pending', null],
        ['customer.reminder', 'cancelled', 'order_cancelled'],
      ]);
    } finally {
      await closings['the notifications block'](true);
    }
  });

  it('the daily planner plans nothing for a chain whose licence closes the notifications block', async () => {
    await setRule(t.app, w, 'customer.birthday', { enabled: true, channels: ['sms'], settings: { atTime: '10:00', quietHours: null } });
    const lena = await clientOf(t.app, w, { firstName: 'Lena', birthDate: '1990-11-02', phone: '+351912345679', marketingSms: true });
    const birthdays = () => plannedOf(t.app, w.branchId, 'customer.birthday', { clientIds: [lena] });
    await closings['the notifications block'](false);
    try {
      await planAt(t.app, w, '2031-11-02', '10:00');
      expect(await birthdays()).toEqual([]);
    } finally {
      await closings['the notifications block'](true);
    }
    await planAt(t.app, w, '2031-11-02', '10:01');
    expect((await birthdays()).map((row) => row.status)).toEqual(['pending']);
  });
});
