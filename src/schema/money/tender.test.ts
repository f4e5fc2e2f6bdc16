import { describe, expect, it } from 'vitest';
import { remainingDue, tenderPayment, tenderSchema } from './tender';

describe('tenderPayment', () => {
  it.each([
    { what: 'exact cash', due: '25.00', cash: '25', card: '0', kept: '25.00', change: '0.00', paid: '25.00', debt: '0.00' },
    { what: 'cash with change', due: '23.40', cash: '50', card: '0', kept: '23.40', change: '26.60', paid: '23.40', debt: '0.00' },
    { what: 'exact card', due: '1250.50', cash: '0', card: '1250.50', kept: '0.00', change: '0.00', paid: '1250.50', debt: '0.00' },
    { what: 'a split, card first, change from the cash', due: '100', cash: '50', card: '60', kept: '40.00', change: '10.00', paid: '100.00', debt: '0.00' },
    { what: 'an exact split', due: '0.30', cash: '0.10', card: '0.20', kept: '0.10', change: '0.00', paid: '0.30', debt: '0.00' },
    { what: 'a partial payment leaves a debt', due: '100', cash: '20', card: '30', kept: '20.00', change: '0.00', paid: '50.00', debt: '50.00' },
    { what: 'nothing tendered: all of it a debt', due: '80', cash: '0', card: '0', kept: '0.00', change: '0.00', paid: '0.00', debt: '80.00' },
    { what: 'nothing due, cash given back', due: '0', cash: '5', card: '0', kept: '0.00', change: '5.00', paid: '0.00', debt: '0.00' },
  ])('$what', ({ due, cash, card, kept, change, paid, debt }) => {
    expect(tenderPayment(due, { cash, card })).toEqual({ ok: true, cash: kept, card: moneyOf(card), balance: '0.00', change, paid, debt });
  });

  it.each([
    { what: 'all from the balance', due: '30', tender: { cash: '0', card: '0', balance: '30' }, result: { cash: '0.00', card: '0.00', balance: '30.00', change: '0.00', paid: '30.00', debt: '0.00' } },
    { what: 'balance first, change from the cash', due: '30', tender: { cash: '20', card: '0', balance: '20' }, result: { cash: '10.00', card: '0.00', balance: '20.00', change: '10.00', paid: '30.00', debt: '0.00' } },
    { what: 'balance and card, a debt left', due: '30', tender: { cash: '0', card: '10', balance: '5' }, result: { cash: '0.00', card: '10.00', balance: '5.00', change: '0.00', paid: '15.00', debt: '15.00' } },
  ])('$what', ({ due, tender, result }) => {
    expect(tenderPayment(due, tender)).toEqual({ ok: true, ...result });
  });

  it('refuses card and balance together above what is due: no change comes out of a balance', () => {
    expect(tenderPayment('30', { cash: '0', card: '20', balance: '20' })).toEqual({
      ok: false,
      field: 'balance',
      reason: 'balance_above_due',
      message: 'The card and balance together are more than is due.',
    });
  });

  it.each([
    { what: 'card above the amount due', due: '100', cash: '0', card: '100.01', field: 'card', reason: 'card_above_due', message: 'The card payment is more than is due.' },
    { what: 'card above with cash too', due: '10', cash: '5', card: '12', field: 'card', reason: 'card_above_due', message: 'The card payment is more than is due.' },
    { what: 'card on nothing due', due: '0', cash: '0', card: '1', field: 'card', reason: 'card_above_due', message: 'The card payment is more than is due.' },
    { what: 'negative cash', due: '10', cash: '-1', card: '0', field: 'cash', reason: 'cash_negative', message: 'The cash amount cannot be negative.' },
    { what: 'negative card', due: '10', cash: '0', card: '-1', field: 'card', reason: 'card_negative', message: 'The card amount cannot be negative.' },
  ] as const)('refuses $what', ({ due, cash, card, field, reason, message }) => {
    expect(tenderPayment(due, { cash, card })).toEqual({ ok: false, field, reason, message });
  });

  it('never takes a negative amount due', () => {
    expect(() => tenderPayment('-1', { cash: '0', card: '0' })).toThrow(RangeError);
  });

  it.each([
    [{}, { cash: '0', card: '0', balance: '0' }],
    [{ cash: '12.50' }, { cash: '12.50', card: '0', balance: '0' }],
  ])('reads %j as %j', (body, tender) => {
    expect(tenderSchema.parse(body)).toEqual(tender);
  });

  it('refuses a negative tender in the body', () => {
    expect(tenderSchema.safeParse({ cash: '-1' }).success).toBe(false);
  });
});

const moneyOf = (amount: string) => (amount.includes('.') ? amount : `${amount}.00`);

describe('remainingDue', () => {
  it.each([
    ['100', [], '100.00'],
    ['100', ['40', '60'], '0.00'],
    ['100', ['40'], '60.00'],
    ['100', ['150'], '0.00'],
    ['100', ['100', '-30'], '30.00'],
    ['0.30', ['0.10', '0.10'], '0.10'],
    ['0', [], '0.00'],
  ] as const)('%s less %j leaves %s', (total, payments, left) => {
    expect(remainingDue(total, payments)).toBe(left);
  });
});
