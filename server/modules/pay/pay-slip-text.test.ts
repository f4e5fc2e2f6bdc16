import { describe, expect, it } from 'vitest';
import type { PayCalculationLine } from '../../../src/schema/pay/pay-api';
import { messagesByLanguage } from '../../i18n/messages/messages-by-language';
import { paySlipText, slipLocale, type PaySlipData } from './pay-slip-text';

const line = (values: Partial<PayCalculationLine>): PayCalculationLine => ({
  id: 1,
  kind: 'fixed_shift',
  ref: null,
  label: '3',
  base: '1500.00',
  percent: null,
  amount: '4500.00',
  schemeId: 1,
  schemeName: 'Senior',
  date: null,
  ...values,
});

const data = (values: Partial<PaySlipData['calculation']> = {}): PaySlipData => ({
  chainName: 'Demo Salons',
  branchName: 'Centar',
  currency: 'RSD',
  timeZone: 'Europe/Belgrade',
  calculation: { periodFrom: '2031-11-01', periodTo: '2031-11-30', status: 'approved', paidAt: null, ...values },
  share: {
    name: 'Đorđe Ilić',
    subtotal: '13845.60',
    lines: [
      line({}),
      line({ id: 2, kind: 'service_percent', ref: '4', label: 'Šišanje', base: '1800.00', percent: '12.5', amount: '225.00', date: '2031-11-12' }),
      line({ id: 3, kind: 'fixed_month', label: '2031-11', base: '60000.00', amount: '7125.60', schemeName: null }),
      line({ id: 4, kind: 'minimum_topup', label: '14000.00', base: '11850.60', amount: '1995.00' }),
    ],
  },
  madeAt: new Date('2031-12-01T23:30:00Z'),
});

describe('a pay slip in words', () => {
  it('says each line as the screen does, in Serbian Latin with its plural', () => {
    const slip = paySlipText(data(), messagesByLanguage.SR, 'SR');
    expect(slip.lines.map((row) => row.text.replace(/\s/g, ' '))).toEqual([
      '3 smene × 1.500,00 RSD = 4.500,00 RSD',
      'Šišanje · 12. 11. 2031. · 1.800,00 RSD × 12,5 % = 225,00 RSD',
      'novembar 2031. · 60.000,00 RSD mesečno, za dane perioda = 7.125,60 RSD',
      'Doplata do minimuma 14.000,00 RSD (zarađeno 11.850,60 RSD) = 1.995,00 RSD',
    ]);
    expect(slip.lines.map((row) => row.kind)).toEqual(['Po smeni · Senior', 'Usluga · Senior', 'Mesečno', 'Doplata do minimuma · Senior']);
    expect({ ...slip.subtotal, value: slip.subtotal.value.replace(/\s/g, ' ') }).toEqual({ label: 'Ukupno', value: '13.845,60 RSD' });
    // The branch's clock: 23:30 UTC is already the next day in Belgrade.
    expect(slip.footer).toBe('Izdato 2. 12. 2031.');
  });

  it('names the chain, branch, member, period and status, and the paid day only once paid', () => {
    const approved = paySlipText(data(), messagesByLanguage.EN, 'EN');
    expect(approved.facts.map((fact) => `${fact.label}: ${fact.value}`)).toEqual([
      'Chain: Demo Salons',
      'Branch: Centar',
      'Team member: Đorđe Ilić',
      'Period: 1 Nov 2031 – 30 Nov 2031',
      'Status: Approved',
    ]);
    const paid = paySlipText(data({ status: 'paid', paidAt: '2031-12-02T10:00:00.000Z' }), messagesByLanguage.RU, 'RU');
    expect(paid.facts.slice(-2).map((fact) => `${fact.label}: ${fact.value}`)).toEqual(['Статус: Выплачен', 'Выплачено: 2 дек. 2031 г.']);
    expect(paid.lines[0]!.text).toMatch(/^3 смены × /);
  });

  it('writes English day-first, except for a branch in a month-first country', () => {
    expect(slipLocale('EN', 'Europe/Belgrade')).toBe('en-GB');
    expect(slipLocale('EN', 'America/New_York')).toBe('en-US');
    expect(slipLocale('SR', 'America/New_York')).toBe('sr-Latn');
    expect(slipLocale('TR', 'Europe/Istanbul')).toBe('tr');
  });
});
