import { describe, expect, it } from 'vitest';
import { checkTender, tenderStart, withBalance } from './tender-model';

describe('tender at checkout', () => {
  it('gives change for cash beyond what is due', () => {
    expect(checkTender('1850.00', { mode: 'cash', cash: '2000', card: '999' }).result).toMatchObject({ ok: true, cash: '1850.00', card: '0.00', change: '150.00', debt: '0.00' });
  });

  it('splits between cash and card and leaves the rest as a debt', () => {
    expect(checkTender('1000.00', { mode: 'split', cash: '300', card: '500.50' }).result).toMatchObject({ ok: true, paid: '800.50', debt: '199.50', change: '0.00' });
  });

  it('refuses a card charge over what is due, and what is no amount, on their fields', () => {
    expect(checkTender('100.00', { mode: 'card', cash: '', card: '100.01' }).result).toMatchObject({ ok: false, field: 'card' });
    expect(checkTender('100.00', { mode: 'split', cash: '1,5', card: '' }).result).toMatchObject({ ok: false, field: 'cash' });
    expect(checkTender('100.00', { mode: 'split', cash: '1e3', card: '' }).result).toMatchObject({ ok: false, field: 'cash' });
  });

  it('counts an empty field as nothing: all of it stays a debt', () => {
    expect(checkTender('100.00', { mode: 'split', cash: '', card: '' })).toEqual({
      tender: { cash: '0', card: '0', balance: '0' },
      result: { ok: true, cash: '0.00', card: '0.00', balance: '0.00', change: '0.00', paid: '0.00', debt: '100.00' },
    });
  });

  it('takes part from the client’s balance, the chosen method the rest; a split stays as typed', () => {
    expect(withBalance(tenderStart('card', '40.00'), '10', '40.00')).toEqual({ mode: 'card', cash: '', card: '30.00', balance: '10' });
    expect(withBalance(tenderStart('cash', '40.00'), '50', '40.00')).toEqual({ mode: 'cash', cash: '0.00', card: '', balance: '50' });
    expect(withBalance({ mode: 'split', cash: '5', card: '5' }, '10', '40.00')).toEqual({ mode: 'split', cash: '5', card: '5', balance: '10' });
    expect(checkTender('40.00', { mode: 'card', cash: '', card: '30.00', balance: '10' }).result).toMatchObject({ ok: true, card: '30.00', balance: '10.00', paid: '40.00', debt: '0.00' });
    expect(checkTender('40.00', { mode: 'card', cash: '', card: '40.00', balance: '10' }).result).toMatchObject({ ok: false, field: 'balance' });
  });

  it('starts a method with all that is due', () => {
    expect(tenderStart('card', '12.50')).toEqual({ mode: 'card', cash: '', card: '12.50' });
    expect(tenderStart('cash', '12.50')).toEqual({ mode: 'cash', cash: '12.50', card: '' });
  });
});
