import { describe, expect, it } from 'vitest';
import { offeredOrderActions } from './order-status';
import { canTakePayment, placePaymentStatus, visitPaymentPlan } from './visit-payment';

const line = (id: number, onSale = false) => ({ id, serviceId: 1, employeeId: 1, resourceId: null, date: '2031-05-06', startTime: '10:00', duration: 60, price: '25.00', onSale });
const sale = (id: number, clientId: number | null, paid: string, total = '25.00') => ({ id, clientId, total, paid });
const single = (values: object = {}) => ({
  mode: 'order.single' as const,
  isCanceled: false,
  paymentStatus: 'payment.no' as const,
  services: [line(11), line(12)],
  clientIds: [],
  sales: [],
  membershipClientIds: [],
  ...values,
});
const group = (values: object = {}) => ({ ...single(), mode: 'order.group' as const, services: [line(21)], clientIds: [7, 8, 9], ...values });

describe('visitPaymentPlan', () => {
  it.each([
    ['an unpaid visit checks out every line', single(), { kind: 'new', lineIds: [11, 12] }],
    ['a partly paid sale is paid on to the end', single({ paymentStatus: 'payment.partial', services: [line(11, true)], sales: [sale(5, 3, '10.00')] }), { kind: 'debt', sale: sale(5, 3, '10.00'), due: '15.00' }],
    ['a line added after a paid sale is checked out alone', single({ paymentStatus: 'payment.partial', services: [line(11, true), line(12)], sales: [sale(5, 3, '25.00')] }), { kind: 'new', lineIds: [12] }],
    ['a visit paid in full has nothing left', single({ paymentStatus: 'payment.full', services: [line(11, true)], sales: [sale(5, 3, '25.00')] }), { kind: 'paid', by: 'sale' }],
    ['a visit a membership paid has nothing left', single({ paymentStatus: 'payment.full' }), { kind: 'paid', by: 'membership' }],
  ])('%s', (_name, order, plan) => expect(visitPaymentPlan(order)).toEqual(plan));

  it('plans a group class place by place', () => {
    const order = group({ paymentStatus: 'payment.partial', sales: [sale(5, 7, '15.00', '15.00'), sale(6, 8, '5.00', '15.00')], membershipClientIds: [9] });
    expect([7, 8, 9, 10].map((client) => visitPaymentPlan(order, client))).toEqual([
      { kind: 'paid', by: 'sale' },
      { kind: 'debt', sale: sale(6, 8, '5.00', '15.00'), due: '10.00' },
      { kind: 'paid', by: 'membership' },
      { kind: 'new', lineIds: [21] },
    ]);
    expect([7, 8, 9, 10].map((client) => placePaymentStatus(order, client))).toEqual(['payment.full', 'payment.partial', 'payment.full', 'payment.no']);
    expect([7, 8].map((client) => canTakePayment(order, client))).toEqual([false, true]);
    expect(canTakePayment({ ...order, isCanceled: true }, 8)).toBe(false);
  });
});

describe('offeredOrderActions', () => {
  it('offers start and complete from the appointment’s day on, the rest at any time', () => {
    expect(offeredOrderActions('order_status.approved', '2031-05-07', '2031-05-06')).toEqual(['unconfirm', 'markMissed', 'cancel']);
    expect(offeredOrderActions('order_status.approved', '2031-05-06', '2031-05-06')).toEqual(['start', 'complete', 'unconfirm', 'markMissed', 'cancel']);
    expect(offeredOrderActions('order_status.waiting', '2031-05-05', '2031-05-06')).toEqual(['confirm', 'start', 'complete', 'markMissed', 'cancel']);
  });
});
