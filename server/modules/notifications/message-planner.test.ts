import { describe, expect, it } from 'vitest';
import { defaultRule } from '../../../src/schema/messages/notification-rule';
import { plannedRows, type PlannedMessage } from './message-planner';

const compose = () => ({ subject: 'New booking', body: 'Clara at 10:00', html: null });
const bookingFor = (userId: number | null): PlannedMessage => ({
  event: 'employee.bookingMade',
  rule: { ...defaultRule('employee.bookingMade'), enabled: true, channels: ['push', 'inApp'] },
  recipient: { type: 'employee', id: 5, employeeId: 5, userId, language: 'EN' },
  cause: 'o101',
  due: Date.parse('2031-03-10T08:00:00Z'),
  values: {},
});
const scope = { organizationId: 3, branchId: 7, timeZone: 'Europe/Belgrade', orderId: 101, orderDate: '2031-03-12' };

describe('plannedRows', () => {
  it("a team member's push about an order opens that order on its day; the feed row needs no address", () => {
    const [push, inApp] = plannedRows(scope, [bookingFor(42)], compose, Date.parse('2031-03-10T07:00:00Z'));
    expect(push).toMatchObject({ channel: 'push', recipient: 'user:42', meta: { url: '/chain/3/branch/7/schedule/order/101?d=2031-03-12' } });
    expect(inApp).toMatchObject({ channel: 'inApp', meta: {} });
  });

  it('a push of no order carries no address, and a member without an account gets no row at all', () => {
    const [push] = plannedRows({ ...scope, orderId: null }, [bookingFor(42)], compose);
    expect(push!.meta).toEqual({});
    expect(plannedRows(scope, [bookingFor(null)], compose)).toEqual([]);
  });

  it("an Instagram message goes to the client's ManyChat subscriber id, and is skipped without one", () => {
    const reminder = (manychatSubscriberId: string | null): PlannedMessage => ({
      event: 'customer.reminder',
      rule: { ...defaultRule('customer.reminder'), enabled: true, channels: ['instagram'] },
      recipient: { type: 'customer', id: 9, clientId: 9, language: 'EN', manychatSubscriberId },
      cause: 'o101:1440m',
      due: Date.parse('2031-03-11T10:00:00Z'),
      values: {},
    });
    const now = Date.parse('2031-03-10T07:00:00Z');
    expect(plannedRows(scope, [reminder('98765432101')], compose, now)).toMatchObject([{ channel: 'instagram', recipient: '98765432101', status: 'pending', reason: null }]);
    expect(plannedRows(scope, [reminder(null)], compose, now)).toMatchObject([{ channel: 'instagram', recipient: '', status: 'skipped', reason: 'no_instagram' }]);
  });
});
