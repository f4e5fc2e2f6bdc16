import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/schema/sales/checkout';
import { paymentActionsOf, paymentReference } from './payment-columns';

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
  sale: { date: '2031-09-02', item: 'Haircut', items: 1 },
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

describe('paymentReference: what a payment was for, in words', () => {
  // The English sentences, with the date as the test gives it.
  const words: Record<string, string> = {
    'payments.saleOf': 'Sale of {{date}}, {{what}}',
    'payments.saleWith': 'Sale of {{date}}, {{what}} with {{name}}',
    'payments.itemAndMore': '{{item}} and {{count}} more',
  };
  const ts = ((key: string, values: Record<string, string | number>) =>
    (words[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name]))) as unknown as Parameters<typeof paymentReference>[1];
  const reference = (values: Partial<Transaction>) => paymentReference(payment(values), ts, (date) => `on ${date}`);

  it.each([
    ['a sale of one service, credited to one member', { employeeName: 'Marko Ilić' }, 'Sale of on 2031-09-02, Haircut with Marko Ilić'],
    ['a sale of three items', { sale: { date: '2031-09-01', item: 'Haircut', items: 3 }, employeeName: 'Ana, Marko' }, 'Sale of on 2031-09-01, Haircut and 2 more with Ana, Marko'],
    ['a product sale nobody is credited for', {}, 'Sale of on 2031-09-02, Haircut'],
    ['staff pay', { kind: 'salary', sale: null, saleId: null, employeeName: 'Marko Ilić' }, null],
  ] as const)('%s', (_name, values, expected) => {
    expect(reference(values)).toBe(expected);
  });
});
