import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/schema/sales/checkout';
import { paymentActionsOf } from './payment-columns';

const payment = (values: Partial<Transaction>): Transaction => ({
  id: 1,
  branchId: 1,
  kind: 'payment',
  method: 'card',
  amount: '25.00',
  refunded: '0.00',
  refundOfId: null,
  saleId: 3,
  orderId: null,
  clientId: null,
  clientName: null,
  soldMembershipId: null,
  instalmentId: null,
  employeeId: null,
  employeeName: null,
  cashShiftId: null,
  date: '2031-09-02',
  createdAt: '2031-09-02T10:00:00.000Z',
  createdByName: null,
  note: null,
  ...values,
});

describe('paymentActionsOf: what a row of Sales → Payments opens', () => {
  const everything = { openVisit: true, refund: true };
  it.each([
    ['a walk-in sale’s payment', payment({}), everything, { visit: false, refund: true }],
    ['a visit’s payment with money left', payment({ orderId: 9 }), everything, { visit: true, refund: true }],
    ['a visit’s payment given back whole', payment({ orderId: 9, refunded: '25.00' }), everything, { visit: true, refund: false }],
    ['a refund of a visit’s payment', payment({ orderId: 9, kind: 'refund', amount: '-10.00', refundOfId: 1 }), everything, { visit: true, refund: false }],
    ['a visit’s payment on a view-only page', payment({ orderId: 9 }), { openVisit: true, refund: false }, { visit: true, refund: false }],
    ['a visit’s payment on a client card’s tab', payment({ orderId: 9 }), { openVisit: false, refund: true }, { visit: false, refund: true }],
  ])('%s', (_name, row, can, expected) => {
    expect(paymentActionsOf(row, can)).toEqual(expected);
  });
});
