import { describe, expect, it } from 'vitest';
import type { Transaction } from '@/schema/sales/checkout';
import type { FiscalReceipt } from '@/schema/payments/fiscal';
import { paymentActionsOf, paymentReference, receiptStateOf } from './payment-columns';

const receipt = (values: Partial<FiscalReceipt>): FiscalReceipt => ({
  id: 5,
  transactionId: 1,
  status: 'pending',
  invoiceType: 'Normal',
  transactionType: 'Sale',
  requestId: '0'.repeat(32),
  totalAmount: '25.00',
  attempts: 0,
  lastError: null,
  invoiceNumber: null,
  sdcDateTime: null,
  invoiceCounter: null,
  verificationUrl: null,
  journal: null,
  createdAt: '2031-09-02T10:00:00.000Z',
  ...values,
});

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
    ['a walk-in sale’s payment', payment({}), everything, { visit: false, refund: true, receipt: false }],
    ['a visit’s payment with money left', payment({ orderId: 9 }), everything, { visit: true, refund: true, receipt: false }],
    ['a visit’s payment given back whole', payment({ orderId: 9, refunded: '25.00' }), everything, { visit: true, refund: false, receipt: false }],
    ['a refund of a visit’s payment', payment({ orderId: 9, kind: 'refund', amount: '-10.00', refundOfId: 1 }), everything, { visit: true, refund: false, receipt: false }],
    ['a visit’s payment on a view-only page', payment({ orderId: 9 }), { openVisit: true, refund: false }, { visit: true, refund: false, receipt: false }],
    ['a visit’s payment on a client card’s tab', payment({ orderId: 9 }), { openVisit: false, refund: true }, { visit: false, refund: true, receipt: false }],
    ['a fiscalised payment on a view-only client tab', payment({ fiscalReceipt: receipt({}) }), { openVisit: false, refund: false }, { visit: false, refund: false, receipt: true }],
  ])('%s', (_name, row, can, expected) => {
    expect(paymentActionsOf(row, can)).toEqual(expected);
  });
});

describe('receiptStateOf: how a row names its fiscal receipt', () => {
  it.each([
    ['issued', receipt({ status: 'issued', invoiceNumber: 'A-B-1' }), 'issued'],
    ['waiting its turn', receipt({}), 'pending'],
    ['waiting with the V-SDC’s refusal', receipt({ lastError: 'Bad Request; items.0.labels.0: unknown tax label', attempts: 1 }), 'refused'],
  ] as const)('%s', (_name, row, expected) => {
    expect(receiptStateOf(row)).toBe(expected);
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
